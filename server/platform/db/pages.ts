import type { Database } from "better-sqlite3";

/** A cell as the page response carries it: the stored columns plus the fields kept in `data`. */
export interface CellJson {
  id: string;
  parentId?: string;
  cellType: string;
  position: number;
  span?: number;
  [field: string]: unknown;
}

/** A page as stored: one row in pages, its aliases and its cells. */
export interface PageRecord {
  id: string;
  /** Normalised path, e.g. "/course/data-analyst-course". */
  uri: string;
  aliases: string[];
  pageData: Record<string, unknown>;
  showCellSeparator: boolean;
  /** Seconds the client may keep the page (cacheInfo.TTL). */
  ttl: number;
  /** Page-level fields beside pageData: navigationDrawer, rightPane, onboardingData ... */
  extra: Record<string, unknown>;
  cells: CellJson[];
  updatedAt?: string;
  /**
   * Stored pages only: 1 when first stored, +1 per edit (and per reseed), the page answer's
   * `pageVersion`. Pages built per request have none and cannot be edited.
   */
  version?: number;
}

export type PageInput = Omit<PageRecord, "updatedAt" | "version">;

interface PageRow {
  id: string;
  uri: string;
  page_data: string;
  show_cell_separator: number;
  ttl: number;
  extra: string;
  updated_at: string;
  version: number;
}

interface CellRow {
  id: string;
  parent_id: string | null;
  cell_type: string;
  position: number;
  span: number | null;
  data: string;
}

/** Fields that live in their own columns; everything else of a cell goes to the data JSON. */
const CELL_COLUMNS = new Set(["id", "parentId", "cellType", "position", "span"]);

function cellData(cell: CellJson): Record<string, unknown> {
  return Object.fromEntries(Object.entries(cell).filter(([key]) => !CELL_COLUMNS.has(key)));
}

function rowToCell(row: CellRow): CellJson {
  const cell: CellJson = { id: row.id, cellType: row.cell_type, position: row.position };
  if (row.parent_id !== null) cell.parentId = row.parent_id;
  if (row.span !== null) cell.span = row.span;
  return { ...(JSON.parse(row.data) as Record<string, unknown>), ...cell };
}

/** Parents before children, siblings by position: the order a renderer builds its tree in. */
function treeOrder(cells: CellJson[]): CellJson[] {
  const byParent = new Map<string, CellJson[]>();
  for (const cell of cells) {
    const key = cell.parentId ?? "";
    byParent.set(key, [...(byParent.get(key) ?? []), cell]);
  }
  const out: CellJson[] = [];
  const seen = new Set<string>();
  const visit = (parent: string) => {
    const children = (byParent.get(parent) ?? []).sort((a, b) => a.position - b.position);
    for (const child of children) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child);
      visit(child.id);
    }
  };
  visit("");
  // Cells whose parent is missing (or that form a loop) are kept at the end, not silently lost.
  for (const cell of cells) if (!seen.has(cell.id)) out.push(cell);
  return out;
}

/**
 * Page storage. Pages are rows, not files, so a page editor can change them; every write replaces
 * a page with its cells and aliases in one transaction.
 */
