import type {
  SandboxProblemMetadata,
  SandboxType,
  SandboxWireFile,
} from "~/contract/sandbox-values";

/** The sandboxes' and publish jobs' SQLite rows, and the records made of them. */

/** A sandbox as learners see it: its published files. */
export interface SandboxRecord {
  id: string;
  slug: string;
  title: string;
  sandboxType: SandboxType;
  entryFile?: string;
  languageId?: string;
  files: SandboxWireFile[];
  version: number;
  publishedAt: string;
  /** A sandbox of a problem: the problem's id and its published metadata. */
  problemId?: string;
  problemMetadata?: SandboxProblemMetadata;
}

export interface PublishJobRecord {
  id: string;
  sandboxId: string;
  userId: string;
  files: SandboxWireFile[];
  status: "IN_PROGRESS" | "PUBLISHED" | "FAILED";
  problemMetadata?: SandboxProblemMetadata;
  createdAt: string;
  readyAt: string;
  finishedAt?: string;
}

export interface SandboxRow {
  id: string;
  slug: string;
  title: string;
  sandbox_type: string;
  entry_file: string | null;
  language_id: string | null;
  files: string;
  version: number;
  published_at: string;
  problem_id: string | null;
  problem_metadata: string | null;
}

export interface JobRow {
  id: string;
  sandbox_id: string;
  user_id: string;
  files: string;
  status: PublishJobRecord["status"];
  created_at: string;
  ready_at: string;
  finished_at: string | null;
  problem_metadata: string | null;
}

export const filesOf = (json: string) => JSON.parse(json) as SandboxWireFile[];
export const metadataOf = (json: string | null) =>
  json ? (JSON.parse(json) as SandboxProblemMetadata) : undefined;
export const metadataJson = (metadata: SandboxProblemMetadata | undefined) =>
  metadata ? JSON.stringify(metadata) : null;

export const sandboxOf = (row: SandboxRow): SandboxRecord => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  sandboxType: row.sandbox_type as SandboxType,
  entryFile: row.entry_file ?? undefined,
  languageId: row.language_id ?? undefined,
  files: filesOf(row.files),
  version: row.version,
  publishedAt: row.published_at,
  problemId: row.problem_id ?? undefined,
  problemMetadata: metadataOf(row.problem_metadata),
});

export const jobOf = (row: JobRow): PublishJobRecord => ({
  id: row.id,
  sandboxId: row.sandbox_id,
  userId: row.user_id,
  files: filesOf(row.files),
  status: row.status,
  problemMetadata: metadataOf(row.problem_metadata),
  createdAt: row.created_at,
  readyAt: row.ready_at,
  finishedAt: row.finished_at ?? undefined,
});
