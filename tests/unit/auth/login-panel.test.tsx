import { describe, expect, it } from "vitest";
import { AccessGate } from "~/auth/AccessGate";
import { EMPTY_LOGIN_STATE, type LoginPanelState } from "~/shared/login-state";
import { LoginDialog } from "~/auth/LoginDialog";
import { LoginPanel } from "~/auth/LoginPanel";
import { LOGIN_CHECK_TEXTS } from "~/contract/login-values";
import { renderToHtml } from "../../support/render";
import { parseHtml } from "../shell/dom";

async function panel(state: Partial<LoginPanelState>, source = "Login Page") {
  const html = await renderToHtml(
    <LoginPanel state={{ ...EMPTY_LOGIN_STATE, ...state }} returnTo="/course/x" source={source} />,
  );
  return { html, doc: parseHtml(html) };
}

describe("LoginPanel, step 1", () => {
  it("is a plain form posting to /login with its intent, return path and source", async () => {
    const { doc } = await panel({});
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/login");
    expect(doc.querySelector('input[name="returnTo"]')?.getAttribute("value")).toBe("/course/x");
    expect(doc.querySelector('input[name="source"]')?.getAttribute("value")).toBe("Login Page");
    expect(doc.querySelector('button[name="intent"]')?.getAttribute("value")).toBe("OTP_REQUEST");
    expect(doc.querySelector('input[name="email"]')).not.toBeNull();
    expect(doc.querySelector('input[name="mobileNumber"]')).not.toBeNull();
    expect(doc.querySelector('[data-login-step="identity"]')).not.toBeNull();
    expect(doc.querySelector('input[name="captchaToken"]')).toBeNull();
  });

  it("shows errors next to their field and keeps the typed values", async () => {
    const { doc } = await panel({
      channel: "phone",
      values: { email: "bad", mobileNumber: "98x", countryCode: "+44" },
      fieldErrors: { email: "Invalid Email", mobileNumber: "Invalid Phone Number" },
      message: "Too many attempts. Please wait a few minutes and try again.",
    });
    const email = doc.querySelector('input[name="email"]')!;
    expect(email.getAttribute("value")).toBe("bad");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Invalid Email",
    );
    const phone = doc.querySelector('input[name="mobileNumber"]')!;
    expect(doc.getElementById(phone.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Invalid Phone Number",
    );
    expect(doc.querySelector('input[value="phone"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('option[value="+44"]')?.hasAttribute("selected")).toBe(true);
    expect(doc.querySelector('[role="alert"]')?.textContent).toContain("Too many attempts");
  });

  it("asks for the human check when captcha is on", async () => {
    const { doc } = await panel({ captcha: "test", captchaTestToken: "tok" });
    expect(doc.querySelector('input[name="captchaToken"]')?.getAttribute("value")).toBe("tok");
  });
});

describe("LoginPanel, step 2", () => {
  it("asks for the passcode, verify first, with resend and change", async () => {
    const { doc } = await panel({
      step: "otp",
      statusMessage: "We sent a 6-digit passcode to l***@example.com",
      devOtp: "123456",
      trackingEvent: "Login Failed",
    });
    expect(doc.querySelector('[data-login-step="otp"]')?.getAttribute("data-tracking-event")).toBe(
      "Login Failed",
    );
    expect(doc.body.textContent).toContain("We sent a 6-digit passcode to l***@example.com");
    expect(doc.querySelector('input[name="otp"]')?.getAttribute("autocomplete")).toBe(
      "one-time-code",
    );
    const intents = Array.from(doc.querySelectorAll('button[name="intent"]')).map((b) =>
      b.getAttribute("value"),
    );
    expect(intents).toEqual(["OTP_VERIFY", "RESEND_OTP", "LOGIN_RESET"]);
    expect(doc.querySelector("[data-dev-otp]")?.getAttribute("data-dev-otp")).toBe("123456");
  });
});

describe("LoginDialog and AccessGate", () => {
  it("opens over a page with a close link to the same page", async () => {
    const doc = parseHtml(
      await renderToHtml(<LoginDialog state={EMPTY_LOGIN_STATE} returnTo="/course/x?a=1" />),
    );
    const dialog = doc.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(doc.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Login");
    expect(doc.querySelector('a[aria-label="Close login"]')?.getAttribute("href")).toBe(
      "/course/x?a=1",
    );
    expect(doc.querySelector('input[name="source"]')?.getAttribute("value")).toBe("Login Modal");
  });

  it("says 'You do not have access for this page', with the login panel when it helps", async () => {
    const loggedOut = parseHtml(
      await renderToHtml(
        <AccessGate access="login-required" login={EMPTY_LOGIN_STATE} returnTo="/orders">
          <p>secret</p>
        </AccessGate>,
      ),
    );
    expect(loggedOut.querySelector("h1")?.textContent).toBe("You do not have access for this page");
    expect(loggedOut.querySelector("form")).not.toBeNull();
    expect(loggedOut.body.textContent).not.toContain("secret");
    const learner = parseHtml(
      await renderToHtml(
        <AccessGate access="forbidden" login={EMPTY_LOGIN_STATE} returnTo="/admin">
          <p>secret</p>
        </AccessGate>,
      ),
    );
    expect(learner.querySelector("h1")?.textContent).toBe("You do not have access for this page");
    expect(learner.querySelector("form")).toBeNull();
    const ok = await renderToHtml(
      <AccessGate access="ok" login={EMPTY_LOGIN_STATE} returnTo="/">
        <p>content</p>
      </AccessGate>,
    );
    expect(ok).toContain("content");
  });
});

describe("LoginPanel, when a limit shared with others asks for the human check (issue 41)", () => {
  const intents = (doc: Document) =>
    [...doc.querySelectorAll('button[name="intent"]')].map((b) => b.getAttribute("value"));

  it("ALTCHA: says why, renders no widget on the server, and without JavaScript offers the link", async () => {
    const { html, doc } = await panel({ humanCheck: "altcha", attempt: 1 });
    expect(doc.querySelector('[data-human-check="altcha"]')?.textContent).toContain(
      LOGIN_CHECK_TEXTS.needed,
    );
    // The widget's script comes with the browser's first render, never in the HTML.
    expect(html).not.toContain("altcha-widget");
    expect(html).toContain(`<noscript><p`);
    expect(html).toContain(LOGIN_CHECK_TEXTS.noScript);
    // Enter still sends the passcode request: the link comes after it.
    expect(intents(doc)).toEqual(["OTP_REQUEST", "SIGN_IN_LINK"]);
    expect(doc.querySelector('button[value="SIGN_IN_LINK"]')?.textContent).toBe(
      LOGIN_CHECK_TEXTS.linkButton.email,
    );
  });

  it("on the passcode step too, verify first; a phone gets a text", async () => {
    const { doc } = await panel({ step: "otp", channel: "phone", humanCheck: "altcha" });
    expect(intents(doc)).toEqual(["OTP_VERIFY", "SIGN_IN_LINK", "RESEND_OTP", "LOGIN_RESET"]);
    expect(doc.querySelector('button[value="SIGN_IN_LINK"]')?.textContent).toBe(
      LOGIN_CHECK_TEXTS.linkButton.phone,
    );
  });

  it("no check configured: only the link, and says so", async () => {
    const { html, doc } = await panel({ humanCheck: "link-only" });
    expect(doc.querySelector('[data-human-check="link-only"]')?.textContent).toBe(
      LOGIN_CHECK_TEXTS.linkOnly,
    );
    expect(html).not.toContain("noscript");
    expect(intents(doc)).toEqual(["OTP_REQUEST", "SIGN_IN_LINK"]);
  });

  it("nothing of it when no limit asked", async () => {
    const { doc } = await panel({});
    expect(doc.querySelector("[data-human-check]")).toBeNull();
    expect(intents(doc)).toEqual(["OTP_REQUEST"]);
  });

  it("a sent link says where to, and offers only going back", async () => {
    const status = LOGIN_CHECK_TEXTS.linkSent("l***@example.com");
    const { doc } = await panel({ step: "link", statusMessage: status });
    expect(doc.querySelector("[data-link-sent]")?.textContent).toBe(status);
    expect(intents(doc)).toEqual(["LOGIN_RESET"]);
  });
});
