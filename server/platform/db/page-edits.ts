import type { Database } from "better-sqlite3";
import type { PageEditEntry, PageEditOperation } from "~/contract/editor-values";
import type { CellJson } from "./pages";

/** A stored edit: the history entry plus the page's cells from before it (what a revert restores). */
export interface PageEditRecord extends PageEditEntry {
  pageId: string;
  cellsBefore: CellJson[];
}

/** An edit of any page, for the admin dashboard's recent edits. */
export interface RecentPageEdit extends PageEditEntry {
  pageId: string;
  pageUri: string;
}

interface EditRow {
  id: number;
  page_id: string;
  version: number;
  operation: PageEditOperation;
  summary: string;
  user_id: string;
  user_name: string;
  cells_before: string;
  created_at: string;
}

const entryOf = (row: EditRow): PageEditEntry => ({
  version: row.version,
  operation: row.operation,
  summary: row.summary,
  by: { userId: row.user_id, name: row.user_name },
  at: row.created_at,
});

/**
 * The edit history of pages (docs/contract.md, "Admin editors"): newest first, at most `keep`
 * entries per page. Writes run inside the caller's transaction, beside the page's new cells.
 */
export function createPageEditRepository(db: Database) {
  const statements = {
    insert: db.prepare(
      `INSERT INTO page_edits
         (page_id, version, operation, summary, user_id, user_name, cells_before, created_at)
       VALUES (@pageId, @version, @operation, @summary, @userId, @userName, @cellsBefore, @at)`,
    ),
    trim: db.prepare<[string, string, number]>(
      `DELETE FROM page_edits WHERE page_id = ? AND id NOT IN
         (SELECT id FROM page_edits WHERE page_id = ? ORDER BY id DESC LIMIT ?)`,
    ),
    list: db.prepare<[string, number], EditRow>(
      "SELECT * FROM page_edits WHERE page_id = ? ORDER BY id DESC LIMIT ?",
    ),
    recent: db.prepare<[number], EditRow & { uri: string }>(
      `SELECT e.*, p.uri FROM page_edits e JOIN pages p ON p.id = e.page_id
       ORDER BY e.id DESC LIMIT ?`,
    ),
  };

  return {
    /** Records an edit and drops the page's entries beyond the newest `keep`. */
    record(edit: PageEditRecord, keep: number): void {
      statements.insert.run({
        pageId: edit.pageId,
        version: edit.version,
        operation: edit.operation,
        summary: edit.summary,
        userId: edit.by.userId,
        userName: edit.by.name,
        cellsBefore: JSON.stringify(edit.cellsBefore),
        at: edit.at,
      });
      statements.trim.run(edit.pageId, edit.pageId, keep);
    },
    /** A page's edits, newest first. */
    list(pageId: string, limit: number): PageEditEntry[] {
      return statements.list.all(pageId, limit).map(entryOf);
    },
    /** The page's newest edit with the cells from before it; undefined when there is none. */
    newest(pageId: string): PageEditRecord | undefined {
      const row = statements.list.get(pageId, 1);
      if (!row) return undefined;
      return {
        ...entryOf(row),
        pageId: row.page_id,
        cellsBefore: JSON.parse(row.cells_before) as CellJson[],
      };
    },
    /** The newest edits across all pages. */
    recent(limit: number): RecentPageEdit[] {
      return statements.recent
        .all(limit)
        .map((row) => ({ ...entryOf(row), pageId: row.page_id, pageUri: row.uri }));
    },
  };
}

export type PageEditRepository = ReturnType<typeof createPageEditRepository>;
