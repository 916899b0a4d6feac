import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EditorFieldSpec } from "~/contract/editor-values";
import { editorKinds } from "~/widgets/editor-kinds.server";
import { serverKinds } from "~/widgets/kinds.server";
import { kindEntries, readKindFolders } from "../../tools/widget-index";

/**
 * A kind's editor words live in its own folder (issue 42), so they change with the kind: the
 * kind picker's line and the kind's own field help come from `help` in its index.server.ts.
 */
const root = path.resolve(__dirname, "../../..");
const folders = readKindFolders();
const folderOf = new Map(kindEntries(folders).map((entry) => [entry.kind, entry.folder]));
const serverSourceOf = (kind: string) =>
  folders.find((folder) => folder.folder === folderOf.get(kind))?.server ?? "";

/** The field at "options.id": an object's fields and a list's item fields by key. */
function fieldAt(fields: readonly EditorFieldSpec[], path: string): EditorFieldSpec | undefined {
  const [key, ...rest] = path.split(".");
  const field = fields.find((spec) => spec.key === key);
  if (!field || rest.length === 0) return field;
  const inner = field.kind === "list" ? field.item : field;
  return inner.kind === "object" ? fieldAt(inner.fields, rest.join(".")) : undefined;
}

describe("each widget kind's editor help, in its folder", () => {
  it("every registered kind explains itself in a sentence written in its own folder", () => {
    expect(serverKinds.length).toBeGreaterThanOrEqual(70);
    for (const def of serverKinds) {
      const { description } = def.help;
      expect(description.trim().length, def.kind).toBeGreaterThan(10);
      expect(description, def.kind).toMatch(/^[A-Z].*\.$/);
      expect(serverSourceOf(def.kind), def.kind).toContain(JSON.stringify(description));
    }
  });

  it("the editor offers each kind with its definition's words", () => {
    const byKind = new Map(serverKinds.map((def) => [def.kind, def.help.description]));
    for (const kind of editorKinds()) expect(kind.help, kind.kind).toBe(byKind.get(kind.kind));
  });

  it("a kind's own field help names fields of its form, and the form carries it", () => {
    for (const def of serverKinds) {
      for (const [path, help] of Object.entries(def.help.fields ?? {})) {
        const field = fieldAt(def.editor.fields, path);
        expect(field, `${def.kind}.${path}`).toBeDefined();
        expect(field?.help, `${def.kind}.${path}`).toBe(help);
        expect(help.trim().length, `${def.kind}.${path}`).toBeGreaterThan(5);
      }
    }
  });

  it("POLLING is described as the vote it is, not as a status that refreshes", () => {
    const polling = editorKinds().find((kind) => kind.kind === "POLLING");
    expect(polling?.help).toMatch(/\bvot(e|es|ing)\b|\bpoll\b/i);
    expect(polling?.help).not.toMatch(/refresh|long task/i);
    const options = polling?.fields.find((field) => field.key === "options");
    expect(options?.help).toMatch(/vote/i);
    const optionItem =
      options?.kind === "list" && options.item.kind === "object" ? options.item : null;
    expect(optionItem?.fields.find((field) => field.key === "id")?.help).toMatch(/votes/);
  });

  it("the shared editor words keep no list of kinds (those words live in the kinds' folders)", () => {
    const shared = readFileSync(path.join(root, "app/contract/editor-texts.ts"), "utf8");
    for (const def of serverKinds) {
      expect(shared, def.kind).not.toMatch(new RegExp(`^\\s*"?${def.kind}"?:`, "m"));
    }
  });
});
