import { describe, expect, it, vi } from "vitest";
import {
  COPIED_TEXT,
  copyText,
  shareOrCopy,
  shareUrlOf,
  SOMETHING_WENT_WRONG,
  toastMessageOf,
  toggleRightPane,
} from "~/actions/client-actions";
import { parseHtml } from "../shell/dom";

const PAGE = "https://learn.example.com/events";

describe("CLIPBOARD_COPY", () => {
  it("copies and answers toastText, else the spec's text", async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyText({ clipboard: { writeText } }, "WELCOME10")).toBe(COPIED_TEXT);
    expect(writeText).toHaveBeenCalledWith("WELCOME10");
    expect(await copyText({ clipboard: { writeText } }, "x", "Code copied")).toBe("Code copied");
    expect(COPIED_TEXT).toBe("Copied to Clipboard!");
  });

  it("answers 'Something went wrong' without clipboard support or when writing fails", async () => {
    expect(await copyText({}, "x")).toBe(SOMETHING_WENT_WRONG);
    expect(SOMETHING_WENT_WRONG).toBe("Something went wrong");
    const refused = { clipboard: { writeText: async () => Promise.reject(new Error("denied")) } };
    expect(await copyText(refused, "x")).toBe(SOMETHING_WENT_WRONG);
  });
});

describe("SHARE", () => {
  const action = {
    type: "SHARE" as const,
    shareTitle: "Career fair",
    shareMessage: "Join",
    shareLink: "/events",
  };

  it("uses the Web Share API with title, text and the absolute link", async () => {
    const share = vi.fn(async () => {});
    expect(await shareOrCopy({ share }, action, PAGE)).toBeUndefined();
    expect(share).toHaveBeenCalledWith({ title: "Career fair", text: "Join", url: PAGE });
  });

  it("copies the link when sharing is unavailable or fails, but not when it is cancelled", async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy({ clipboard: { writeText } }, action, PAGE)).toBe(COPIED_TEXT);
    expect(writeText).toHaveBeenLastCalledWith(PAGE);
    const failing = async () => Promise.reject(new Error("NotAllowedError"));
    expect(await shareOrCopy({ share: failing, clipboard: { writeText } }, action, PAGE)).toBe(
      COPIED_TEXT,
    );
    const cancelled = async () =>
      Promise.reject(Object.assign(new Error("x"), { name: "AbortError" }));
    writeText.mockClear();
    expect(
      await shareOrCopy({ share: cancelled, clipboard: { writeText } }, action, PAGE),
    ).toBeUndefined();
    expect(writeText).not.toHaveBeenCalled();
  });

  it("shares http(s) links only, else this page", () => {
    expect(shareUrlOf({ shareLink: "https://x.example/a" }, PAGE)).toBe("https://x.example/a");
    expect(shareUrlOf({ shareLink: "javascript:alert(1)" }, PAGE)).toBe(PAGE);
    expect(shareUrlOf({}, PAGE)).toBe(PAGE);
    expect(shareUrlOf({ uri: "/course/x" }, PAGE)).toBe("https://learn.example.com/course/x");
  });
});

describe("SHOW_TOAST", () => {
  it("reads toastText, else a message in requestObject or context.data", () => {
    expect(toastMessageOf({ type: "SHOW_TOAST", toastText: "Saved" })).toBe("Saved");
    expect(toastMessageOf({ type: "SHOW_TOAST", requestObject: { message: "Keep going!" } })).toBe(
      "Keep going!",
    );
    expect(toastMessageOf({ type: "SHOW_TOAST", context: { data: { text: "Hi" } } })).toBe("Hi");
    expect(
      toastMessageOf({ type: "SHOW_TOAST", requestObject: { message: "  " } }),
    ).toBeUndefined();
  });
});

describe("RIGHT_PANE_TOGGLE", () => {
  it("toggles the right pane's sheet, and reports when there is none", () => {
    const doc = parseHtml(
      '<aside data-right-pane=""><details><summary>Pane</summary></details></aside>',
    );
    const sheet = doc.querySelector("details") as HTMLDetailsElement;
    expect(toggleRightPane(doc)).toBe(true);
    expect(sheet.open).toBe(true);
    expect(toggleRightPane(doc)).toBe(true);
    expect(sheet.open).toBe(false);
    expect(toggleRightPane(parseHtml("<main></main>"))).toBe(false);
  });
});
