import { createContext } from "react";

/**
 * How soon a cell's images load (CellGrid.tsx): the page's first cells are what a phone shows
 * first and usually hold the largest paint, so their images load at once ("eager") instead of
 * lazily, and the very first cell's first ("high": fetchpriority high). Issue 17: the home page's
 * hero image (first cell) and a course page's overview image (second) were the LCP elements, both
 * marked loading="lazy".
 */
export type ImagePriority = "high" | "eager" | undefined;

export const ImagePriorityContext = createContext<ImagePriority>(undefined);

/** The priority of the root cell at `index` of a page. */
export function imagePriorityOf(index: number): ImagePriority {
  if (index === 0) return "high";
  return index === 1 ? "eager" : undefined;
}
