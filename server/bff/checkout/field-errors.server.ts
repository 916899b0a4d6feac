import { fieldErrorsOf } from "../actions/answers.server";

/**
 * The platform names the fields of a request body ("userInfo.mobileNumber.mobileNumber",
 * "couponInfo.couponCode", or plainly "mobileNumber"); the forms name their inputs plainly. The
 * last segment of the path is the input's name; errors for inputs the form does not have become
 * part of the message instead.
 */
export function formFieldErrors(
  errors: unknown,
  inputs: readonly string[],
): { fieldErrors: Record<string, string>; others: string[] } {
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(fieldErrorsOf(errors))) {
    const name =
      path
        .split(/[.[\]]/)
        .filter(Boolean)
        .pop() ?? path;
    if (inputs.includes(name)) fieldErrors[name] ??= message;
    else if (!others.includes(message)) others.push(message);
  }
  return { fieldErrors, others };
}
