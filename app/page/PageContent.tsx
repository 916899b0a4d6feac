import type { PageResponse } from "~/contract";
import { PageTitleSizeContext, pageTitleSizeFor } from "~/widgets/page-title/title-size";
import { CellGrid } from "./CellGrid";

/**
 * A page's cells with its separators and type sizes, without the frame: the main page inside
 * its frame, and the pages shown in a modal, a drawer or the right pane.
 */
export function PageContent({ page, isModal = false }: { page: PageResponse; isModal?: boolean }) {
  const overrides = page.pageData.layoutParams?.styleOverrides;
  return (
    <PageTitleSizeContext.Provider value={pageTitleSizeFor(overrides?.pageTitleSize, isModal)}>
      <CellGrid
        cells={page.cells}
        showCellSeparator={page.showCellSeparator}
        componentHeaderSize={overrides?.componentHeaderSize}
      />
    </PageTitleSizeContext.Provider>
  );
}
