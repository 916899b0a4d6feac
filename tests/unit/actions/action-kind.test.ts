import { describe, expect, it } from "vitest";
import { actionKindOf, isMutatingIntent, MUTATING_INTENTS } from "~/actions/action-kind";
import { SERVER_ACTION_TYPES } from "~/contract";

describe("actionKindOf", () => {
  it("posts every type of spec 02 section 3 that changes data", () => {
    expect([...MUTATING_INTENTS].sort()).toEqual(
      [
        "API_CALL",
        "APPLY_COUPON",
        "CLAIM_REWARD",
        "COURSE_NOTIFY",
        "ENROL",
        "EVENTS_ENROL",
        "MEMBER_APPROVAL_APPROVED",
        "MEMBER_APPROVAL_SKIP",
        "PART_CHECKOUT",
        "PROFILE_SUBMIT",
        "START_CHECKOUT",
        "SUBSCRIPTION_ENROL",
        "WORKSHOP_ENROL",
      ].sort(),
    );
    for (const type of MUTATING_INTENTS) expect(actionKindOf({ type })).toBe("mutation");
  });

  it("gives every known type a kind", () => {
    const kinds = Object.fromEntries(
      SERVER_ACTION_TYPES.map((type) => [type, actionKindOf({ type })]),
    );
    expect(kinds).toMatchObject({
      DEFAULT: "navigation",
      NAVIGATION: "navigation",
      DOWNLOAD: "download",
      SHARE: "share",
      CLIPBOARD_COPY: "clipboard",
      SHOW_TOAST: "toast",
      RIGHT_PANE_TOGGLE: "right-pane",
      SERVER_LOGIN: "login",
      OTP_REQUEST: "login",
      OTP_VERIFY: "login",
      RESEND_OTP: "login",
      LOGOUT: "logout",
      CMS_CODE_SANDBOX_PUBLISH: "sandbox-publish",
    });
    expect(Object.values(kinds).filter((kind) => kind === "unsupported")).toHaveLength(0);
  });

  it("reads an untyped action as a link and an unknown type as unsupported", () => {
    expect(actionKindOf({ uri: "/x" })).toBe("navigation");
    expect(actionKindOf({ type: "TELEPORT" })).toBe("unsupported");
    expect(isMutatingIntent("ENROL")).toBe(true);
    expect(isMutatingIntent("enrol")).toBe(false);
    expect(isMutatingIntent(undefined)).toBe(false);
  });
});
