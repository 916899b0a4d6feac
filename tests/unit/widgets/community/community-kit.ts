import { COMMUNITY_KINDS, entriesOf } from "../family-kit";
import type { WidgetDefinition } from "~/widgets/types";

/** The registered definition of a community kind (throws when it is missing). */
export function defOf(kind: string): WidgetDefinition {
  const def = entriesOf(COMMUNITY_KINDS).find((d) => d.kind === kind);
  if (!def) throw new Error(`no community widget ${kind}`);
  return def;
}

/** The JSON a hidden field of the posting convention carries, read back from the HTML. */
export function hiddenValue(html: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  if (!match) return undefined;
  return match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
