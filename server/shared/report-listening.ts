/** What a server process tells the parent that started it where it listens (decision 064). */
export interface ListeningReport {
  event: "listening" | "metrics-listening";
  service: "bff" | "platform";
  /** http://host:port, with the port bound (PORT=0 lets the system pick a free one). */
  url: string;
}

/**
 * Sends `report` to a parent that started this process with an IPC channel (the tests, the
 * launcher): with PORT=0 it learns the port bound, so no one races for a port probed "free". No
 * channel (production, a shell): nothing. The channel never keeps the process alive.
 */
export function reportListening(report: ListeningReport): void {
  if (!process.send) return;
  process.channel?.unref();
  process.send(report);
}
