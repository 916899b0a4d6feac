import type { EditorKind } from "~/contract/editor-values";
import { editorKindsOf } from "./derive.server";
import { serverKinds } from "./kinds.server";

let kinds: EditorKind[] | undefined;

/**
 * The kinds the page editor can add, each with the edit form and start of its definition's
 * editor part. Built once on the server; sent only to an admin in edit mode, so the samples never
 * reach a learner's page.
 */
export function editorKinds(): EditorKind[] {
  kinds ??= editorKindsOf(serverKinds);
  return kinds;
}

/** What a new cell of a kind starts as when the editor sends no data. */
export function editorSampleOf(kind: string): Record<string, unknown> | undefined {
  return editorKinds().find((entry) => entry.kind === kind)?.sample;
}
