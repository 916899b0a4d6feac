import { describe, expect, it } from "vitest";
import { parseHtml } from "../shell/dom";
import { ASHA, CSRF, renderPage } from "./harness";

/** The page rendered by the server after a plain post (no JavaScript): useActionData. */
async function outletAfterPost(actionData: unknown) {
  const doc = parseHtml(await renderPage(<main />, { withOutlet: true, actionData }));
  return doc.querySelector("[data-action-toast] [role=status]");
}

describe("the action toast without JavaScript", () => {
  it("shows a button's result message in the server's HTML", async () => {
    const region = await outletAfterPost({
      intent: "COURSE_NOTIFY",
      ok: true,
      message: "Got it! We’ll notify you once this program goes live.",
      formId: "action-0badc0de",
    });
    expect(region?.textContent).toBe("Got it! We’ll notify you once this program goes live.");
  });

  it("leaves a FORM widget's result to the form, and blank messages and other data out", async () => {
    const form = { intent: "FORM_SUBMIT", ok: false, message: "Check the fields", formId: "apply" };
    expect((await outletAfterPost(form))?.textContent).toBe("");
    expect(
      (await outletAfterPost({ intent: "ENROL", ok: false, message: "  " }))?.textContent,
    ).toBe("");
    expect((await outletAfterPost({ unrelated: true }))?.textContent).toBe("");
  });
});

describe("the offer to continue after login, without JavaScript", () => {
  it("is a form posting REPLAY to the page, shown to a logged-in user only", async () => {
    const pageData = { replayOffer: { intent: "EVENTS_ENROL" } };
    const doc = parseHtml(await renderPage(<main />, { withOutlet: true, user: ASHA, pageData }));
    const form = doc.querySelector("form[data-replay-offer]");
    expect(form?.getAttribute("action")).toBe("/events");
    expect(form?.querySelector('input[name="intent"]')?.getAttribute("value")).toBe("REPLAY");
    expect(form?.querySelector('input[name="csrf"]')?.getAttribute("value")).toBe(CSRF);
    expect(form?.querySelector("button")?.textContent).toBe("Continue");
    const loggedOut = parseHtml(await renderPage(<main />, { withOutlet: true, pageData }));
    expect(loggedOut.querySelector("[data-replay-offer]")).toBeNull();
  });
});
