/**
 * The messages between the sandbox page, the preview bootstrap (/sandbox-preview, its own origin:
 * an opaque one) and the learner's document inside it. Nothing here is trusted: the page accepts
 * a message only from its preview frame and reads only these shapes.
 */
import { PREVIEW_MAX_MESSAGE, PREVIEW_MESSAGE } from "~/contract/sandbox-preview";

export const CONSOLE_LEVELS = ["log", "info", "warn", "error"] as const;
export type ConsoleLevel = (typeof CONSOLE_LEVELS)[number];

/** A console line as the preview reports it; `line` is a line of the built document. */
export interface PreviewLog {
  renderId: number;
  level: ConsoleLevel;
  message: string;
  line?: number;
  column?: number;
}

export type PreviewMessage = { type: "ready" } | ({ type: "log" } & PreviewLog);

function positiveInteger(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The preview's message, or undefined for anything else (other frames, extensions, junk). */
export function readPreviewMessage(data: unknown): PreviewMessage | undefined {
  if (!data || typeof data !== "object") return undefined;
  const record = data as Record<string, unknown>;
  if (record.type === PREVIEW_MESSAGE.ready) return { type: "ready" };
  if (record.type !== PREVIEW_MESSAGE.log) return undefined;
  const level = CONSOLE_LEVELS.find((known) => known === record.level);
  const renderId = positiveInteger(record.renderId);
  if (!level || renderId === undefined || typeof record.message !== "string") return undefined;
  return {
    type: "log",
    renderId,
    level,
    message: record.message.slice(0, PREVIEW_MAX_MESSAGE),
    line: positiveInteger(record.line),
    column: positiveInteger(record.column),
  };
}
