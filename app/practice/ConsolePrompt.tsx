import { useState } from "react";
import { CONSOLE_LIMITS, CONSOLE_TEXTS, COMPILER_FORM_PATH } from "~/contract/code-values";
import type { ConsolePiece } from "./console-echo";

export interface ConsoleProps {
  /** The lines typed so far (this re-run's stdin after the given input). */
  lines: string[];
  /** For each line, the output of the run that asked for it: where the line shows (console-echo.ts). */
  typedAt?: string[];
  /** The no-JavaScript form's fields: the code that ran, its language, its given input, csrf. */
  fields: Record<string, string>;
  /** With JavaScript: the line, run in place; without, the form posts to the compiler's path. */
  onLine?: (line: string) => void;
}

/**
 * The console's inline input (decision 068): right after the program's prompt, a field for the
 * next line. Sending it runs the program again from the start with every line so far; a plain
 * form before JavaScript (its hidden field carries the earlier lines).
 */
export function ConsolePrompt({ prompt, console }: { prompt: string; console: ConsoleProps }) {
  const [line, setLine] = useState("");
  const full = console.lines.length >= CONSOLE_LIMITS.lines;
  return (
    <form
      method="post"
      action={COMPILER_FORM_PATH}
      className="practice__consoleForm"
      data-testid="console-prompt"
      onSubmit={
        console.onLine
          ? (event) => {
              event.preventDefault();
              console.onLine?.(line);
            }
          : undefined
      }
    >
      {Object.entries(console.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="consoleLines" value={console.lines.join("\n")} />
      <input type="hidden" name="intent" value="run" />
      <label className="practice__consoleLine practice__mono">
        <span className="practice__consolePrompt">{prompt}</span>
        <input
          name="consoleLine"
          aria-label={prompt.trim() ? `Your input: ${prompt.trim()}` : "Your input"}
          className="practice__consoleInput"
          maxLength={CONSOLE_LIMITS.lineChars}
          value={line}
          onChange={(event) => setLine(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          // The program is waiting for this line.
          autoFocus
          disabled={full}
        />
        <button type="submit" className="practice__button" disabled={full}>
          Send
        </button>
      </label>
      <p className="practice__hint">
        {full
          ? CONSOLE_TEXTS.tooManyLines
          : "Enter sends the line: your program runs again from the start with it."}
      </p>
    </form>
  );
}

/** Console output with the learner's typed lines in it (console-echo.ts), each marked as typed. */
export function ConsoleText({ pieces }: { pieces: readonly ConsolePiece[] }) {
  if (!pieces.length) return " ";
  return pieces.map((piece, i) =>
    piece.typed ? (
      <kbd key={i} className="practice__consoleTyped">
        {piece.text}
      </kbd>
    ) : (
      piece.text
    ),
  );
}
