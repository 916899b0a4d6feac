// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SandboxDraft } from "~/contract/sandbox-values";
import type { SandboxWidgetData } from "~/contract/widgets/sandbox";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The sandbox store, as one map: what the hook restores and saves. */
const stored = new Map<string, SandboxDraft>();
vi.mock("~/sandbox/drafts", () => ({
  loadSandboxDraft: async (sandboxId: string) => stored.get(sandboxId),
  saveSandboxDraft: async (draft: SandboxDraft) => void stored.set(draft.sandboxId, draft),
  deleteSandboxDraft: async (sandboxId: string) => void stored.delete(sandboxId),
}));
const { useSandboxFiles } = await import("~/sandbox/use-sandbox-files");

const wire = (code: string) => [{ id: "f1", fileName: "main.py", code }];
const local = (code: string, base?: string): SandboxDraft => ({
  sandboxId: "py",
  sandboxType: "PYTHON",
  files: { "main.py": { id: "f1", code } },
  ...(base ? { base } : {}),
});

/** Renders the hook for a page, lets the store's restore settle, and returns what it holds. */
async function open(data: Partial<SandboxWidgetData>) {
  const seen: { code?: string; markSaved?: (savedAt: string) => void } = {};
  // One page data for every render, as a loader answer is.
  const page = {
    sandboxId: "py",
    sandboxType: "PYTHON",
    files: wire("print('seed')"),
    ...data,
  } as SandboxWidgetData;
  function Workspace() {
    const { files, markSaved } = useSandboxFiles(page);
    seen.code = files["main.py"]?.code;
    seen.markSaved = markSaved;
    return null;
  }
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Workspace />));
  await act(async () => {
    await Promise.resolve();
  });
  return { seen, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => stored.clear());

describe("an author's sandbox: the store's draft or the platform's", () => {
  const savedAt = "2026-11-28T17:00:00.000Z";
  const authorPage = { canPublish: true, authorDraft: { files: wire("# platform"), savedAt } };

  it("a learner's draft in the store is restored over the page's files", async () => {
    stored.set("py", local("# mine"));
    const { seen, unmount } = await open({});
    expect(seen.code).toBe("# mine");
    unmount();
  });

  it("a store draft older than the platform's draft (no base, or another) gives way to it", async () => {
    stored.set("py", local("print('seed')"));
    const first = await open(authorPage);
    expect(first.seen.code).toBe("# platform");
    first.unmount();

    stored.set("py", local("# edited from an older save", "2026-11-28T16:00:00.000Z"));
    const second = await open(authorPage);
    expect(second.seen.code).toBe("# platform");
    second.unmount();
  });

  it("edits made since the platform's draft are restored", async () => {
    stored.set("py", local("# typed after the save", savedAt));
    const { seen, unmount } = await open(authorPage);
    expect(seen.code).toBe("# typed after the save");
    unmount();
  });

  it("a save the platform took is written to the store as the draft's base", async () => {
    const { seen, unmount } = await open({ canPublish: true });
    await act(async () => seen.markSaved?.(savedAt));
    expect(stored.get("py")).toMatchObject({
      base: savedAt,
      files: { "main.py": { code: "print('seed')" } },
    });
    unmount();
  });
});
