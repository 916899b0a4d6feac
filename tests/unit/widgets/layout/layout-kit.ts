import { LAYOUT_KINDS, entriesOf } from "../family-kit";
import type { WidgetDefinition } from "~/widgets/types";

/** Shared helpers of the layout family's tests (not a test file itself). */

export function layoutDef(kind: string): WidgetDefinition {
  const def = entriesOf(LAYOUT_KINDS).find((entry) => entry.kind === kind);
  if (!def) throw new Error(`${kind} is not in the layout catalogue`);
  return def;
}

/** The opening tag of the first element with this class (CSS modules are not scoped in tests). */
export function tagWithClass(html: string, className: string): string {
  const match = new RegExp(`<[a-z0-9]+[^>]*class="[^"]*\\b${className}\\b[^"]*"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with class ${className} in ${html}`);
  return match[0];
}
