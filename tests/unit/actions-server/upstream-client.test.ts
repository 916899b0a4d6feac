import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { startHarness, upstream } from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const headers = {
  "content-type": "application/json",
  accept: "application/json",
  "auth-header": "user-token-1",
};

async function clientOf() {
  const { createUpstreamClient } = await import("~server/bff/upstream-client.server");
  return createUpstreamClient({ headers });
}

describe("the upstream client calls by catalogue name (decision 041)", () => {
  it("sends the typed body to the entry's path and parses the answer with its schema", async () => {
    const client = await clientOf();
    const path = UPSTREAM_CALLS.couponApply.path;
    upstream.script(path, { body: { couponCode: "SAVE10", discount: 10, amount: 90 } });
    const result = await client.call("couponApply", {
      body: { itemId: "c1", itemType: "COURSE", couponCode: "save10" },
    });
    expect(result).toMatchObject({ ok: true, data: { couponCode: "SAVE10" } });
    const [call] = upstream.calls(path);
    expect(call.json).toEqual({ itemId: "c1", itemType: "COURSE", couponCode: "save10" });
    expect(call.headers["auth-header"]).toBe("user-token-1");
  });

  it("an answer that fails the entry's schema is a parse failure", async () => {
    const client = await clientOf();
    upstream.script(UPSTREAM_CALLS.videoSign.path, { body: { signedObjectKeys: "not a list" } });
    const result = await client.call("videoSign", { body: { objectKeys: ["a"] } });
    expect(result).toMatchObject({ ok: false, error: { kind: "parse" } });
  });

  it("an entry that needs no login never carries the user's token", async () => {
    const client = await clientOf();
    const path = UPSTREAM_CALLS.otpVerify.path;
    upstream.script(path, { body: {} });
    await client.call("otpVerify", { body: { requestId: "r1", otp: "123456" } });
    const [call] = upstream.calls(path);
    expect(call.headers["auth-header"]).toBeUndefined();
  });

  it("a name chosen at run time has its body checked against the entry first", async () => {
    const client = await clientOf();
    expect(() => client.checkedCall("enrolCourse", { body: { courseId: "" } })).toThrow(
      /enrolCourse/,
    );
    expect(upstream.calls(UPSTREAM_CALLS.enrolCourse.path)).toEqual([]);
  });

  it("a described path is sent only when it is an action path", async () => {
    const client = await clientOf();
    const answer = z.unknown();
    expect(() => client.described(UPSTREAM_CALLS.otpVerify.path, { answer })).toThrow(
      /not an action path/,
    );
    expect(() => client.described("https://elsewhere.example/x", { answer })).toThrow();
    upstream.script(UPSTREAM_CALLS.contestTabSwitch.path, { body: {} });
    const sent = await client.described(UPSTREAM_CALLS.contestTabSwitch.path, {
      body: { at: 1 },
      answer,
    });
    expect(sent.ok).toBe(true);
  });
});
