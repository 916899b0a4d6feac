/**
 * A Python run that stopped at `input()` with stdin used up (docs/contract.md "Awaiting input"):
 * the runner raised EOFError "EOF when reading a line" as the last line of its traceback. The
 * compiler answers it as awaiting input instead of as an error; the run itself was an ordinary,
 * finished run in a fresh runtime (no worker waits for the learner).
 */
const EOF_AT_INPUT = /(^|\n)EOFError: EOF when reading a line\s*$/;

export const isAwaitingInput = (languageId: string, message: string | undefined): boolean =>
  languageId.startsWith("python") && EOF_AT_INPUT.test(message ?? "");
