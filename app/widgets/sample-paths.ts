import { UPSTREAM_CALLS } from "~/contract/calls";

/**
 * Samples' actions name catalogue calls, as an upstream page would (every upstream path is spelt
 * once, in the contract). Gallery and tests only: the browser never loads samples.
 */
export const formSubmitPath = (formId: string) =>
  UPSTREAM_CALLS.formSubmit.path.replace(":formId", formId);
