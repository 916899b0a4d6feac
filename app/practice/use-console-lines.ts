import { useState } from "react";
import { consoleLinesOf } from "~/contract/code-values";

/**
 * A console's typed lines (decision 068) and, for each, the output of the run that asked for it:
 * where console-echo.ts shows the line. `clear` starts a new console (a fresh Run); `type` adds a
 * line and answers every line so far, or undefined past CONSOLE_LIMITS. The caller re-runs the
 * program with `consoleStdin(given input, lines)`.
 */
export function useConsoleLines() {
  const [typed, setTyped] = useState({ lines: [] as string[], typedAt: [] as string[] });
  const clear = () => setTyped({ lines: [], typedAt: [] });
  const type = (line: string, outputSoFar: string): string[] | undefined => {
    const lines = consoleLinesOf(typed.lines.join("\n"), line);
    if (!lines) return undefined;
    setTyped({ lines, typedAt: [...typed.typedAt, outputSoFar] });
    return lines;
  };
  return { lines: typed.lines, typedAt: typed.typedAt, clear, type };
}
