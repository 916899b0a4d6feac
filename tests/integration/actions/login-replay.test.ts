import { signedJson } from "../../support/signed-action";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { loginByOtp } from "../auth/browser";
import { ActionClient } from "./action-client";
import { platformState } from "./platform";

/**
 * Spec 01 section 4: an action that needs login, posted logged out, opens the login panel and
 * is kept; after login the page posts REPLAY and the kept action runs, once.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const RISE = "rise@example.com";

const enrol = {
  intent: "EVENTS_ENROL",
  action: signedJson({ type: "EVENTS_ENROL", requestObject: { eventId: "career-fair-2026" } }),
};

it("keeps a logged-out ENROL, opens the login panel, and replays it once after login", async () => {
  const client = new ActionClient(stack);
  await client.open("/events");
  const before = await platformState(stack, RISE);
  const asked = await client.post("/events", enrol);
  expect(asked.redirect).toBe("/events?login=1");
  expect(await platformState(stack, RISE)).toEqual(before);

  const landed = await loginByOtp(client.browser, stack, RISE, "/events?login=1");
  expect(landed.status).toBe(200);
  expect(client.browser.received.at(-1)?.url).toMatch(/\/events$/);

  const replayed = await client.post("/events", { intent: "REPLAY" });
  expect(replayed.result).toMatchObject({ intent: "EVENTS_ENROL", ok: true });
  expect(JSON.stringify((await platformState(stack, RISE))["/__test/enrolments"])).toContain(
    "career-fair-2026",
  );
  const again = await client.post("/events", { intent: "REPLAY" });
  expect(again.status).toBe(409);
  expect(again.result).toMatchObject({ intent: "REPLAY", ok: false });
});
