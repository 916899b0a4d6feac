import { vi } from "vitest";
import { logger } from "~server/shared/logger";

export interface LogEvent {
  level: string;
  event?: string;
  requestId?: string;
  [field: string]: unknown;
}

/**
 * What the BFF's logger writes while it runs (server/shared/logger.ts), parsed, with the level
 * raised to info for the while (the unit tests run with LOG_LEVEL=silent).
 */
export function captureLogs(): { events(): LogEvent[]; restore(): void } {
  const lines: string[] = [];
  const level = logger.level;
  logger.level = "info";
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    events: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as LogEvent];
        } catch {
          return [];
        }
      }),
    restore: () => {
      write.mockRestore();
      logger.level = level;
    },
  };
}
