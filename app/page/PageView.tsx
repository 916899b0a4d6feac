import type { PageResponse } from "~/contract";
import { PageTitleSizeContext, pageTitleSizeFor } from "~/widgets/page-title/title-size";
import { CellGrid } from "./CellGrid";

/**
 * A loaded page. The frame parts of spec 01 section 2.3 (bars, drawers, right pane, modals) are
 * the page frame issue; this renders the cell grid with the page's separators and type sizes.
 */
export function PageView({ page, isModal = false }: { page: PageResponse; isModal?: boolean }) {
  const overrides = page.pageData.layoutParams?.styleOverrides;
  return (
    <div data-page-id={page.pageId}>
      <PageTitleSizeContext.Provider value={pageTitleSizeFor(overrides?.pageTitleSize, isModal)}>
        <CellGrid
          cells={page.cells}
          showCellSeparator={page.showCellSeparator}
          componentHeaderSize={overrides?.componentHeaderSize}
        />
      </PageTitleSizeContext.Provider>
    </div>
  );
}
