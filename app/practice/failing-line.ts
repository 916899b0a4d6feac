/**
 * The line of the learner's code a run's error points at, for the editor's marker (issue 44).
 * Python names the learner's file `<exec>` (the runner's filename) or, in a sandbox, its path:
 * the last such frame is where it raised (a SyntaxError has only that one). JavaScript's stack
 * names `main.js:LINE:COLUMN`, innermost first (decision 062). Nothing else is guessed at.
 */
const PYTHON_FRAME = /^\s*File "([^"]+)", line (\d+)/;
const JAVASCRIPT_FRAME = /\bmain\.js:(\d+)(?::\d+)?/;

export function failingLine(
  message: string | undefined,
  languageId: string,
  /** A sandbox's open file ("main.py"); the compiler's and a problem's code is `<exec>`. */
  file = "<exec>",
): number | undefined {
  if (!message) return undefined;
  if (languageId.startsWith("python")) {
    let line: number | undefined;
    for (const text of message.split("\n")) {
      const frame = PYTHON_FRAME.exec(text);
      if (frame && frame[1] === file) line = Number(frame[2]);
    }
    return positive(line);
  }
  if (languageId.startsWith("javascript")) {
    const frame = JAVASCRIPT_FRAME.exec(message);
    return positive(frame ? Number(frame[1]) : undefined);
  }
  return undefined;
}

const positive = (line: number | undefined) =>
  line !== undefined && Number.isSafeInteger(line) && line > 0 ? line : undefined;

/** What the marker says to a screen reader and on hover. */
export const errorLineLabel = (line: number) => `Error on line ${line}`;
