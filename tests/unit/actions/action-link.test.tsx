import { describe, expect, it } from "vitest";
import { ActionLink } from "~/actions/ActionLink";
import type { ServerAction } from "~/contract";
import { parseHtml } from "../shell/dom";
import { ASHA, CSRF, renderPage, SITE, type StubOptions } from "./harness";

async function render(action: ServerAction | undefined, options: StubOptions = {}) {
  return parseHtml(
    await renderPage(
      <ActionLink action={action} className="btn btn-primary">
        <span>Go</span>
      </ActionLink>,
      options,
    ),
  );
}

function hiddenFields(form: Element | null): Record<string, string> {
  return Object.fromEntries(
    [...(form?.querySelectorAll("input[type=hidden]") ?? [])].map((input) => [
      input.getAttribute("name") ?? "",
      input.getAttribute("value") ?? "",
    ]),
  );
}

const enrol: ServerAction = {
  type: "EVENTS_ENROL",
  requestObject: { eventId: "career-fair-2026" },
};

describe("ActionLink: actions that change data", () => {
  it("posts a form to the page route with the convention's fields", async () => {
    const doc = await render(enrol, { url: "/events?utm_source=mail" });
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/events?utm_source=mail");
    const fields = hiddenFields(form);
    expect(fields.csrf).toBe(CSRF);
    expect(fields.intent).toBe("EVENTS_ENROL");
    expect(JSON.parse(fields.action)).toEqual(enrol);
    expect(fields.formId).toMatch(/^action-[0-9a-f]{8}$/);
    const button = form?.querySelector("button");
    expect(button?.getAttribute("type")).toBe("submit");
    expect(button?.hasAttribute("disabled")).toBe(false);
    expect(button?.className).toContain("btn btn-primary");
    expect(button?.textContent).toBe("Go");
  });

  it("adds ?index on the index route", async () => {
    const doc = await render(
      { type: "COURSE_NOTIFY", requestObject: { courseId: "genai-bootcamp" } },
      { index: true },
    );
    expect(doc.querySelector("form")?.getAttribute("action")).toBe("/?index");
  });

  it("renders a button for every mutating type", async () => {
    for (const type of [
      "START_CHECKOUT",
      "API_CALL",
      "CLAIM_REWARD",
      "APPLY_COUPON",
      "MEMBER_APPROVAL_SKIP",
    ] as const) {
      expect(hiddenFields((await render({ type })).querySelector("form")).intent).toBe(type);
    }
  });
});

describe("ActionLink: DOWNLOAD", () => {
  it("is a plain form to the download route, so the browser saves the answer", async () => {
    const action: ServerAction = {
      type: "DOWNLOAD",
      uri: "/api/v1/certificate/download",
      fileName: "certificate.pdf",
    };
    const form = (await render(action)).querySelector("form");
    expect(form?.getAttribute("action")).toBe("/api/download");
    expect(form?.getAttribute("method")).toBe("post");
    const fields = hiddenFields(form);
    expect(fields.intent).toBe("DOWNLOAD");
    expect(fields.csrf).toBe(CSRF);
    expect(JSON.parse(fields.action).fileName).toBe("certificate.pdf");
  });
});

