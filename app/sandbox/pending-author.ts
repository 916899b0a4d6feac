import type {
  SandboxPendingKind,
  SandboxProblemMetadata,
  SandboxWireFile,
} from "~/contract/sandbox-values";

/**
 * An author's sandbox work kept across a login (spec 02 section 3, the pending kinds
 * DRAFT_CODE_SANDBOX_DATA, DRAFT_PROBLEM_METADATA and PROBLEM_BUILDER): a Save whose session had
 * lapsed is kept in this tab's session storage, like EDITOR_HINT (app/practice/pending-hint.ts),
 * and replayed once the author is back, logged in, on the same sandbox. One entry per kind, so a
 * builder's save (DRAFT_PROBLEM_METADATA) and what was typed in it (PROBLEM_BUILDER) go together.
 */
const KEY_PREFIX = "cl-pending-sandbox:";

/** The builder's fields as typed (text, so that nothing typed is lost, valid or not). */
export interface ProblemBuilderFields {
  title: string;
  difficulty: string;
  statement: string;
  tags: string;
}

export type PendingAuthorWork =
  | { kind: "DRAFT_CODE_SANDBOX_DATA"; sandboxId: string; files: SandboxWireFile[] }
  | {
      kind: "DRAFT_PROBLEM_METADATA";
      sandboxId: string;
      files: SandboxWireFile[];
      problemMetadata: SandboxProblemMetadata;
    }
  | { kind: "PROBLEM_BUILDER"; sandboxId: string; fields: ProblemBuilderFields };

const KINDS: readonly SandboxPendingKind[] = [
  "DRAFT_CODE_SANDBOX_DATA",
  "DRAFT_PROBLEM_METADATA",
  "PROBLEM_BUILDER",
];

function storageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepPendingAuthorWork(
  work: PendingAuthorWork,
  storage: Storage | null = storageOrNull(),
): void {
  try {
    storage?.setItem(KEY_PREFIX + work.kind, JSON.stringify(work));
  } catch {
    // No storage (or full): the author saves again after logging in.
  }
}

const isText = (value: unknown): value is string => typeof value === "string";
const isFiles = (value: unknown): value is SandboxWireFile[] =>
  Array.isArray(value) &&
  value.every(
    (file: Partial<SandboxWireFile> | null) => isText(file?.fileName) && isText(file?.code),
  );

/** The shape each kind must have: a stored value of another shape (an older tab, a hand edit) is dropped. */
function isWork(value: unknown, kind: SandboxPendingKind): value is PendingAuthorWork {
  const work = (value ?? {}) as Record<string, unknown>;
  if (work.kind !== kind || !isText(work.sandboxId)) return false;
  if (kind === "PROBLEM_BUILDER") {
    const fields = (work.fields ?? {}) as Record<string, unknown>;
    return [fields.title, fields.difficulty, fields.statement, fields.tags].every(isText);
  }
  if (!isFiles(work.files)) return false;
  if (kind === "DRAFT_CODE_SANDBOX_DATA") return true;
  const metadata = (work.problemMetadata ?? {}) as Record<string, unknown>;
  return (
    [metadata.title, metadata.difficulty, metadata.statement].every(isText) &&
    Array.isArray(metadata.tags) &&
    metadata.tags.every(isText)
  );
}

/**
 * The pending work of this sandbox, taken (removed) so that it is replayed once. Work of another
 * sandbox stays for its own page.
 */
export function takePendingAuthorWork(
  sandboxId: string,
  storage: Storage | null = storageOrNull(),
): PendingAuthorWork[] {
  const taken: PendingAuthorWork[] = [];
  for (const kind of KINDS) {
    try {
      const raw = storage?.getItem(KEY_PREFIX + kind);
      if (!raw) continue;
      const value: unknown = JSON.parse(raw);
      if (!isWork(value, kind)) {
        storage?.removeItem(KEY_PREFIX + kind);
        continue;
      }
      if (value.sandboxId !== sandboxId) continue;
      storage?.removeItem(KEY_PREFIX + kind);
      taken.push(value);
    } catch {
      // Unreadable: nothing to replay.
    }
  }
  return taken;
}
