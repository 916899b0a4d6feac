import { describe, expect, it } from "vitest";
import type { LoggedInUser } from "~/contract/user";
import { signedInName, USER_LOGIN_TEXTS as TEXTS } from "~/contract/widgets/user-login-look";
import { EMPTY_LOGIN_STATE } from "~/shared/login-state";
import { userLoginSamples } from "~/widgets/user-login/samples";
import {
  accepts,
  attrs,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  renderCell,
} from "./account-kit";

const user: LoggedInUser = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  isAdmin: false,
  isRiseMember: false,
  isScaleMember: true,
  isPersonalInfoPresent: true,
  isWhiteListed: true,
};

describe("USER_LOGIN", () => {
  it.each(userLoginSamples.map((s) => [s.title, s.data] as const))(
    "sample %s: the login panel for a visitor, 'Signed in as' for a user",
    async (_title, data) => {
      const visitor = await renderCell("USER_LOGIN", data);
      expect(visitor).toContain(escapeHtml(data.title ?? TEXTS.title));
      if (data.subtitle) expect(visitor).toContain(escapeHtml(data.subtitle));
      expect(visitor).toMatch(/<form[^>]*method="post"[^>]*action="\/login"/);
      const signedIn = await renderCell("USER_LOGIN", data, { auth: { user } });
      expect(signedIn).toMatch(
        /Signed in as(<!-- -->)? <strong>Asha Rao \(asha@example.com\)<\/strong>/,
      );
      expect(signedIn).not.toContain('action="/login"');
      expectInert(visitor);
      expectInert(signedIn);
    },
  );

  it("a visitor gets the existing panel: CSRF, return path, source and the passcode request", async () => {
    const html = await renderCell("USER_LOGIN", {}, { url: "/course/pm-fellowship?ref=x" });
    expect(html).toContain('name="csrf" value="test-csrf-token"');
    expect(html).toContain('name="returnTo" value="/course/pm-fellowship?ref=x"');
    expect(html).toContain(`name="source" value="${TEXTS.source}"`);
    expect(html).toContain('name="intent" value="OTP_REQUEST"');
    expect(html).toMatch(/<label [^>]*>Email<\/label>/);
    expect(html).toMatch(/<h2 [^>]*>Log in to continue<\/h2>/);
  });

  it("shows the passcode step when the login flow is there", async () => {
    const html = await renderCell(
      "USER_LOGIN",
      {},
      {
        auth: { login: { ...EMPTY_LOGIN_STATE, step: "otp", maskedIdentity: "a***@example.com" } },
      },
    );
    expect(html).toContain('name="intent" value="OTP_VERIFY"');
    expect(html).toContain("We sent a 6-digit passcode to a***@example.com");
  });

  it("while the login window is open over the page, says so instead of a second panel", async () => {
    const html = await renderCell("USER_LOGIN", {}, { url: "/courses?login=1" });
    expect(html).toContain(TEXTS.continueInWindow);
    expect(html).not.toContain("<form");
  });

  it("a logged-in user gets the page's buttons and the logout form, unless showLogout is false", async () => {
    const data = {
      signedInButtons: [
        { buttonText: "My Courses", action: { type: "NAVIGATION", uri: "/my-courses" } },
      ],
    };
    const html = await renderCell("USER_LOGIN", data, { auth: { user } });
    expect(attrs(html, "href")).toContain("/my-courses");
    expect(html).toMatch(/<form[^>]*action="\/logout"/);
    const noLogout = await renderCell(
      "USER_LOGIN",
      { ...data, showLogout: false },
      { auth: { user } },
    );
    expect(noLogout).not.toContain('action="/logout"');
  });

  it("names the user from what is known", async () => {
    expect(signedInName({ email: "a@b.co" })).toBe("a@b.co");
    expect(signedInName({ firstName: "Asha" })).toBe("Asha");
    expect(signedInName({})).toBe("");
  });

  it("refuses wrong types and tolerates unknown fields", async () => {
    expectRejected("USER_LOGIN", { title: 5 });
    expectRejected("USER_LOGIN", { showLogout: "no" });
    expect(accepts("USER_LOGIN", { providers: ["google"], theme: "compact" })).toBe(true);
  });

  it("renders hostile text and user names as text", async () => {
    const html = await renderCell(
      "USER_LOGIN",
      { title: HOSTILE_TEXT, subtitle: HOSTILE_TEXT },
      { url: "/" },
    );
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
    const signedIn = await renderCell(
      "USER_LOGIN",
      {},
      { auth: { user: { ...user, firstName: HOSTILE_TEXT } } },
    );
    expect(signedIn).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(signedIn);
  });
});
