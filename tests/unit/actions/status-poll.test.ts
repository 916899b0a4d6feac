import { describe, expect, it, vi } from "vitest";
import { runPendingAction } from "~/actions/pending/handlers";
import { ACTION_STATUS_ROUTE } from "~/contract/action-kinds";
import { fakeEffects } from "./effects-fakes";

const statusAction = { type: "API_CALL", uri: "/api/v1/interview/match-status", sig: "v1.x" };
const followAction = { type: "NAVIGATION", uri: "/interview/room/42" };

function answers(...statuses: { status: string; statusMessage?: string }[]) {
  const fetch = vi.fn(async () => {
    const next = statuses.shift() ?? { status: "PENDING" };
    return new Response(JSON.stringify(next), { status: 200 });
  });
  return fetch;
}

describe("INTERVIEW_MATCH_STATUS and MEETING_LINK_STATUS", () => {
  it("poll until a final status, then show its message and run the follow-up", async () => {
    const fetch = answers(
      { status: "SEARCHING" },
      { status: "SEARCHING" },
      {
        status: "MATCHED",
        statusMessage: "Matched with Priya Nair",
      },
    );
    const sleep = vi.fn(async () => {});
    const { ctx } = fakeEffects({ fetch: fetch as unknown as typeof globalThis.fetch, sleep });
    const data = { statusAction, intervalMs: 2000, maxAttempts: 5, followAction };
    expect(await runPendingAction({ kind: "INTERVIEW_MATCH_STATUS", data }, ctx)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(2000, undefined);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ACTION_STATUS_ROUTE);
    const body = init.body as URLSearchParams;
    expect(body.get("csrf")).toBe("csrf-1");
    expect(JSON.parse(body.get("action") ?? "")).toEqual(statusAction);
    expect(ctx.toast).toHaveBeenCalledWith("Matched with Priya Nair");
    expect(ctx.runAction).toHaveBeenCalledWith(followAction);
  });

  it("stop at the cap without running the follow-up", async () => {
    const fetch = answers();
    const { ctx } = fakeEffects({ fetch: fetch as unknown as typeof globalThis.fetch });
    const data = { statusAction, maxAttempts: 4, followAction, terminalStatuses: ["READY"] };
    await runPendingAction({ kind: "MEETING_LINK_STATUS", data }, ctx);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(ctx.runAction).not.toHaveBeenCalled();
  });

  it("clamp what data asks for and end on a failed call", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 502 }));
    const sleep = vi.fn(async () => {});
    const { ctx } = fakeEffects({ fetch: fetch as unknown as typeof globalThis.fetch, sleep });
    const data = { statusAction, intervalMs: 5, maxAttempts: 10_000, followAction };
    expect(await runPendingAction({ kind: "MEETING_LINK_STATUS", data }, ctx)).toBe(false);
    expect(sleep).toHaveBeenCalledWith(1000, undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(ctx.runAction).not.toHaveBeenCalled();
    expect(await runPendingAction({ kind: "MEETING_LINK_STATUS", data: {} }, ctx)).toBe(false);
  });
});
