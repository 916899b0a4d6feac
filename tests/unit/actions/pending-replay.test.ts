import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../support/memory-storage";
import {
  nextReplayStep,
  PENDING_REPLAY_TTL_MS,
  readPendingReplay,
  replayFieldsOf,
  savePendingReplay,
} from "~/actions/pending-replay";
import { PENDING_REPLAY_KEY } from "~/actions/pending-replay-key";

const fields = { intent: "EVENTS_ENROL", action: '{"type":"EVENTS_ENROL"}', formId: "action-1" };
const T0 = 1_000_000;

describe("the replay after login", () => {
  it("keeps the text fields of a post without its CSRF token", () => {
    const form = new FormData();
    form.set("csrf", "old-token");
    form.set("intent", "FORM_SUBMIT");
    form.set("resume", new Blob(["%PDF"]), "cv.pdf");
    form.set("email", "a@example.com");
    expect(replayFieldsOf(form)).toEqual({ intent: "FORM_SUBMIT", email: "a@example.com" });
  });

  it("replays once: posted logged out, login opened, logged in", () => {
    const storage = memoryStorage();
    savePendingReplay({ pathname: "/events", fields }, T0, storage);
    const step = (loggedIn: boolean, loginOpen: boolean, at = T0 + 1000) =>
      nextReplayStep({ loggedIn, pathname: "/events", loginOpen }, at, storage);
    expect(step(false, false)).toEqual({ kind: "none" }); // the answer is on its way
    expect(step(false, true)).toEqual({ kind: "none" }); // the answer opened the login panel
    expect(readPendingReplay(T0 + 1000, storage)?.stage).toBe("login");
    expect(step(true, false)).toEqual({ kind: "replay", fields });
    expect(step(true, false)).toEqual({ kind: "none" });
    expect(storage.getItem(PENDING_REPLAY_KEY)).toBeNull();
  });

  it("forgets the post when the login is closed, on another page, or when it is stale", () => {
    const storage = memoryStorage();
    const at = (ms: number) => T0 + ms;
    savePendingReplay({ pathname: "/events", fields }, T0, storage);
    nextReplayStep({ loggedIn: false, pathname: "/events", loginOpen: true }, at(1), storage);
    nextReplayStep({ loggedIn: false, pathname: "/events", loginOpen: false }, at(2), storage);
    expect(
      nextReplayStep({ loggedIn: true, pathname: "/events", loginOpen: false }, at(3), storage),
    ).toEqual({ kind: "none" });

    savePendingReplay({ pathname: "/events", fields }, T0, storage);
    nextReplayStep({ loggedIn: false, pathname: "/events", loginOpen: true }, at(1), storage);
    expect(
      nextReplayStep({ loggedIn: true, pathname: "/orders", loginOpen: false }, at(2), storage),
    ).toEqual({ kind: "none" });
    expect(storage.getItem(PENDING_REPLAY_KEY)).toBeNull();

    savePendingReplay({ pathname: "/events", fields }, T0, storage);
    nextReplayStep({ loggedIn: false, pathname: "/events", loginOpen: true }, at(1), storage);
    const late = at(PENDING_REPLAY_TTL_MS + 1);
    expect(
      nextReplayStep({ loggedIn: true, pathname: "/events", loginOpen: false }, late, storage),
    ).toEqual({ kind: "none" });
  });

  it("does not replay a post that never opened the login (logged in elsewhere meanwhile)", () => {
    const storage = memoryStorage();
    savePendingReplay({ pathname: "/events", fields }, T0, storage);
    expect(
      nextReplayStep({ loggedIn: true, pathname: "/events", loginOpen: false }, T0 + 5, storage),
    ).toEqual({ kind: "none" });
  });

  it("ignores a damaged record", () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_REPLAY_KEY, '{"pathname":"/events","fields":{"a":1}}');
    expect(readPendingReplay(T0, storage)).toBeUndefined();
    storage.setItem(PENDING_REPLAY_KEY, "not json");
    expect(readPendingReplay(T0, storage)).toBeUndefined();
  });
});
