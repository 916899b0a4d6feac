import { afterEach, describe, expect, it, vi } from "vitest";
import { PENDING_HANDLERS, runPendingAction } from "~/actions/pending/handlers";
import { SANDBOX_PENDING_KEY_PREFIX } from "~/actions/pending/adapters";
import { takePendingAuthorWork } from "~/sandbox/pending-author";
import { takePendingHint } from "~/practice/pending-hint";
import { takePendingAssistant } from "~/assistant/pending-assistant";
import { memoryStorage } from "../../support/memory-storage";
import { fakeEffects } from "./effects-fakes";

const saveDraft = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("~/practice/drafts", () => ({ saveDraft }));

const enrol = { type: "ENROL", uri: "/api/v1/enrol", requestObject: { courseId: "pm-14" } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("pending action handlers", () => {
  it("USER_INFORMATION: a user with personal info runs the kept enrolment", async () => {
    const { ctx } = fakeEffects();
    const data = { infoUri: "/profile/personal-info", action: enrol };
    expect(await runPendingAction({ kind: "USER_INFORMATION", data }, ctx)).toBe(true);
    expect(ctx.runAction).toHaveBeenCalledWith(enrol);
    expect(ctx.navigate).not.toHaveBeenCalled();
  });

  it("USER_INFORMATION: a user without it gets the info form in the modal", async () => {
    const { ctx } = fakeEffects({ user: { isPersonalInfoPresent: false } });
    const data = { infoUri: "/profile/personal-info", action: enrol };
    await runPendingAction({ kind: "USER_INFORMATION", data }, ctx);
    expect(ctx.runAction).not.toHaveBeenCalled();
    expect(ctx.navigate).toHaveBeenCalledWith(
      "/courses/pm-fellowship?batch=1&modal=%2Fprofile%2Fpersonal-info",
    );
  });

  it("USER_SELECTION puts the choice into the address, replacing the entry", async () => {
    const { ctx } = fakeEffects();
    await runPendingAction({ kind: "USER_SELECTION", data: { param: "batch", value: "3" } }, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith("/courses/pm-fellowship?batch=3", { replace: true });
  });

  it("SHOW_MODAL opens the page in the modal with its view type; refuses other sites", async () => {
    const { ctx } = fakeEffects({ address: "/events" });
    const data = { uri: "/events/rsvp", viewType: "RIGHT_ALIGNED" };
    expect(await runPendingAction({ kind: "SHOW_MODAL", data }, ctx)).toBe(true);
    expect(ctx.navigate).toHaveBeenCalledWith(
      "/events?modal=%2Fevents%2Frsvp&modalView=RIGHT_ALIGNED",
    );
    const evil = { uri: "//evil.example/x" };
    expect(await runPendingAction({ kind: "SHOW_MODAL", data: evil }, ctx)).toBe(false);
    expect(ctx.navigate).toHaveBeenCalledTimes(1);
  });

  it.each(["ENROLMENT", "PENDING_API_ACTION", "LOGIN_PENDING_ACTION", "START_AI_INTERVIEW"])(
    "%s runs its kept action as its button would",
    async (kind) => {
      const { ctx } = fakeEffects();
      expect(await runPendingAction({ kind, data: { action: enrol } }, ctx)).toBe(true);
      expect(ctx.runAction).toHaveBeenCalledWith(enrol);
      expect(await runPendingAction({ kind, data: {} }, ctx)).toBe(false);
    },
  );

  it("USER_NOTIFY shows its message", async () => {
    const { ctx } = fakeEffects();
    await runPendingAction({ kind: "USER_NOTIFY", data: { message: "Seat reserved" } }, ctx);
    expect(ctx.toast).toHaveBeenCalledWith("Seat reserved");
  });

  it("FORM_PAGE_TITLE sets the document title", async () => {
    const { ctx, title } = fakeEffects();
    await runPendingAction(
      { kind: "FORM_PAGE_TITLE", data: { title: "Apply: PM Fellowship" } },
      ctx,
    );
    expect(title.value).toBe("Apply: PM Fellowship");
  });

  it("OTP_REQUEST opens the login panel over the page", async () => {
    const { ctx } = fakeEffects({ address: "/events" });
    await runPendingAction({ kind: "OTP_REQUEST", data: {} }, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith("/events?login=1");
  });

  it("IFRAME posts to the frame once it has loaded, to its own origin only", async () => {
    const { ctx, elements } = fakeEffects();
    const postMessage = vi.fn();
    let onLoad: (() => void) | undefined;
    elements.set("sandbox-frame", {
      tagName: "IFRAME",
      src: "/sandbox-preview/abc",
      dataset: {},
      contentWindow: { postMessage },
      addEventListener: (_: string, listener: () => void) => (onLoad = listener),
    });
    const data = { frameId: "sandbox-frame", message: { run: true } };
    expect(await runPendingAction({ kind: "IFRAME", data }, ctx)).toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
    onLoad?.();
    expect(postMessage).toHaveBeenCalledWith(
      { type: "pending-action", data: { run: true }, channel: "iframe" },
      "https://learn.example.com",
    );
    elements.set("other", { ...elements.get("sandbox-frame")!, src: "https://evil.example/" });
    expect(await runPendingAction({ kind: "IFRAME", data: { frameId: "other" } }, ctx)).toBe(false);
    expect(await runPendingAction({ kind: "IFRAME", data: { frameId: "missing" } }, ctx)).toBe(
      false,
    );
  });

  it("EDITOR_COMPILER keeps the code as the editor's draft", async () => {
    const { ctx } = fakeEffects();
    const data = { problemId: "two-sum", languageId: "python3", code: "print(1)" };
    expect(await runPendingAction({ kind: "EDITOR_COMPILER", data }, ctx)).toBe(true);
    expect(saveDraft).toHaveBeenCalledWith(data, expect.any(Function));
  });

  it("EDITOR_ASSISTANT and AI_ASSISTANT keep the question where the launcher takes it", async () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    const { ctx } = fakeEffects({ address: "/problems/two-sum?tab=1" });
    await runPendingAction({ kind: "AI_ASSISTANT", data: { question: "Why O(n)?" } }, ctx);
    expect(ctx.revalidate).toHaveBeenCalled();
    expect(takePendingAssistant("AI_ASSISTANT", "/problems/two-sum")).toEqual({
      question: "Why O(n)?",
    });
    await runPendingAction({ kind: "EDITOR_ASSISTANT", data: {} }, ctx);
    expect(takePendingAssistant("EDITOR_ASSISTANT", "/problems/two-sum")).toEqual({ question: "" });
  });

  it("EDITOR_HINT keeps the hint where the code editor unlocks it", async () => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    const { ctx } = fakeEffects();
    await runPendingAction({ kind: "EDITOR_HINT", data: { problemId: "p1", hintId: "h2" } }, ctx);
    expect(takePendingHint("p1")).toEqual({ kind: "EDITOR_HINT", problemId: "p1", hintId: "h2" });
  });

  it("the sandbox kinds are kept where app/sandbox takes them (the same key)", async () => {
    const { ctx } = fakeEffects();
    const files = [{ fileName: "index.html", code: "<h1>Hi</h1>" }];
    await runPendingAction(
      { kind: "DRAFT_CODE_SANDBOX_DATA", data: { sandboxId: "s1", files } },
      ctx,
    );
    const problemMetadata = { title: "Sum", difficulty: "EASY", statement: "Add", tags: ["math"] };
    await runPendingAction(
      { kind: "DRAFT_PROBLEM_METADATA", data: { sandboxId: "s1", files, problemMetadata } },
      ctx,
    );
    const fields = { title: "Sum", difficulty: "EASY", statement: "Add", tags: "math" };
    await runPendingAction({ kind: "PROBLEM_BUILDER", data: { sandboxId: "s1", fields } }, ctx);
    expect(SANDBOX_PENDING_KEY_PREFIX).toBe("cl-pending-sandbox:");
    const taken = takePendingAuthorWork("s1", ctx.storage);
    expect(taken.map((work) => work.kind).sort()).toEqual([
      "DRAFT_CODE_SANDBOX_DATA",
      "DRAFT_PROBLEM_METADATA",
      "PROBLEM_BUILDER",
    ]);
  });

  it("STANDALONE_COMPILER opens the compiler in the kept language", async () => {
    const { ctx } = fakeEffects();
    await runPendingAction({ kind: "STANDALONE_COMPILER", data: { languageId: "python3" } }, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith("/online-compiler/python3");
    expect(
      await runPendingAction({ kind: "STANDALONE_COMPILER", data: { languageId: "../x" } }, ctx),
    ).toBe(false);
  });

  it("an unknown kind is ignored with a console warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ctx } = fakeEffects();
    expect(await runPendingAction({ kind: "FUTURE_KIND", data: {} }, ctx)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("FUTURE_KIND"));
    expect(await runPendingAction({ kind: "toString" }, ctx)).toBe(false);
  });

  it("has a handler for all 21 kinds", () => {
    expect(Object.keys(PENDING_HANDLERS)).toHaveLength(21);
  });
});
