import { describe, expect, it } from "vitest";
import { judgeUserState } from "~server/bff/user-state.server";

const base = { sentToken: true, sessionHash: "aaa", status: 200, hash: "aaa" };

describe("judgeUserState (spec 01 section 4)", () => {
  it("leaves anonymous calls alone", () => {
    expect(judgeUserState({ ...base, sentToken: false, status: 401, hash: null })).toEqual({
      kind: "anonymous",
    });
  });

  it("ends the session on 401", () => {
    expect(judgeUserState({ ...base, status: 401, hash: null })).toEqual({
      kind: "ended",
      reason: "unauthorized",
    });
  });

  it("ends the session on a successful answer without the hash header", () => {
    expect(judgeUserState({ ...base, hash: null })).toEqual({
      kind: "ended",
      reason: "missing-hash",
    });
  });

  it("learns nothing from no answer or an error answer without the header", () => {
    expect(judgeUserState({ ...base, status: 0, hash: null })).toEqual({ kind: "unknown" });
    expect(judgeUserState({ ...base, status: 502, hash: null })).toEqual({ kind: "unknown" });
  });

  it("refreshes on a different hash, adopts a first one, else nothing", () => {
    expect(judgeUserState({ ...base, hash: "bbb" })).toEqual({ kind: "changed", hash: "bbb" });
    expect(judgeUserState({ ...base, status: 404, hash: "bbb" })).toEqual({
      kind: "changed",
      hash: "bbb",
    });
    expect(judgeUserState({ ...base, sessionHash: undefined })).toEqual({
      kind: "adopt",
      hash: "aaa",
    });
    expect(judgeUserState(base)).toEqual({ kind: "unchanged" });
  });
});
