/** Spec 01 section 9: text on a background is light or dark by brightness threshold 125. */
export const BRIGHTNESS_THRESHOLD = 125;

export function brightness(hex: string): number | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  const r = parseInt(h.slice(0, 2), 16);
  const g = parseInt(h.slice(2, 4), 16);
  const b = parseInt(h.slice(4, 6), 16);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** "dark" text on bright backgrounds, "light" text otherwise; unknown colours keep the theme's. */
export function textToneOn(hex: string): "dark" | "light" | undefined {
  const value = brightness(hex);
  if (value === undefined) return undefined;
  return value > BRIGHTNESS_THRESHOLD ? "dark" : "light";
}
