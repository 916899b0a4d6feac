import type { BgColorData, CellLayout } from "~/contract";

/** Colour and spacing keys become class names; anything but [a-z0-9-] is dropped (no injection). */
const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/i;

export function safeKey(key: string | undefined): string | undefined {
  return key && SAFE_KEY.test(key) ? key.toLowerCase() : undefined;
}

/** Classes of spec 01's background colour data (see docs/contract.md for the palette). */
export function bgClasses(bg: BgColorData | undefined): string {
  if (!bg) return "";
  const out: string[] = [];
  const bgKey = safeKey(bg.bgKey);
  if (bgKey) out.push(`bg-${bgKey}`);
  const border = safeKey(bg.bgBorderKey);
  if (border) out.push(`border-${border}`);
  const shadow = safeKey(bg.bgShadowKey);
  if (shadow) out.push(`shadow-${shadow}`);
  return out.join(" ");
}

/** Padding and margin keys are class names such as padding-top-24 or padding-right-64-left-64. */
export function layoutClasses(layout: CellLayout | undefined): string {
  if (!layout) return "";
  const keys = [...(layout.paddingKeys ?? []), ...(layout.marginKeys ?? [])]
    .map(safeKey)
    .filter((k): k is string => !!k && /^(padding|margin)-/.test(k));
  return [...keys, bgClasses(layout.bgColor)].filter(Boolean).join(" ");
}
