import type { CSSProperties } from "react";
import type { BgColorData } from "~/contract/primitives";
import { bgClasses, safeKey } from "~/widgets/shared/bg";

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * Global button classes for frame buttons, read like ButtonView reads button data: bgKey
 * "primary" (or none: `fallback`), "secondary", "text", else a filled button in that palette key.
 */
export function buttonLookClasses(
  bg: BgColorData | undefined,
  fallback: "primary" | "secondary" | "text" = "primary",
): string {
  const key = safeKey(bg?.bgKey) ?? fallback;
  if (key === "primary" || key === "secondary" || key === "text") return `btn btn-${key}`;
  return `btn btn-custom ${bgClasses(bg)}`;
}

/** textColor is a palette key (text-{key} class) or a hex colour (inline style); else nothing. */
export function textColorProps(textColor: string | undefined): {
  className: string;
  style: CSSProperties | undefined;
} {
  if (textColor && HEX_COLOR.test(textColor)) return { className: "", style: { color: textColor } };
  const key = safeKey(textColor);
  return { className: key ? `text-${key}` : "", style: undefined };
}

export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
