import { describe, expect, it } from "vitest";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { beginShutdown, isShuttingDown, onShutdown } from "~server/bff/shutdown.server";

/** The BFF's shutdown hooks (server/bff/shutdown.server.ts); one shutdown per file (module state). */
describe("shutdown hooks", () => {
  it("tells every registered answer once, with the restart text; a released one is not told", async () => {
    const told: string[] = [];
    onShutdown((message) => told.push(`a: ${message}`));
    const release = onShutdown((message) => told.push(`b: ${message}`));
    onShutdown(() => {
      throw new Error("a stream that cannot be told");
    });
    onShutdown((message) => told.push(`c: ${message}`));
    release();
    expect(isShuttingDown()).toBe(false);

    beginShutdown();
    expect(isShuttingDown()).toBe(true);
    expect(told).toEqual([
      `a: ${ASSISTANT_TEXTS.serverRestarting}`,
      `c: ${ASSISTANT_TEXTS.serverRestarting}`,
    ]);
    beginShutdown();
    expect(told).toHaveLength(2);

    // An answer that starts after the signal hears it at once.
    const late = new Promise<string>((resolve) => onShutdown(resolve));
    expect(await late).toBe(ASSISTANT_TEXTS.serverRestarting);
  });
});
