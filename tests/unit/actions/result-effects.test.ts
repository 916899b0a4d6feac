import { describe, expect, it } from "vitest";
import { documentResultToasts, resultEffects } from "~/actions/result-effects";

const ok = {
  intent: "ENROL",
  ok: true,
  message: "You're enrolled in SQL Basics!",
  formId: "action-1a2b3c4d",
};

describe("resultEffects", () => {
  it("toasts a button's message and does nothing else by default", () => {
    expect(resultEffects(ok, "/events", "buttons")).toEqual({
      toast: ok.message,
      invalidateAllPages: false,
      closeModalTo: undefined,
      revalidate: false,
      follow: undefined,
    });
  });

  it("shows a FORM widget's result in the form, not as a toast, unless asked for all", () => {
    const form = { ...ok, formId: "fellowship-application" };
    expect(resultEffects(form, "/apply", "buttons").toast).toBeUndefined();
    expect(resultEffects(form, "/apply", "all").toast).toBe(ok.message);
    expect(resultEffects(ok, "/apply", "none").toast).toBeUndefined();
    expect(documentResultToasts(form)).toBe(false);
    expect(documentResultToasts(ok)).toBe(true);
    expect(documentResultToasts({ intent: "X", ok: false })).toBe(true);
  });

  it("reloads for reloadPage, and invalidates the browser page store before it for invalidateAllPages", () => {
    expect(resultEffects({ ...ok, reloadPage: true }, "/x", "buttons").revalidate).toBe(true);
    const all = resultEffects({ ...ok, invalidateAllPages: true }, "/x", "buttons");
    expect(all).toMatchObject({ invalidateAllPages: true, revalidate: true });
    // The posted action's own reloadPage applies when the result does not say.
    expect(resultEffects(ok, "/x", "buttons", { reloadPage: true }).revalidate).toBe(true);
    expect(
      resultEffects({ ...ok, reloadPage: false }, "/x", "buttons", { reloadPage: true }).revalidate,
    ).toBe(false);
  });

  it("closes the modal of the address (that loads the page again, no second reload)", () => {
    const address = "/course/x?modal=%2Fenrol&modalView=RIGHT_ALIGNED&utm_source=a";
    const effects = resultEffects(
      { ...ok, closeModalIfOpen: true, reloadPage: true },
      address,
      "buttons",
    );
    expect(effects.closeModalTo).toBe("/course/x?utm_source=a");
    expect(effects.revalidate).toBe(false);
    expect(
      resultEffects({ ...ok, closeModalIfOpen: true }, "/course/x", "buttons").closeModalTo,
    ).toBeUndefined();
  });

  it("hands on the follow-up action; a follow-up navigation needs no reload", () => {
    const follow = { type: "NAVIGATION" as const, uri: "/my-courses" };
    const effects = resultEffects({ ...ok, follow, reloadPage: true }, "/x", "buttons");
    expect(effects.follow).toEqual(follow);
    expect(effects.revalidate).toBe(false);
    const toast = { type: "SHOW_TOAST" as const, toastText: "Next up" };
    expect(
      resultEffects({ ...ok, follow: toast, reloadPage: true }, "/x", "buttons").revalidate,
    ).toBe(true);
  });

  it("opens the login panel over the page when the intent needs a login", () => {
    const effects = resultEffects(
      { intent: "EVENTS_ENROL", ok: false, loginRequired: true, reloadPage: true },
      "/events?utm_source=a",
      "buttons",
    );
    expect(effects.loginTo).toBe("/events?utm_source=a&login=1");
    expect(effects.revalidate).toBe(false);
  });
});
