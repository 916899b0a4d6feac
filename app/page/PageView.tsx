import type { PageResponse } from "~/contract";
import { CellGrid } from "./CellGrid";

/**
 * A loaded page. The frame parts of spec 01 section 2.3 (bars, drawers, right pane, modals) are
 * the page frame issue; this renders the cell grid with the page's separators and header size.
 */
export function PageView({ page }: { page: PageResponse }) {
  const overrides = page.pageData.layoutParams?.styleOverrides;
  return (
    <div data-page-id={page.pageId}>
      <CellGrid
        cells={page.cells}
        showCellSeparator={page.showCellSeparator}
        componentHeaderSize={overrides?.componentHeaderSize}
      />
    </div>
  );
}
