import type { ServerResponse } from "node:http";

/** Waits `ms`, or less when the client gives up (or the server closes) first. */
export function sleepUnlessClosed(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    // A client that gives up (or a server that closes) ends the wait early.
    res.once("close", done);
    function done() {
      clearTimeout(timer);
      res.off("close", done);
      resolve();
    }
  });
}
