import { createContext } from "react";

/**
 * True inside a page's first cell (CellGrid.tsx): its images are what a phone shows first, and
 * usually the largest paint, so they load at once and first (eager, fetchpriority high) instead of
 * lazily (issue 17: the home page's hero image was the LCP element, marked loading="lazy").
 */
export const FirstCellContext = createContext(false);
