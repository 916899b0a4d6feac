/**
 * A lazy image in the server's HTML holds its address here instead of in src (and srcset), set by
 * the inline script once the first paint is there (docs/decisions/028).
 */
export const AFTER_PAINT_SRC = "data-after-paint-src";
export const AFTER_PAINT_SRCSET = "data-after-paint-srcset";