export function createPageRepository(db: Database) {
  const statements = {
    pageByUri: db.prepare<[string], PageRow>("SELECT * FROM pages WHERE uri = ?"),
    pageByAlias: db.prepare<[string], PageRow>(
      "SELECT p.* FROM page_aliases a JOIN pages p ON p.id = a.page_id WHERE a.uri = ?",
    ),
    pageById: db.prepare<[string], PageRow>("SELECT * FROM pages WHERE id = ?"),
    allPages: db.prepare<[], PageRow>("SELECT * FROM pages ORDER BY uri"),
    aliases: db.prepare<[string], string>(
      "SELECT uri FROM page_aliases WHERE page_id = ? ORDER BY uri",
    ),
    cells: db.prepare<[string], CellRow>(
      "SELECT id, parent_id, cell_type, position, span, data FROM cells WHERE page_id = ?",
    ),
    deletePage: db.prepare<[string]>("DELETE FROM pages WHERE id = ?"),
    versionOf: db.prepare<[string], number>("SELECT version FROM pages WHERE id = ?"),
    deleteCells: db.prepare<[string]>("DELETE FROM cells WHERE page_id = ?"),
    bumpVersion: db.prepare<[string, string, number]>(
      "UPDATE pages SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
    ),
    // A page or alias that holds one of the new page's addresses gives it up.
    deleteByUri: db.prepare<[string]>("DELETE FROM pages WHERE uri = ?"),
    deleteAlias: db.prepare<[string]>("DELETE FROM page_aliases WHERE uri = ?"),
    insertPage: db.prepare(
      `INSERT INTO pages (id, uri, page_data, show_cell_separator, ttl, extra, updated_at, version)
       VALUES (@id, @uri, @page_data, @show_cell_separator, @ttl, @extra, @updated_at, @version)`,
    ),
    insertAlias: db.prepare<[string, string]>(
      "INSERT INTO page_aliases (uri, page_id) VALUES (?, ?)",
    ),
    insertCell: db.prepare(
      `INSERT INTO cells (page_id, id, parent_id, cell_type, position, span, data)
       VALUES (@page_id, @id, @parent_id, @cell_type, @position, @span, @data)`,
    ),
    updatePage: db.prepare(
      `UPDATE pages SET page_data = @page_data, show_cell_separator = @show_cell_separator,
       ttl = @ttl, extra = @extra, updated_at = @updated_at WHERE id = @id`,
    ),
  };

  const formPlacements = db.prepare<[], { formId: string; uri: string }>(
    `SELECT DISTINCT json_extract(c.data, '$.componentData.formId') AS formId, p.uri AS uri
       FROM cells c JOIN pages p ON p.id = c.page_id
      WHERE c.cell_type = 'CELL_COMPONENT'
        AND json_extract(c.data, '$.componentType') = 'FORM'
        AND json_type(c.data, '$.componentData.formId') = 'text'
      ORDER BY p.uri`,
  );

  statements.aliases.pluck();
  statements.versionOf.pluck();

  function toRecord(row: PageRow): PageRecord {
    return {
      id: row.id,
      uri: row.uri,
      aliases: statements.aliases.all(row.id) as unknown as string[],
      pageData: JSON.parse(row.page_data) as Record<string, unknown>,
      showCellSeparator: row.show_cell_separator === 1,
      ttl: row.ttl,
      extra: JSON.parse(row.extra) as Record<string, unknown>,
      cells: treeOrder(statements.cells.all(row.id).map(rowToCell)),
      updatedAt: row.updated_at,
      version: row.version,
    };
  }

  const insertCells = (pageId: string, cells: readonly CellJson[]) => {
    for (const cell of cells) {
      statements.insertCell.run({
        page_id: pageId,
        id: cell.id,
        parent_id: cell.parentId ?? null,
        cell_type: cell.cellType,
        position: cell.position,
        span: cell.span ?? null,
        data: JSON.stringify(cellData(cell)),
      });
    }
  };

  const savePage = db.transaction((page: PageInput) => {
    // A replaced page moves on a version, so an editor holding the old one gets a 409.
    const previous = statements.versionOf.get(page.id) as number | undefined;
    statements.deletePage.run(page.id);
    for (const uri of [page.uri, ...page.aliases]) {
      statements.deleteByUri.run(uri);
      statements.deleteAlias.run(uri);
    }
    statements.insertPage.run({
      id: page.id,
      uri: page.uri,
      page_data: JSON.stringify(page.pageData),
      show_cell_separator: page.showCellSeparator ? 1 : 0,
      ttl: page.ttl,
      extra: JSON.stringify(page.extra),
      updated_at: new Date().toISOString(),
      version: previous === undefined ? 1 : previous + 1,
    });
    for (const alias of page.aliases) statements.insertAlias.run(alias, page.id);
    insertCells(page.id, page.cells);
  });

  return {
    /** The page stored at this (already normalised) path, directly or through an alias. */
    findPageByUri(uri: string): PageRecord | undefined {
      const row = statements.pageByUri.get(uri) ?? statements.pageByAlias.get(uri);
      return row ? toRecord(row) : undefined;
    },
    findPageById(id: string): PageRecord | undefined {
      const row = statements.pageById.get(id);
      return row ? toRecord(row) : undefined;
    },
    listPages(): Array<Pick<PageRecord, "id" | "uri" | "aliases" | "updatedAt" | "version">> {
      return statements.allPages.all().map((row) => ({
        id: row.id,
        uri: row.uri,
        aliases: statements.aliases.all(row.id) as unknown as string[],
        updatedAt: row.updated_at,
        version: row.version,
      }));
    },
    /**
     * An edit: the page's cells become `cells` and its version moves from `expectedVersion` to
     * the next, or nothing changes (false) when the page is gone or at another version. Call it
     * inside the caller's transaction, which also records the edit.
     */
    replaceCells(
      id: string,
      expectedVersion: number,
      cells: readonly CellJson[],
      now: string,
    ): boolean {
      if (statements.bumpVersion.run(now, id, expectedVersion).changes !== 1) return false;
      statements.deleteCells.run(id);
      insertCells(id, cells);
      return true;
    },
    /** formId → the stored pages whose FORM cells show it (one query, not a page at a time). */
    formPlaces(): Map<string, string[]> {
      const places = new Map<string, string[]>();
      for (const { formId, uri } of formPlacements.all()) {
        places.set(formId, [...(places.get(formId) ?? []), uri]);
      }
      return places;
    },
    /** Inserts or replaces a whole page (row, aliases, cells). */
    savePage(page: PageInput): void {
      savePage(page);
    },
    /** Changes page-level fields and keeps the cells; false when no such page. */
    updatePage(
      id: string,
      patch: Partial<Pick<PageRecord, "pageData" | "showCellSeparator" | "ttl" | "extra">>,
    ): boolean {
      const current = statements.pageById.get(id);
      if (!current) return false;
      const result = statements.updatePage.run({
        id,
        page_data: patch.pageData ? JSON.stringify(patch.pageData) : current.page_data,
        show_cell_separator:
          patch.showCellSeparator === undefined
            ? current.show_cell_separator
            : patch.showCellSeparator
              ? 1
              : 0,
        ttl: patch.ttl ?? current.ttl,
        extra: patch.extra ? JSON.stringify(patch.extra) : current.extra,
        updated_at: new Date().toISOString(),
      });
      return result.changes === 1;
    },
    deletePage(id: string): boolean {
      return statements.deletePage.run(id).changes === 1;
    },
  };
}

export type PageRepository = ReturnType<typeof createPageRepository>;
