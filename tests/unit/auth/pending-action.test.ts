import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  afterLoginTarget,
  dropUnrelatedPending,
  PENDING_ACTION_TTL_MS,
  savePendingForm,
  savePendingNavigation,
  takePendingAction,
  takeReplayForm,
} from "~server/bff/pending-action.server";
import type { AppSession } from "~server/bff/session.server";

const newSession = () => createSession({}) as unknown as AppSession;

describe("pending actions (spec 01 section 4)", () => {
  it("replays a navigation after login", () => {
    const session = newSession();
    savePendingNavigation(session, "/orders?tab=1", 1000);
    expect(afterLoginTarget(session, "/course/x", 2000)).toBe("/orders?tab=1");
    expect(session.get("pendingAction")).toBeUndefined();
  });

  it("never keeps an unsafe target, and forgets stale ones", () => {
    const session = newSession();
    savePendingNavigation(session, "https://evil.example/", 1000);
    expect(session.get("pendingAction")).toBeUndefined();
    savePendingNavigation(session, "/orders", 1000);
    expect(afterLoginTarget(session, "/here", 1000 + PENDING_ACTION_TTL_MS + 1)).toBe("/here");
  });

  it("parks a form intent for its route, without the CSRF token", () => {
    const session = newSession();
    const form = new FormData();
    form.set("csrf", "secret");
    form.set("intent", "ENROL");
    form.set("courseId", "c1");
    savePendingForm(session, { path: "/course/x", intent: "ENROL", fields: form }, 1000);
    expect(afterLoginTarget(session, "/elsewhere", 2000)).toBe("/course/x");
    expect(takeReplayForm(session, "/other", 2000)).toBeUndefined();
    const replay = takeReplayForm(session, "/course/x", 2000);
    expect(replay).toMatchObject({ kind: "FORM", intent: "ENROL", fields: { courseId: "c1" } });
    expect(replay?.fields).not.toHaveProperty("csrf");
    expect(takeReplayForm(session, "/course/x", 2000)).toBeUndefined();
  });

  it("belongs to the login it opened: a login for another page drops it", () => {
    const session = newSession();
    savePendingNavigation(session, "/orders?tab=1", 1000);
    dropUnrelatedPending(session, "/orders");
    expect(session.get("pendingAction")).toBeDefined();
    dropUnrelatedPending(session, "/course/x");
    expect(session.get("pendingAction")).toBeUndefined();
  });

  it("takes a pending action once", () => {
    const session = newSession();
    savePendingNavigation(session, "/orders", 1000);
    expect(takePendingAction(session, 1000)?.kind).toBe("NAVIGATION");
    expect(takePendingAction(session, 1000)).toBeUndefined();
  });
});
