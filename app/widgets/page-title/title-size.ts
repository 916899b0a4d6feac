import { createContext, useContext } from "react";

/**
 * Spec 01 section 9: the page title size comes from the page layout
 * (pageData.layoutParams.styleOverrides.pageTitleSize), default 1 for full pages and 3 for modal
 * pages. The page frame provides it; a widget's own textSize still wins.
 */
export const PageTitleSizeContext = createContext<number>(1);

export function usePageTitleSize(): number {
  return useContext(PageTitleSizeContext);
}

/** What the page frame should provide for a page. */
export function pageTitleSizeFor(override: number | undefined, isModal: boolean): number {
  return override ?? (isModal ? 3 : 1);
}
