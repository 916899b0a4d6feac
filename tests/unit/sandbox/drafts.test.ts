import { beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_STORES } from "~/contract/code-values";
import type { SandboxDraft } from "~/contract/sandbox-values";

/** The code database, as a map per store: what the sandbox store's calls do with their keys. */
const stores = new Map<string, Map<string, unknown>>();
const store = (name: string) => {
  if (!stores.has(name)) stores.set(name, new Map());
  return stores.get(name)!;
};
vi.mock("~/practice/drafts", () => ({
  onCodeStore: async <T>(_blocked: () => void, call: (db: unknown) => Promise<T>) =>
    call({
      get: async (name: string, key: string) => store(name).get(key),
      put: async (name: string, value: unknown, key: string) => void store(name).set(key, value),
      delete: async (name: string, key: string) => void store(name).delete(key),
    }),
}));

const { deleteSandboxDraft, loadSandboxDraft, saveSandboxDraft } = await import("~/sandbox/drafts");

const blocked = () => {
  throw new Error("not blocked");
};
const draft: SandboxDraft = {
  sandboxId: "landing-page",
  sandboxType: "WEB",
  files: { "index.html": { id: "index.html", code: "<h1>Hi</h1>" } },
};

beforeEach(() => stores.clear());

describe("the sandbox store", () => {
  it("keeps a draft under sandboxId, or problemId-sandboxId, and restores it", async () => {
    await saveSandboxDraft(draft, blocked);
    await saveSandboxDraft({ ...draft, problemId: "p1", files: {} }, blocked);
    expect([...store(CODE_STORES.sandboxStore).keys()].sort()).toEqual([
      "landing-page",
      "p1-landing-page",
    ]);
    await expect(loadSandboxDraft("landing-page", undefined, blocked)).resolves.toEqual(draft);
    expect((await loadSandboxDraft("landing-page", "p1", blocked))?.problemId).toBe("p1");
    expect(store(CODE_STORES.editorStore).size).toBe(0);
  });

  it("forgets a draft on reset", async () => {
    await saveSandboxDraft(draft, blocked);
    await deleteSandboxDraft("landing-page", undefined, blocked);
    await expect(loadSandboxDraft("landing-page", undefined, blocked)).resolves.toBeUndefined();
  });

  it("ignores a record of another shape rather than half reading it", async () => {
    store(CODE_STORES.sandboxStore).set("s", { sandboxId: "s", sandboxType: "WEB", files: "x" });
    store(CODE_STORES.sandboxStore).set("t", { sandboxId: "t", sandboxType: "GAME", files: {} });
    store(CODE_STORES.sandboxStore).set("u", {
      sandboxId: "u",
      sandboxType: "WEB",
      files: { "a.js": { code: 1 } },
    });
    for (const id of ["s", "t", "u"])
      await expect(loadSandboxDraft(id, undefined, blocked)).resolves.toBeUndefined();
  });
});
