import type { Database } from "better-sqlite3";
import type {
  SandboxProblemMetadata,
  SandboxType,
  SandboxWireFile,
} from "~/contract/sandbox-values";
import {
  filesOf,
  metadataOf,
  metadataJson,
  sandboxOf,
  jobOf,
  type SandboxRow,
  type JobRow,
  type PublishJobRecord,
  type SandboxRecord,
} from "./sandbox-rows";

export type { PublishJobRecord, SandboxRecord } from "./sandbox-rows";

export interface SandboxDraftRecord {
  sandboxId: string;
  userId: string;
  files: SandboxWireFile[];
  savedAt: string;
  problemMetadata?: SandboxProblemMetadata;
}

export interface SandboxShareRecord {
  id: string;
  sandboxId: string;
  sandboxType: SandboxType;
  files: SandboxWireFile[];
}

/** A sandbox a learner worked in (My sandboxes): the sandbox, and their last change there. */
export interface SandboxActivityRecord {
  sandbox: SandboxRecord;
  languageId?: string;
  changedAt: string;
}

/** Sandboxes (published versions), authors' drafts, shared copies and publish jobs. */
export function createSandboxRepository(db: Database) {
  const statements = {
    touch: db.prepare<[string, string, string | null, string]>(
      `INSERT INTO sandbox_activity (user_id, sandbox_id, language_id, changed_at)
       VALUES (?, ?, ?, ?)
       ON CONFLICT(user_id, sandbox_id) DO UPDATE SET
         language_id = COALESCE(excluded.language_id, sandbox_activity.language_id),
         changed_at = excluded.changed_at`,
    ),
    activity: db.prepare<
      [string, number],
      SandboxRow & { activity_language_id: string | null; changed_at: string }
    >(
      `SELECT s.*, a.language_id AS activity_language_id, a.changed_at
       FROM sandbox_activity a JOIN sandboxes s ON s.id = a.sandbox_id
       WHERE a.user_id = ? ORDER BY a.changed_at DESC, s.title LIMIT ?`,
    ),
    seed: db.prepare(
      // A database seeded before migration 7 gets the problem of its seeded sandbox (and that
      // problem's metadata) once; nothing an author published is overwritten.
      `INSERT INTO sandboxes (id, slug, title, sandbox_type, entry_file, language_id, files, version,
         published_at, problem_id, problem_metadata)
       VALUES (@id, @slug, @title, @sandboxType, @entryFile, @languageId, @files, 1, @publishedAt,
         @problemId, @problemMetadata)
       ON CONFLICT(id) DO UPDATE SET problem_id = excluded.problem_id,
         problem_metadata = excluded.problem_metadata
       WHERE sandboxes.problem_id IS NULL AND excluded.problem_id IS NOT NULL`,
    ),
    byId: db.prepare<[string], SandboxRow>("SELECT * FROM sandboxes WHERE id = ?"),
    bySlug: db.prepare<[string], SandboxRow>("SELECT * FROM sandboxes WHERE slug = ?"),
    all: db.prepare<[], SandboxRow>("SELECT * FROM sandboxes ORDER BY rowid"),
    /** A job without metadata (a sandbox of no problem) keeps the published metadata. */
    publish: db.prepare<[string, string | null, string, string]>(
      `UPDATE sandboxes SET files = ?, problem_metadata = COALESCE(?, problem_metadata),
       version = version + 1, published_at = ? WHERE id = ?`,
    ),
    draft: db.prepare<
      [string],
      {
        sandbox_id: string;
        user_id: string;
        files: string;
        saved_at: string;
        problem_metadata: string | null;
      }
    >("SELECT * FROM sandbox_drafts WHERE sandbox_id = ?"),
    saveDraft: db.prepare<[string, string, string, string | null, string]>(
      `INSERT INTO sandbox_drafts (sandbox_id, user_id, files, problem_metadata, saved_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(sandbox_id) DO UPDATE SET user_id = excluded.user_id, files = excluded.files,
       problem_metadata = excluded.problem_metadata, saved_at = excluded.saved_at`,
    ),
    /** A draft saved after the job started is newer than what it publishes: it stays. */
    dropDraft: db.prepare<[string, string]>(
      "DELETE FROM sandbox_drafts WHERE sandbox_id = ? AND saved_at <= ?",
    ),
    share: db.prepare<
      [string, string, string, string, string, string, string | null, number, string | null]
    >(
      `INSERT INTO sandbox_shares (id, content_hash, sandbox_id, sandbox_type, files, created_at,
         expires_at, bytes, owner_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    /** One address's live visitors' shares (expired ones are deleted first, in the transaction). */
    addressBytes: db.prepare<[string], { total: number | null }>(
      "SELECT SUM(bytes) AS total FROM sandbox_shares WHERE owner_address = ? AND expires_at IS NOT NULL",
    ),
    shareByHash: db.prepare<[string], { id: string; expires_at: string | null }>(
      "SELECT id, expires_at FROM sandbox_shares WHERE content_hash = ?",
    ),
    /** The same content again: a learner's makes it kept, a visitor's moves its end later. */
    renewShare: db.prepare<[string | null, string]>(
      "UPDATE sandbox_shares SET expires_at = ? WHERE id = ?",
    ),
    /** A learner keeps a visitor's share: no address holds it any longer. */
    keepShare: db.prepare<[string]>(
      "UPDATE sandbox_shares SET expires_at = NULL, owner_address = NULL WHERE id = ?",
    ),
    shareBytes: db.prepare<[string], { bytes: number }>(
      "SELECT bytes FROM sandbox_shares WHERE id = ?",
    ),
    /** The visitors' live shares' bytes: a running total (migration 14). */
    visitorBytes: db.prepare<[], { visitor_bytes: number }>(
      "SELECT visitor_bytes FROM sandbox_share_totals WHERE id = 1",
    ),
    addVisitorBytes: db.prepare<[number]>(
      "UPDATE sandbox_share_totals SET visitor_bytes = MAX(0, visitor_bytes + ?) WHERE id = 1",
    ),
    expiredBytes: db.prepare<[string], { total: number | null }>(
      `SELECT SUM(bytes) AS total FROM sandbox_shares
       WHERE expires_at IS NOT NULL AND expires_at <= ?`,
    ),
    deleteExpiredShares: db.prepare<[string]>(
      "DELETE FROM sandbox_shares WHERE expires_at IS NOT NULL AND expires_at <= ?",
    ),
    shareById: db.prepare<
      [string, string],
      { id: string; sandbox_id: string; sandbox_type: string; files: string }
    >(
      `SELECT id, sandbox_id, sandbox_type, files FROM sandbox_shares
       WHERE id = ? AND (expires_at IS NULL OR expires_at > ?)`,
    ),
    createJob: db.prepare<[string, string, string, string, string | null, string, string]>(
      `INSERT INTO sandbox_publish_jobs (id, sandbox_id, user_id, files, problem_metadata, status,
         created_at, ready_at)
       VALUES (?, ?, ?, ?, ?, 'IN_PROGRESS', ?, ?)`,
    ),
    job: db.prepare<[string], JobRow>("SELECT * FROM sandbox_publish_jobs WHERE id = ?"),
    dueJobs: db.prepare<[string], JobRow>(
      `SELECT * FROM sandbox_publish_jobs WHERE status = 'IN_PROGRESS' AND ready_at <= ?
       ORDER BY ready_at, created_at`,
    ),
    finishJob: db.prepare<[string, string, string]>(
      "UPDATE sandbox_publish_jobs SET status = ?, finished_at = ? WHERE id = ?",
    ),
  };

  /** Deletes the visitors' shares that ended by `now`, their bytes off the total (in a transaction). */
  const deleteExpired = (now: string): number => {
    const bytes = statements.expiredBytes.get(now)?.total ?? 0;
    const deleted = statements.deleteExpiredShares.run(now).changes;
    if (deleted > 0) statements.addVisitorBytes.run(-bytes);
    return deleted;
  };

  return {
    /** Adds a sandbox unless one with its id exists (a restart keeps what was published since). */
    seed(sandbox: Omit<SandboxRecord, "version">): void {
      statements.seed.run({
        ...sandbox,
        entryFile: sandbox.entryFile ?? null,
        languageId: sandbox.languageId ?? null,
        files: JSON.stringify(sandbox.files),
        problemId: sandbox.problemId ?? null,
        problemMetadata: metadataJson(sandbox.problemMetadata),
      });
    },
    /** A learner ran, shared or saved code in a sandbox now (`languageId`: the run's). */
    touchActivity(userId: string, sandboxId: string, languageId: string | undefined, at: string) {
      statements.touch.run(userId, sandboxId, languageId ?? null, at);
    },
    /** The sandboxes a learner worked in, the latest change first. */
    activityOf(userId: string, limit: number): SandboxActivityRecord[] {
      return statements.activity.all(userId, limit).map((row) => ({
        sandbox: sandboxOf(row),
        languageId: row.activity_language_id ?? undefined,
        changedAt: row.changed_at,
      }));
    },
    find(id: string): SandboxRecord | undefined {
      const row = statements.byId.get(id);
      return row ? sandboxOf(row) : undefined;
    },
    findBySlug(slug: string): SandboxRecord | undefined {
      const row = statements.bySlug.get(slug);
      return row ? sandboxOf(row) : undefined;
    },
    /** Every published sandbox, in the order they were first seeded or published. */
    all(): SandboxRecord[] {
      return statements.all.all().map(sandboxOf);
    },
    draftOf(sandboxId: string): SandboxDraftRecord | undefined {
      const row = statements.draft.get(sandboxId);
      return row
        ? {
            sandboxId,
            userId: row.user_id,
            files: filesOf(row.files),
            savedAt: row.saved_at,
            problemMetadata: metadataOf(row.problem_metadata),
          }
        : undefined;
    },
    saveDraft(
      sandboxId: string,
      userId: string,
      files: SandboxWireFile[],
      now: string,
      problemMetadata?: SandboxProblemMetadata,
    ): void {
      statements.saveDraft.run(
        sandboxId,
        userId,
        JSON.stringify(files),
        metadataJson(problemMetadata),
        now,
      );
    },
    /**
     * The share id of this content: the existing one when the same content was shared before
     * (stored once, counted once). A visitor's share (`visitor` given) ends at
     * `visitor.expiresAt` and is refused when the visitors' live shares would hold more than
     * `visitor.totalBytes` ("total"), or its address's more than `visitor.addressBytes`
     * ("address"); a learner's is kept. Expired shares are deleted first, in the same
     * transaction, so only live bytes count.
     */
    share(
      record: SandboxShareRecord,
      contentHash: string,
      now: string,
      visitor?: { expiresAt: string; totalBytes: number; address: string; addressBytes: number },
    ): { id: string } | { refused: "total" | "address" } {
      return db.transaction((): { id: string } | { refused: "total" | "address" } => {
        deleteExpired(now);
        const existing = statements.shareByHash.get(contentHash);
        if (existing) {
          if (existing.expires_at !== null && !visitor) {
            // A learner shares a visitor's files: kept from now on, no longer a visitor's bytes.
            statements.keepShare.run(existing.id);
            statements.addVisitorBytes.run(-(statements.shareBytes.get(existing.id)?.bytes ?? 0));
          } else if (existing.expires_at !== null && visitor!.expiresAt > existing.expires_at) {
            statements.renewShare.run(visitor!.expiresAt, existing.id);
          }
          return { id: existing.id };
        }
        const files = JSON.stringify(record.files);
        const bytes = Buffer.byteLength(files);
        if (visitor) {
          const used = statements.visitorBytes.get()?.visitor_bytes ?? 0;
          if (used + bytes > visitor.totalBytes) return { refused: "total" };
          const mine = statements.addressBytes.get(visitor.address)?.total ?? 0;
          if (mine + bytes > visitor.addressBytes) return { refused: "address" };
          statements.addVisitorBytes.run(bytes);
        }
        statements.share.run(
          record.id,
          contentHash,
          record.sandboxId,
          record.sandboxType,
          files,
          now,
          visitor?.expiresAt ?? null,
          bytes,
          visitor?.address ?? null,
        );
        return { id: record.id };
      })();
    },
    /** Deletes the visitors' shares that ended by `now`; answers how many. */
    deleteExpiredShares(now: string): number {
      return db.transaction(() => deleteExpired(now))();
    },
    /** A share still live at `now` (an expired one is as gone as a deleted one). */
    findShare(id: string, now: string): SandboxShareRecord | undefined {
      const row = statements.shareById.get(id, now);
      return row
        ? {
            id: row.id,
            sandboxId: row.sandbox_id,
            sandboxType: row.sandbox_type as SandboxType,
            files: filesOf(row.files),
          }
        : undefined;
    },
    createJob(job: Omit<PublishJobRecord, "status" | "finishedAt">): void {
      statements.createJob.run(
        job.id,
        job.sandboxId,
        job.userId,
        JSON.stringify(job.files),
        metadataJson(job.problemMetadata),
        job.createdAt,
        job.readyAt,
      );
    },
    findJob(id: string): PublishJobRecord | undefined {
      const row = statements.job.get(id);
      return row ? jobOf(row) : undefined;
    },
    /**
     * Finishes the jobs due by `now`, oldest first, in one transaction: each copies its files into
     * the published version and clears the author's draft (it is published now).
     */
    settleDueJobs(now: string): void {
      db.transaction(() => {
        for (const row of statements.dueJobs.all(now)) {
          statements.publish.run(row.files, row.problem_metadata, row.ready_at, row.sandbox_id);
          statements.dropDraft.run(row.sandbox_id, row.created_at);
          statements.finishJob.run("PUBLISHED", row.ready_at, row.id);
        }
      })();
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
