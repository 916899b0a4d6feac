import { beforeEach, describe, expect, it } from "vitest";
import {
  keepRound,
  LOOP_STALL_MS,
  readiness,
  recordLoopLag,
  resetReadiness,
} from "~server/bff/readiness.server";
import { beginShutdown } from "~server/bff/shutdown.server";

/**
 * Readiness is the instance's own state (decision 063): read from what the background check
 * kept; the shared dependencies make it degraded, never unready. One shutdown at the end (the
 * shutdown's module state stays).
 */
describe("readiness()", () => {
  beforeEach(() => resetReadiness());

  it("is not ready before the boot's first round of checks", () => {
    expect(readiness()).toMatchObject({ ready: false, reason: expect.stringMatching(/^starting/) });
  });

  it("is ready when the round found everything answering", () => {
    keepRound({ ok: true }, { ok: true });
    expect(readiness()).toEqual({
      ready: true,
      checks: { upstream: "ok", eventLoop: "ok", sharedStore: "ok" },
    });
  });

  it("stays ready, degraded, when the upstream or the shared store fails", () => {
    keepRound({ ok: false, reason: "upstream health check failed (network)" }, undefined);
    expect(readiness()).toEqual({
      ready: true,
      degraded: true,
      reason: "upstream health check failed (network)",
      checks: { upstream: "failed", eventLoop: "ok" },
    });
    keepRound({ ok: true }, { ok: false, reason: "shared store unavailable" });
    expect(readiness()).toMatchObject({
      ready: true,
      degraded: true,
      checks: { upstream: "ok", sharedStore: "failed" },
    });
  });

  it("is not ready while the event loop stalls, and ready again once it keeps time", () => {
    keepRound({ ok: true }, undefined);
    recordLoopLag(LOOP_STALL_MS + 500);
    expect(readiness()).toMatchObject({
      ready: false,
      reason: expect.stringMatching(/^event loop stalled/),
      checks: { eventLoop: "stalled" },
    });
    for (let i = 0; i < 50; i++) recordLoopLag(3);
    expect(readiness().ready).toBe(true);
  });

  it("is not ready from the shutdown signal on, whatever the checks say", () => {
    keepRound({ ok: true }, undefined);
    beginShutdown();
    expect(readiness()).toEqual({ ready: false, reason: "shutting down", checks: {} });
  });
});
