import { describe, expect, it } from "vitest";
import type { LoggedInUser } from "~/contract/user";
import { INVALID_OTP, OTP_LENGTH } from "~/contract/field-texts";
import { OTP_VERIFICATION_TEXTS as TEXTS } from "~/contract/widgets/otp-verification-look";
import { EMPTY_LOGIN_STATE, type LoginPanelState } from "~/shared/login-state";
import { otpVerificationSamples } from "~/widgets/otp-verification/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  renderCell,
} from "./account-kit";

const user = {
  firstName: "Ravi",
  email: "ravi@example.com",
  isAdmin: false,
  isRiseMember: true,
  isScaleMember: false,
  isPersonalInfoPresent: true,
  isWhiteListed: false,
} satisfies LoggedInUser;

const otpStep = (more: Partial<LoginPanelState> = {}): LoginPanelState => ({
  ...EMPTY_LOGIN_STATE,
  step: "otp",
  maskedIdentity: "r***@example.com",
  ...more,
});

describe("OTP_VERIFICATION", () => {
  it.each(otpVerificationSamples.map((s) => [s.title, s.data] as const))(
    "sample %s: step 1 posts OTP_REQUEST for its channel to /login",
    async (_title, data) => {
      const html = await renderCell("OTP_VERIFICATION", data);
      expect(html).toContain(escapeHtml(data.title ?? ""));
      expect(html).toContain(escapeHtml(data.intro ?? ""));
      expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/login"/);
      expect(html).toContain('name="csrf" value="test-csrf-token"');
      expect(html).toContain(`name="channel" value="${data.channel}"`);
      expect(html).toContain('name="intent" value="OTP_REQUEST"');
      expect(html).toContain(data.channel === "phone" ? 'name="mobileNumber"' : 'name="email"');
      expect(html).toContain(TEXTS.step(1));
      expectInert(html);
    },
  );

  it("step 2 asks for the passcode with the login's length, verify and resend intents", async () => {
    const html = await renderCell(
      "OTP_VERIFICATION",
      { channel: "email" },
      { auth: { login: otpStep() } },
    );
    expect(html).toContain(TEXTS.step(2));
    expect(html).toContain(`We sent a ${OTP_LENGTH}-digit passcode to r***@example.com`);
    expect(html).toMatch(
      new RegExp(`name="otp"[^>]*minLength="${OTP_LENGTH}" maxLength="${OTP_LENGTH}"`),
    );
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('name="intent" value="OTP_VERIFY"');
    expect(html).toContain('name="intent" value="RESEND_OTP"');
    expect(html).toContain('name="intent" value="LOGIN_RESET"');
    expect(html.indexOf("OTP_VERIFY")).toBeLessThan(html.indexOf("RESEND_OTP"));
  });

  it("shows the flow's errors: the passcode's under its field, a rate limit as an alert", async () => {
    const html = await renderCell(
      "OTP_VERIFICATION",
      {},
      {
        auth: {
          login: otpStep({
            fieldErrors: { otp: INVALID_OTP },
            message: "Too many attempts. Please wait a few minutes and try again.",
          }),
        },
      },
    );
    expect(html).toMatch(/aria-describedby="otp-[^"]+-otp-error" aria-invalid="true"/);
    expect(html).toContain(INVALID_OTP);
    expect(html).toMatch(/role="alert">Too many attempts/);
  });

  it("a logged-in user sees that they are verified, without a form", async () => {
    const html = await renderCell("OTP_VERIFICATION", { channel: "phone" }, { auth: { user } });
    expect(html).toContain(TEXTS.verified);
    expect(html).toContain("<strong>Ravi (ravi@example.com)</strong>");
    expect(html).toContain('data-status-icon="check"');
    expect(html).not.toContain("<form");
  });

  it("defers to the login window when it is open over the page", async () => {
    const html = await renderCell("OTP_VERIFICATION", {}, { url: "/jobs?login=1" });
    expect(html).toContain(TEXTS.continueInWindow);
    expect(html).not.toContain("<form");
  });

  it("refuses wrong types; an unknown channel and unknown fields are tolerated (email)", async () => {
    expectRejected("OTP_VERIFICATION", { channel: 2 });
    expectRejected("OTP_VERIFICATION", { title: "" });
    expect(accepts("OTP_VERIFICATION", { channel: "whatsapp", retries: 3 })).toBe(true);
    const html = await renderCell("OTP_VERIFICATION", { channel: "whatsapp" });
    expect(html).toContain('name="channel" value="email"');
    expect(html).toContain(TEXTS.title.email);
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell(
      "OTP_VERIFICATION",
      { title: HOSTILE_TEXT, intro: HOSTILE_TEXT },
      { auth: { login: { ...EMPTY_LOGIN_STATE, values: { email: HOSTILE_TEXT } } } },
    );
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