describe("ActionLink: browser-only actions", () => {
  it("makes SHARE a link to the shared page (it works without JavaScript)", async () => {
    const a = (
      await render({ type: "SHARE", shareLink: "/events", shareTitle: "Fair" })
    ).querySelector("a");
    expect(a?.getAttribute("href")).toBe(`${SITE}/events`);
    expect(a?.getAttribute("target")).toBe("_blank");
    expect(a?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("disables CLIPBOARD_COPY, SHOW_TOAST and RIGHT_PANE_TOGGLE until the page has hydrated", async () => {
    for (const type of ["CLIPBOARD_COPY", "SHOW_TOAST", "RIGHT_PANE_TOGGLE"] as const) {
      const button = (await render({ type, copyText: "WELCOME10" })).querySelector("button");
      expect(button?.hasAttribute("disabled"), type).toBe(true);
      expect(button?.getAttribute("type")).toBe("button");
    }
  });

  it("keeps unknown types disabled", async () => {
    const doc = await render({ type: "TELEPORT" });
    expect(doc.querySelector("form")).toBeNull();
    expect(doc.querySelector("button")?.hasAttribute("disabled")).toBe(true);
  });

  it("renders CMS_CODE_SANDBOX_PUBLISH as the button of the sandbox it names, disabled until a workspace can publish it", async () => {
    const doc = await render({
      type: "CMS_CODE_SANDBOX_PUBLISH",
      context: { data: { sandboxId: "landing-page" } },
    });
    const button = doc.querySelector("button[data-action-type=CMS_CODE_SANDBOX_PUBLISH]");
    expect(button?.getAttribute("data-sandbox-id")).toBe("landing-page");
    expect(button?.hasAttribute("disabled")).toBe(true);
    expect(doc.querySelector("form")).toBeNull();
  });
});

describe("ActionLink: login and logout", () => {
  it("opens the login panel over the page for SERVER_LOGIN and the passcode steps", async () => {
    for (const type of ["SERVER_LOGIN", "OTP_REQUEST", "OTP_VERIFY", "RESEND_OTP"] as const) {
      const a = (await render({ type }, { url: "/events?x=1" })).querySelector("a");
      expect(a?.getAttribute("href"), type).toBe("/events?x=1&login=1");
    }
    expect(
      (await render({ type: "SERVER_LOGIN" }, { user: ASHA })).querySelector("button[disabled]"),
    ).not.toBeNull();
  });

  it("uses the logout form for LOGOUT when logged in", async () => {
    const form = (await render({ type: "LOGOUT" }, { user: ASHA })).querySelector("form");
    expect(form?.getAttribute("action")).toBe("/logout");
    expect(hiddenFields(form)).toEqual({ logoutSource: "Page Action", csrf: CSRF });
    expect(form?.querySelector("button")?.textContent).toBe("Go");
    expect((await render({ type: "LOGOUT" })).querySelector("button[disabled]")).not.toBeNull();
  });
});

describe("ActionLink: navigation stays as it was", () => {
  it("links internal paths, #id and other sites as before", async () => {
    expect(
      (await render({ type: "NAVIGATION", uri: "/course/x" }))
        .querySelector("a")
        ?.getAttribute("href"),
    ).toBe("/course/x");
    expect((await render({ uri: "#faq" })).querySelector("a")?.getAttribute("href")).toBe("#faq");
    const ext = (await render({ uri: "https://blog.example.com" })).querySelector("a");
    expect(ext?.getAttribute("target")).toBe("_blank");
    expect(
      (await render({ uri: "javascript:alert(1)" })).querySelector("button[disabled]"),
    ).not.toBeNull();
    expect((await render(undefined)).querySelector("button[disabled]")).not.toBeNull();
  });
});

describe("ActionLink: a navigation that needs login", () => {
  it("opens the target with the login panel for a visitor, and plainly for a user", async () => {
    const action: ServerAction = {
      type: "NAVIGATION",
      uri: "/course-dashboard/x?tab=2",
      loginAction: {},
    };
    expect((await render(action)).querySelector("a")?.getAttribute("href")).toBe(
      "/course-dashboard/x?tab=2&login=1",
    );
    expect((await render(action, { user: ASHA })).querySelector("a")?.getAttribute("href")).toBe(
      "/course-dashboard/x?tab=2",
    );
  });
});

describe("ActionLink: a navigation that hands the AI interview its context", () => {
  const interview: ServerAction = {
    type: "NAVIGATION",
    uri: "/interview/session?ignored=1",
    context: { data: { token: "itk-1", interviewId: "iv-1" } },
    sig: "v1.abc",
  } as ServerAction;

  it("posts the signed action to the interview route instead of linking (no token in an address)", async () => {
    const doc = await render(interview);
    expect(doc.querySelector("a")).toBeNull();
    const form = doc.querySelector("form[data-interview-start]");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/interview/session");
    const fields = hiddenFields(form);
    expect(fields.csrf).toBe(CSRF);
    expect(JSON.parse(fields.action)).toMatchObject({
      uri: "/interview/session?ignored=1",
      sig: "v1.abc",
    });
  });

  it("a plain navigation without context data stays a link", async () => {
    const doc = await render({ type: "NAVIGATION", uri: "/interview/session" });
    expect(doc.querySelector("a")?.getAttribute("href")).toBe("/interview/session");
  });
});
