import { textToneOn } from "~/widgets/shared/color";
import type { RouteLook } from "~/shared/route-look";

export type Theme = "light" | "dark";

/** The part of pageData.pageStyle the server can judge a theme by. */
export interface PageStyleHint {
  backgroundColor?: string;
}

/**
 * The theme of the server render (spec 01 sections 2.1 and 4). Fixed looks win; preference looks
 * use the stored preference's default (the standalone compiler is dark unless stored as false, the
 * practice editor light), because the server cannot read browser storage; the client refines them.
 * Other pages follow their background colour: a dark background (brightness at most 125) means the
 * dark theme. The system colour preference is a client refinement too.
 */
export function themeFor(look: Pick<RouteLook, "theme">, pageStyle?: PageStyleHint): Theme {
  switch (look.theme) {
    case "dark":
    case "compiler-preference":
      return "dark";
    case "light":
    case "practice-preference":
      return "light";
    default: {
      const background = pageStyle?.backgroundColor;
      return background && textToneOn(background) === "light" ? "dark" : "light";
    }
  }
}
