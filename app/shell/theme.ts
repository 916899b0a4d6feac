import { textToneOn } from "~/widgets/shared/color";
import type { RouteLook } from "~/shared/route-look";
import type { SiteTheme } from "~/contract/values";

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
 * dark theme. With the site theme "system" this is only the first guess for a browser without
 * scripts: the inline script follows the system colour preference on every page (decision 071).
 * A site theme the visitor chose (light or dark, decision 051) replaces all of these except a
 * page's own background.
 */
export function themeFor(
  look: Pick<RouteLook, "theme">,
  pageStyle?: PageStyleHint,
  siteTheme: SiteTheme = "system",
): Theme {
  // A page background chosen upstream keeps its theme; otherwise the visitor's explicit choice
  // wins over the look's (the editors' own stored choice is applied by the client, see
  // theme-client.ts), and "system" leaves the spec's rules as they are.
  const background = pageStyle?.backgroundColor?.trim();
  if (siteTheme !== "system" && !background) return siteTheme;
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
