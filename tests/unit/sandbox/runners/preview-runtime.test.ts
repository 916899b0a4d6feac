import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { PREVIEW_MESSAGE } from "~/contract/sandbox-preview";
import { appendEntry, CONSOLE_LIMIT, consoleEntry } from "~/sandbox/runners/web/console-entries";
import { buildPreviewDocument } from "~/sandbox/runners/web/preview-document";
import { readPreviewMessage } from "~/sandbox/runners/web/preview-messages";
import { PREVIEW_RUNTIME } from "~/sandbox/runners/web/preview-runtime";

interface Posted {
  data: Record<string, unknown>;
  target: string;
}

/**
 * The runtime in a V8 context standing in for the preview frame: the same stack format as
 * Chromium, so the lines it reports are the ones the browser would report.
 */
function runInPreview(learnerCode: string) {
  const posted: Posted[] = [];
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const printed: unknown[][] = [];
  const window = {
    parent: {
      postMessage: (data: Record<string, unknown>, target: string) => posted.push({ data, target }),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (listeners[type] ??= []).push(listener),
  };
  const document = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (listeners[`document:${type}`] ??= []).push(listener),
  };
  const console = { log: (...args: unknown[]) => printed.push(args) };
  const context = vm.createContext({ window, document, console });
  // The runtime's own line, then the learner's code from line 2 on (as in a built document).
  vm.runInContext(`${PREVIEW_RUNTIME.replace(/\n/g, " ")}\n${learnerCode}`, context, {
    filename: "about:srcdoc",
  });
  return { posted, listeners, printed };
}

describe("the preview's console runtime", () => {
  it("forwards console calls with the line they come from, and still prints them", () => {
    const { posted, printed } = runInPreview('const x = 2;\nconsole.log("x is", x, { a: [1] });');
    expect(posted).toEqual([
      {
        target: "*",
        data: expect.objectContaining({
          type: PREVIEW_MESSAGE.log,
          level: "log",
          message: 'x is 2 {"a":[1]}',
          line: 3,
        }),
      },
    ]);
    expect(printed).toEqual([["x is", 2, { a: [1] }]]);
  });

  it("forwards warnings and errors with their level (a console without them still works)", () => {
    const { posted } = runInPreview(
      'console.warn("careful");\nconsole.error(new TypeError("bad"));',
    );
    expect(posted.map((p) => [p.data.level, p.data.message, p.data.line])).toEqual([
      ["warn", "careful", 2],
      ["error", "TypeError: bad", 3],
    ]);
  });

  it("reports uncaught errors and unhandled rejections", () => {
    const { posted, listeners } = runInPreview("");
    listeners.error[0]({
      message: "Uncaught ReferenceError: boom is not defined",
      lineno: 7,
      colno: 3,
    });
    const reason = new Error("nope");
    listeners.unhandledrejection[0]({ reason });
    expect(posted[0].data).toMatchObject({ level: "error", line: 7, column: 3 });
    expect(posted[1].data).toMatchObject({
      level: "error",
      message: "Uncaught (in promise) Error: nope",
    });
  });

  it("says when the document is parsed, so the bootstrap shows it", () => {
    const { posted, listeners } = runInPreview("");
    listeners["document:DOMContentLoaded"][0]({});
    expect(posted).toEqual([{ target: "*", data: { type: PREVIEW_MESSAGE.parsed } }]);
  });
});

describe("the page's reading of preview messages", () => {
  it("accepts the preview's shapes only", () => {
    expect(readPreviewMessage({ type: PREVIEW_MESSAGE.ready })).toEqual({ type: "ready" });
    expect(
      readPreviewMessage({
        type: PREVIEW_MESSAGE.log,
        renderId: 2,
        level: "warn",
        message: "m",
        line: 4,
      }),
    ).toEqual({
      type: "log",
      renderId: 2,
      level: "warn",
      message: "m",
      line: 4,
      column: undefined,
    });
    expect(
      readPreviewMessage({ type: PREVIEW_MESSAGE.log, renderId: 2, level: "eval", message: "m" }),
    ).toBeUndefined();
    expect(
      readPreviewMessage({ type: PREVIEW_MESSAGE.log, level: "log", message: "m" }),
    ).toBeUndefined();
    expect(
      readPreviewMessage({ type: PREVIEW_MESSAGE.log, renderId: 1, level: "log", message: 5 }),
    ).toBeUndefined();
    expect(readPreviewMessage("sandbox-preview:ready")).toBeUndefined();
    expect(readPreviewMessage(null)).toBeUndefined();
  });

  it("cuts a very long message and ignores bad line numbers", () => {
    const message = readPreviewMessage({
      type: PREVIEW_MESSAGE.log,
      renderId: 1,
      level: "log",
      message: "x".repeat(20_000),
      line: -3,
    });
    expect(message).toMatchObject({ line: undefined });
    expect(message?.type === "log" && message.message.length).toBe(10_000);
  });

  it("shows a console line at the learner's file and line", () => {
    const built = buildPreviewDocument(
      {
        "index.html": {
          id: "1",
          code: '<html><head></head><body>\n<script src="script.js"></script>',
        },
        "script.js": { id: "2", code: "let a;\nconsole.log(a);" },
      },
      "/*runtime*/",
    );
    const line = built.html.split("\n").findIndex((text) => text === "console.log(a);") + 1;
    const entry = consoleEntry(
      1,
      { renderId: 1, level: "log", message: "undefined", line },
      built.lines,
    );
    expect(entry.position).toEqual({ file: "script.js", line: 2 });
  });

  it("keeps the last lines only", () => {
    let entries = [] as ReturnType<typeof appendEntry>;
    for (let id = 1; id <= CONSOLE_LIMIT + 5; id++) {
      entries = appendEntry(entries, { id, level: "log", message: String(id) });
    }
    expect(entries).toHaveLength(CONSOLE_LIMIT);
    expect(entries[0].id).toBe(6);
  });
});
