import { afterEach, describe, expect, it, vi } from "vitest";
import { afterResult, onFrameMessage } from "~/actions/after-result";
import { CALLBACK_HANDLERS, NETWORK_CALL_EVENT, runCallback } from "~/actions/callbacks/handlers";
import {
  allowedOrigins,
  frameMessageHandler,
  readIframeMessage,
} from "~/actions/channels/iframe-channel";
import { announcePageReload, PAGE_CHANNEL_NAME } from "~/actions/channels/page-channel";
import { keepPendingAction, takeKeptPendingAction } from "~/actions/pending/store";
import { PAGE_CHANNEL } from "~/editor/page-channel";
import { iframeMessageSchema } from "~/contract/pending";
import { CHANNELS, isSyncMessage } from "~/shell/user-state-sync";
import type { ActionResult } from "~/shared/action-result";
import { memoryStorage } from "../../support/memory-storage";
import { fakeEffects } from "./effects-fakes";

const ok: ActionResult = { intent: "API_CALL", ok: true, message: "Done" };
const failed: ActionResult = { intent: "API_CALL", ok: false, message: "Failed to enrol" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("callback handlers", () => {
  it.each([
    "MENTORSHIP_ENROLMENT",
    "PROFILE",
    "LEARNING_ACTION",
    "CLAIM_REWARD",
    "ACTIVITY_COMPONENT",
  ])("%s: a success reloads the page here and in the other tabs showing it", (kind) => {
    const { ctx } = fakeEffects();
    expect(runCallback({ kind }, ok, ctx)).toBe(true);
    expect(ctx.revalidate).toHaveBeenCalledTimes(1);
    expect(ctx.announcePage).toHaveBeenCalledWith("/courses/pm-fellowship");
  });

  it.each([
    "PROFILE_COMPLETION",
    "COURSE_ANNOUNCEMENT",
    "OPT_IN",
    "FORM_SUBMIT",
    "VIDEO_URL_SIGNING",
  ])("%s: a success reloads this tab's data only", (kind) => {
    const { ctx } = fakeEffects();
    expect(runCallback({ kind }, ok, ctx)).toBe(true);
    expect(ctx.revalidate).toHaveBeenCalledTimes(1);
    expect(ctx.announcePage).not.toHaveBeenCalled();
  });

  it("a failed result changes nothing", () => {
    const { ctx } = fakeEffects();
    for (const kind of Object.keys(CALLBACK_HANDLERS).filter((k) => k !== "NETWORK_CALL")) {
      expect(runCallback({ kind }, failed, ctx)).toBe(false);
    }
    expect(ctx.revalidate).not.toHaveBeenCalled();
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it("CALENDAR also tells the calendar's tabs", () => {
    const { ctx } = fakeEffects({ address: "/events/ai-summit" });
    runCallback({ kind: "CALENDAR", data: {} }, ok, ctx);
    expect(ctx.announcePage).toHaveBeenCalledWith("/events/ai-summit");
    expect(ctx.announcePage).toHaveBeenCalledWith("/my-calendar");
  });

  it("INVITATION: the follow-up replaces the history entry", () => {
    const { ctx } = fakeEffects();
    const result = { ...ok, follow: { type: "NAVIGATION", uri: "/cohort/14" } } as ActionResult;
    expect(runCallback({ kind: "INVITATION" }, result, ctx)).toBe(true);
    expect(ctx.navigate).toHaveBeenCalledWith("/cohort/14", { replace: true });
    const offsite = {
      ...ok,
      follow: { type: "NAVIGATION", uri: "//evil.example" },
    } as ActionResult;
    expect(runCallback({ kind: "INVITATION" }, offsite, ctx)).toBe(false);
  });

  it("NETWORK_CALL hands the page the spec's result object", () => {
    const { ctx } = fakeEffects();
    const result = { ...ok, response: { seats: 3 } };
    runCallback({ kind: "NETWORK_CALL", data: { key: "seats" } }, result, ctx);
    expect(ctx.publish).toHaveBeenCalledWith(NETWORK_CALL_EVENT, {
      inProgress: false,
      isSuccessful: true,
      message: "Done",
      response: { seats: 3 },
      key: "seats",
    });
  });

  it("an unknown kind is ignored with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ctx } = fakeEffects();
    expect(runCallback({ kind: "FUTURE" }, ok, ctx)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("FUTURE"));
  });
});

describe("after a result (after-result.ts)", () => {
  it("runs the callback, the pending action and tells other tabs when the page reloads", async () => {
    const posted = new FakeChannelLog();
    vi.stubGlobal("BroadcastChannel", posted.Channel);
    const { ctx } = fakeEffects();
    const action = {
      type: "API_CALL",
      reloadPage: true,
      callback: { kind: "OPT_IN" },
      pendingAction: { kind: "USER_NOTIFY", data: { message: "Subscribed" } },
    } as never;
    await afterResult(ok, action, ctx);
    expect(ctx.revalidate).toHaveBeenCalled();
    expect(ctx.toast).toHaveBeenCalledWith("Subscribed");
    expect(posted.messages).toEqual([
      { name: "page", data: { type: "page-reload", pageUri: "/courses/pm-fellowship" } },
    ]);
  });

  it("runs the follow-up's pending action; nothing on failure or login", async () => {
    const { ctx } = fakeEffects();
    const follow = {
      type: "SHOW_TOAST",
      pendingAction: { kind: "FORM_PAGE_TITLE", data: { title: "Step 2" } },
    };
    await afterResult({ ...ok, follow } as ActionResult, undefined, ctx);
    expect(ctx.document.title).toBe("Step 2");
    const { ctx: other } = fakeEffects();
    await afterResult({ ...failed, follow } as ActionResult, undefined, other);
    await afterResult({ ...ok, loginRequired: true, follow } as ActionResult, undefined, other);
    expect(other.document.title).toBe("Course page");
  });
});

describe("the kept pending action (store.ts)", () => {
  it("is taken once, on its page, while fresh", () => {
    const storage = memoryStorage();
    keepPendingAction({ kind: "ENROLMENT", data: { action: {} } }, "/courses/a", 1000, storage);
    expect(takeKeptPendingAction("/other", 2000, storage)).toBeUndefined();
    expect(takeKeptPendingAction("/courses/a", 2000, storage)?.kind).toBe("ENROLMENT");
    expect(takeKeptPendingAction("/courses/a", 2000, storage)).toBeUndefined();
    keepPendingAction({ kind: "ENROLMENT" }, "/courses/a", 1000, storage);
    expect(takeKeptPendingAction("/courses/a", 1000 + 16 * 60 * 1000, storage)).toBeUndefined();
  });
});

class FakeChannelLog {
  messages: { name: string; data: unknown }[] = [];
  Channel = (() => {
    const log = this.messages;
    return class {
      constructor(public name: string) {}
      postMessage(data: unknown) {
        log.push({ name: this.name, data: structuredClone(data) });
      }
      close() {}
    };
  })();
}

describe("the page channel", () => {
  it("has the receiver's name and a message it accepts", () => {
    expect(PAGE_CHANNEL_NAME).toBe(CHANNELS.page);
    expect(PAGE_CHANNEL_NAME).toBe(PAGE_CHANNEL);
    const log = new FakeChannelLog();
    vi.stubGlobal("BroadcastChannel", log.Channel);
    expect(announcePageReload("/my-calendar", { eventId: "e1" })).toBe(true);
    expect(announcePageReload("https://evil.example/")).toBe(false);
    expect(log.messages).toHaveLength(1);
    expect(isSyncMessage(log.messages[0].data)).toBe(true);
    expect(log.messages[0].data).toEqual({
      type: "page-reload",
      pageUri: "/my-calendar",
      data: { eventId: "e1" },
    });
  });
});

describe("the iframe channel", () => {
  const allowed = allowedOrigins("https://learn.example.com", ["https://sandbox.example.net/x"]);

  it("allows the app's own origin and the sandbox origins", () => {
    expect([...allowed]).toEqual(["https://learn.example.com", "https://sandbox.example.net"]);
  });

  const samples: unknown[] = [
    { channel: "iframe", type: "resize", height: 640 },
    { channel: "iframe", type: "page-reload", pageUri: "/my-calendar" },
    { channel: "iframe", type: "pending-action", pendingAction: { kind: "USER_NOTIFY" } },
    { channel: "iframe", type: "future-type" },
    { channel: "iframe", type: "resize", height: -1 },
    { channel: "iframe", type: "resize", height: 1.5 },
    { channel: "iframe", type: "page-reload", pageUri: "https://evil.example/" },
    { channel: "iframe", type: "pending-action", pendingAction: { data: {} } },
    { channel: "other", type: "resize", height: 10 },
    { type: "resize" },
    "iframe",
    null,
  ];

  it.each(samples.map((s, i) => [i, s]))("reads sample %i as the schema does", (_i, sample) => {
    expect(readIframeMessage(sample) !== undefined).toBe(
      iframeMessageSchema.safeParse(sample).success,
    );
  });

  it("hands on checked messages from allowed origins only", () => {
    const onPendingAction = vi.fn();
    const onPageReload = vi.fn();
    const onResize = vi.fn();
    const handle = frameMessageHandler(allowed, { onPendingAction, onPageReload, onResize });
    const source = {} as MessageEventSource;
    const pending = {
      channel: "iframe",
      type: "pending-action",
      pendingAction: { kind: "SHOW_MODAL" },
    };
    expect(handle({ origin: "https://evil.example", data: pending, source })).toBe(false);
    expect(handle({ origin: "https://sandbox.example.net", data: pending, source })).toBe(true);
    expect(onPendingAction).toHaveBeenCalledWith({ kind: "SHOW_MODAL" });
    handle({
      origin: "https://learn.example.com",
      data: { channel: "iframe", type: "resize", height: 900 },
      source,
    });
    expect(onResize).toHaveBeenCalledWith(source, 900);
    handle({
      origin: "https://learn.example.com",
      data: { channel: "iframe", type: "page-reload", pageUri: "/a" },
      source,
    });
    expect(onPageReload).toHaveBeenCalledWith("/a", undefined);
    expect(
      handle({
        origin: "https://learn.example.com",
        data: { channel: "iframe", type: "resize" },
        source,
      }),
    ).toBe(false);
  });

  it("the page's listener runs a frame's pending action and reloads on its page-reload", async () => {
    const { ctx } = fakeEffects({ address: "/my-calendar" });
    const from = (data: unknown, origin = "https://learn.example.com") =>
      onFrameMessage({ origin, data, source: null } as MessageEvent, ctx);
    expect(
      from({
        channel: "iframe",
        type: "pending-action",
        pendingAction: { kind: "USER_NOTIFY", data: { message: "Slot booked" } },
      }),
    ).toBe(true);
    await Promise.resolve();
    expect(ctx.toast).toHaveBeenCalledWith("Slot booked");
    from({ channel: "iframe", type: "page-reload", pageUri: "/my-calendar" });
    expect(ctx.revalidate).toHaveBeenCalledTimes(1);
    from(
      { channel: "iframe", type: "page-reload", pageUri: "/my-calendar" },
      "https://evil.example",
    );
    expect(ctx.revalidate).toHaveBeenCalledTimes(1);
  });
});
