import { describe, expect, it } from "vitest";
import { isSyncMessage, messagesFor } from "~/shell/user-state-sync";

describe("cross-tab user state (spec 01 section 4)", () => {
  it("tells the other tabs when a logged-in tab finds itself logged out", () => {
    expect(messagesFor({ isLoggedIn: true, hash: "a" }, { loggedIn: false, hash: null })).toEqual([
      { type: "auto-logout" },
    ]);
  });

  it("broadcasts 'user state modified' when the hash differs from the stored one", () => {
    expect(messagesFor({ isLoggedIn: true, hash: "a" }, { loggedIn: true, hash: "b" })).toEqual([
      { type: "user-state-modified", hash: "b" },
    ]);
  });

  it("stays quiet on a first login, an unchanged hash or a visitor", () => {
    expect(messagesFor({ isLoggedIn: false, hash: null }, { loggedIn: true, hash: "a" })).toEqual(
      [],
    );
    expect(messagesFor({ isLoggedIn: true, hash: "a" }, { loggedIn: true, hash: "a" })).toEqual([]);
    expect(messagesFor({ isLoggedIn: false, hash: null }, { loggedIn: false, hash: null })).toEqual(
      [],
    );
  });

  it("accepts only well-formed messages from other tabs", () => {
    expect(isSyncMessage({ type: "auto-logout" })).toBe(true);
    expect(isSyncMessage({ type: "user-state-modified", hash: "x" })).toBe(true);
    expect(isSyncMessage({ type: "user-state-modified" })).toBe(false);
    expect(isSyncMessage({ type: "page-reload", pageUri: "/orders" })).toBe(true);
    expect(isSyncMessage({ type: "page-reload" })).toBe(false);
    expect(isSyncMessage("auto-logout")).toBe(false);
    expect(isSyncMessage(null)).toBe(false);
  });
});
