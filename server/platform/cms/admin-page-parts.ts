import { EDIT_MODE_PARAM } from "~/contract/editor-values";
import type { Clock } from "../clock";
import type { CatalogRepository } from "../db/catalog";
import type { ContentOverview } from "../db/content-overview";
import type { PageEditRepository } from "../db/page-edits";
import type { CellJson, PageRecord, PageRepository } from "../db/pages";
import { component, page, section, type SeedCell } from "../seed/builders";
import { band, cardGrid, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../seed/common";
import type { RecordingLinks } from "./recording";

/** What the live admin pages (admin-pages.ts) are built from, and the pieces they share. */

export interface AdminPageDeps {
  pages: PageRepository;
  edits: PageEditRepository;
  catalog: CatalogRepository;
  overview: ContentOverview;
  recordings: RecordingLinks;
  clock: Clock;
}

export const BUILDER_SUFFIX = "/builder";

/** "2025-03-04 18:30 UTC": the same for every admin, whatever their time zone. */
export const when = (iso: string | undefined) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "never";

export const editLink = (uri: string) => `${uri}?${EDIT_MODE_PARAM}=1`;

export function adminPage(
  id: string,
  uri: string,
  title: string,
  description: string,
  tree: SeedCell[],
) {
  const built = page(
    {
      id,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({ title, description, pageName: title, marketing: false }),
    },
    tree,
  );
  return built as PageRecord;
}

export function titleSection(id: string, superText: string, text: string, subText: string) {
  return section(id, { layout: band("surface", "s") }, [
    component("HEADER_TEXT", { textData: { superText, text, subText }, textSize: 1 }),
  ]);
}

export const componentCells = (cells: readonly CellJson[]) =>
  cells.filter((cell) => cell.cellType === "CELL_COMPONENT");

export function cardList(cards: ReadonlyArray<Record<string, unknown>>, numColumns = 3) {
  return component("CARD_LIST", cardGrid(cards, numColumns));
}

/** What an empty list says instead. */
export const emptyNote = (text: string) =>
  component("HEADER_TEXT", { textData: { text }, textSize: 4 });

const LIVE_PAGES = new Set(["/admin", "/admin/cms", "/admin/spot", "/service/status"]);

/** Whether the platform builds this address at answer time (a stored copy never shadows it). */
export function isLivePage(uri: string): boolean {
  return LIVE_PAGES.has(uri) || uri.endsWith(BUILDER_SUFFIX);
}
