import type { Database } from "better-sqlite3";
import {
  EDITOR_LIMITS,
  EDITOR_TEXTS,
  type PageEditEntry,
  type PageEditOperation,
} from "~/contract/editor-values";
import { isoAt, type Clock } from "../clock";
import type { CatalogRepository } from "../db/catalog";
import type { PageEditRepository } from "../db/page-edits";
import type { CellJson, PageRepository } from "../db/pages";
import type { UserRecord } from "../db/users";
import type { PageEdit, PageEditOutcome } from "./cell-edits";
import { CmsError, notFound, refused } from "./cms-error";
import type { FormEdit } from "./form-edits";

/**
 * The admin editors' service (docs/contract.md, "Admin editors"): every page edit and form edit
 * runs in one SQLite transaction that finds what it edits (404), checks the version the editor
 * read (409), checks the edit (400), stores the result with the next version and, for pages, one
 * history entry holding the cells from before. better-sqlite3 runs a transaction to its end
 * before anything else touches the database, so of two admins sending the same version exactly
 * one gets through and the other gets the 409.
 */

export interface CmsDeps {
  db: Database;
  pages: PageRepository;
  edits: PageEditRepository;
  catalog: CatalogRepository;
  clock: Clock;
}

/** Who made an edit, as the history names them. */
export function editorName(user: UserRecord): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  return name || user.email || user.phone || user.id;
}

export interface PageHistory {
  pageId: string;
  version: number;
  edits: PageEditEntry[];
}

export function createCmsService(deps: CmsDeps) {
  const { db, pages, edits, catalog, clock } = deps;

  const pageOf = (pageId: string) => {
    const page = pages.findPageById(pageId);
    if (!page) throw notFound(EDITOR_TEXTS.pageNotFound);
    return page;
  };

  const checkVersion = (current: number, sent: number, changed: string) => {
    if (current !== sent) throw new CmsError(409, changed);
  };

  /** Stores the page's new cells at the next version with its history entry. */
  const store = (
    user: UserRecord,
    pageId: string,
    version: number,
    operation: PageEditOperation,
    before: CellJson[],
    outcome: PageEditOutcome,
  ) => {
    const at = isoAt(clock());
    if (!pages.replaceCells(pageId, version, outcome.cells, at)) {
      throw new CmsError(409, EDITOR_TEXTS.pageChanged);
    }
    edits.record(
      {
        pageId,
        version: version + 1,
        operation,
        summary: outcome.summary,
        by: { userId: user.id, name: editorName(user) },
        at,
        cellsBefore: before,
      },
      EDITOR_LIMITS.historyEntries,
    );
  };

  return {
    /** A page edit (update/add/delete/swap/move cell, activity move) by an admin. */
    editPage: db.transaction(
      (
        user: UserRecord,
        pageId: string,
        version: number,
        operation: PageEditOperation,
        edit: PageEdit,
      ) => {
        const page = pageOf(pageId);
        const located = edit(page.cells);
        checkVersion(page.version ?? 1, version, EDITOR_TEXTS.pageChanged);
        store(user, pageId, version, operation, page.cells, located.commit());
      },
    ),

    /**
     * Undoes the page's newest edit: its cells go back to what that entry saved. The revert is an
     * edit of its own (operation "revert"), so reverting again undoes the revert.
     */
    revert: db.transaction((user: UserRecord, pageId: string, version: number) => {
      const page = pageOf(pageId);
      checkVersion(page.version ?? 1, version, EDITOR_TEXTS.pageChanged);
      const newest = edits.newest(pageId);
      if (!newest) throw refused(EDITOR_TEXTS.nothingToRevert);
      store(user, pageId, version, "revert", page.cells, {
        cells: newest.cellsBefore,
        summary: `Reverted "${newest.summary}" (version ${newest.version})`,
      });
    }),

    /** A page's edits, newest first. */
    history(pageId: string): PageHistory {
      const page = pageOf(pageId);
      return {
        pageId: page.id,
        version: page.version ?? 1,
        edits: edits.list(pageId, EDITOR_LIMITS.historyEntries),
      };
    },

    /** A form edit (add/update/delete/duplicate/swap/move element, element logic) by an admin. */
    editForm: db.transaction((formId: string, version: number, edit: FormEdit) => {
      const form = catalog.findForm(formId);
      if (!form) throw notFound(EDITOR_TEXTS.formNotFound);
      const located = edit(form);
      checkVersion(form.version ?? 1, version, EDITOR_TEXTS.formChanged);
      const { fields } = located.commit();
      if (!catalog.saveFormAt({ ...form, fields }, version)) {
        throw new CmsError(409, EDITOR_TEXTS.formChanged);
      }
    }),
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
