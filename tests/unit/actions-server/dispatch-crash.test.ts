import { data, redirect } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actionJson, postAction, startHarness, upstream, visitor } from "./harness";

vi.mock("~server/bff/actions/enrol.server", () => ({
  handleEnrol: () => {
    throw new Error("a bug in a handler");
  },
}));
vi.mock("~server/bff/actions/notify.server", () => ({
  handleNotify: () => {
    throw redirect("/somewhere");
  },
}));
vi.mock("~server/bff/actions/reward.server", () => ({
  handleClaimReward: () => {
    throw data({ intent: "CLAIM_REWARD", ok: false, message: "thrown on purpose" }, 409);
  },
}));

beforeAll(() => startHarness());
afterAll(() => upstream.stop());

describe("a handler that throws", () => {
  it("answers a logged generic failure (500, the page stays), never a crash page", async () => {
    const res = await postAction(await visitor(true), {
      intent: "ENROL",
      action: actionJson({ requestObject: { courseId: "c" } }),
    });
    expect(res.status).toBe(500);
    expect(res.data).toEqual({ intent: "ENROL", ok: false, message: "Something went wrong" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("means a thrown redirect as its answer", async () => {
    const res = await postAction(await visitor(true), {
      intent: "COURSE_NOTIFY",
      action: actionJson({ requestObject: { courseId: "c" } }),
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/somewhere");
  });

  it("means a thrown data() as its answer (recognised by class, not by an internal name)", async () => {
    const res = await postAction(await visitor(true), {
      intent: "CLAIM_REWARD",
      action: actionJson({ requestObject: { rewardId: "r" } }),
    });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ intent: "CLAIM_REWARD", ok: false, message: "thrown on purpose" });
  });
});
