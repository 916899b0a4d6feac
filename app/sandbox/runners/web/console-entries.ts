import type { ConsoleLevel, PreviewLog } from "./preview-messages";
import { mapLine, type FilePosition, type LineSpan } from "./preview-document";

/** A console line as the sandbox shows it: the level, the message and the learner's file:line. */
export interface ConsoleEntry {
  id: number;
  level: ConsoleLevel;
  message: string;
  position?: FilePosition;
}

/** The console keeps its last lines only: a loop that logs forever cannot grow the page. */
export const CONSOLE_LIMIT = 500;

/** The entry of a preview log, its line mapped back to the learner's file (when it is one). */
export function consoleEntry(
  id: number,
  log: PreviewLog,
  lines: readonly LineSpan[],
): ConsoleEntry {
  const position = log.line === undefined ? undefined : mapLine(lines, log.line);
  return { id, level: log.level, message: log.message, position };
}

export function appendEntry(entries: readonly ConsoleEntry[], entry: ConsoleEntry): ConsoleEntry[] {
  const next = [...entries, entry];
  return next.length > CONSOLE_LIMIT ? next.slice(next.length - CONSOLE_LIMIT) : next;
}

export function positionLabel(position: FilePosition | undefined): string | undefined {
  return position && `${position.file}:${position.line}`;
}
