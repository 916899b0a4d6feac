import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../support/memory-storage";
import {
  keepPendingAuthorWork,
  takePendingAuthorWork,
  type PendingAuthorWork,
} from "~/sandbox/pending-author";

const files = [{ fileName: "main.py", code: "print('draft')" }];
const problemMetadata = {
  title: "Sum two numbers",
  difficulty: "MEDIUM" as const,
  statement: "Read a and b.\nPrint a + b.",
  tags: ["math"],
};
const draft: PendingAuthorWork = { kind: "DRAFT_CODE_SANDBOX_DATA", sandboxId: "sbx-a", files };

describe("the author's pending sandbox work", () => {
  it("keeps a Save draft of the files and gives it back once, on its own sandbox", () => {
    const storage = memoryStorage();
    keepPendingAuthorWork(draft, storage);
    expect(takePendingAuthorWork("sbx-other", storage)).toEqual([]);
    expect(takePendingAuthorWork("sbx-a", storage)).toEqual([draft]);
    expect(takePendingAuthorWork("sbx-a", storage)).toEqual([]);
  });

  it("keeps the builder's save and what was typed in it side by side", () => {
    const storage = memoryStorage();
    const save: PendingAuthorWork = {
      kind: "DRAFT_PROBLEM_METADATA",
      sandboxId: "sbx-a",
      files,
      problemMetadata,
    };
    const typed: PendingAuthorWork = {
      kind: "PROBLEM_BUILDER",
      sandboxId: "sbx-a",
      fields: { title: "Sum two numbers", difficulty: "MEDIUM", statement: "x", tags: "math" },
    };
    keepPendingAuthorWork(save, storage);
    keepPendingAuthorWork(typed, storage);
    expect(takePendingAuthorWork("sbx-a", storage)).toEqual([save, typed]);
    expect(storage.length).toBe(0);
  });

  it("a newer save of a kind replaces the older one", () => {
    const storage = memoryStorage();
    keepPendingAuthorWork(draft, storage);
    const newer = { ...draft, files: [{ fileName: "main.py", code: "print(2)" }] };
    keepPendingAuthorWork(newer, storage);
    expect(takePendingAuthorWork("sbx-a", storage)).toEqual([newer]);
  });

  it("drops a stored value of another shape instead of replaying it", () => {
    const storage = memoryStorage();
    storage.setItem(
      "cl-pending-sandbox:DRAFT_CODE_SANDBOX_DATA",
      JSON.stringify({ kind: "DRAFT_CODE_SANDBOX_DATA", sandboxId: "sbx-a", files: [{ code: 1 }] }),
    );
    storage.setItem(
      "cl-pending-sandbox:DRAFT_PROBLEM_METADATA",
      JSON.stringify({ kind: "DRAFT_PROBLEM_METADATA", sandboxId: "sbx-a", files }),
    );
    storage.setItem("cl-pending-sandbox:PROBLEM_BUILDER", "{not json");
    expect(takePendingAuthorWork("sbx-a", storage)).toEqual([]);
    expect(storage.getItem("cl-pending-sandbox:DRAFT_CODE_SANDBOX_DATA")).toBeNull();
    expect(storage.getItem("cl-pending-sandbox:DRAFT_PROBLEM_METADATA")).toBeNull();
  });

  it("does nothing without storage", () => {
    expect(() => keepPendingAuthorWork(draft, null)).not.toThrow();
    expect(takePendingAuthorWork("sbx-a", null)).toEqual([]);
  });
});
