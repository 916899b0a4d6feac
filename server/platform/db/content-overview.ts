import type { Database } from "better-sqlite3";

/** A published sandbox as the admin dashboard lists it. */
export interface SandboxSummary {
  id: string;
  slug: string;
  title: string;
  sandboxType: string;
  version: number;
  publishedAt: string;
  /** An author's unpublished draft is waiting. */
  hasDraft: boolean;
}

/** How much the platform holds, for /service/status. */
export interface ContentCounts {
  pages: number;
  cells: number;
  forms: number;
  formSubmissions: number;
  users: number;
  admins: number;
  sandboxes: number;
  pageEdits: number;
}

/** Read-only figures across tables for the admin pages (cms/admin-pages.ts). */
export function createContentOverview(db: Database) {
  const statements = {
    sandboxes: db.prepare<
      [],
      {
        id: string;
        slug: string;
        title: string;
        sandbox_type: string;
        version: number;
        published_at: string;
        has_draft: number;
      }
    >(
      `SELECT s.id, s.slug, s.title, s.sandbox_type, s.version, s.published_at,
         EXISTS (SELECT 1 FROM sandbox_drafts d WHERE d.sandbox_id = s.id) AS has_draft
       FROM sandboxes s ORDER BY s.slug`,
    ),
    counts: db.prepare<[], ContentCounts>(
      `SELECT
         (SELECT count(*) FROM pages) AS pages,
         (SELECT count(*) FROM cells) AS cells,
         (SELECT count(*) FROM forms) AS forms,
         (SELECT count(*) FROM form_submissions) AS formSubmissions,
         (SELECT count(*) FROM users) AS users,
         (SELECT count(*) FROM users WHERE is_admin = 1) AS admins,
         (SELECT count(*) FROM sandboxes) AS sandboxes,
         (SELECT count(*) FROM page_edits) AS pageEdits`,
    ),
  };
  return {
    sandboxes(): SandboxSummary[] {
      return statements.sandboxes.all().map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        sandboxType: row.sandbox_type,
        version: row.version,
        publishedAt: row.published_at,
        hasDraft: row.has_draft === 1,
      }));
    },
    counts(): ContentCounts {
      return statements.counts.get()!;
    },
  };
}

export type ContentOverview = ReturnType<typeof createContentOverview>;
