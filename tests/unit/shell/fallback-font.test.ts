import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { averageWidth, readFontMetrics } from "../../support/font-metrics";

/**
 * The "Lexend Fallback" faces of app/styles/app.css (docs/decisions/024): Arial resized to
 * Lexend's room, so the web font's swap moves no text. Every figure is recomputed here from the
 * Lexend files in node_modules; a new Lexend version with other metrics fails this test.
 */
const root = path.resolve(__dirname, "../../..");
const appCss = readFileSync(path.join(root, "app/styles/app.css"), "utf8");
const lexendDir = path.join(root, "node_modules/@fontsource-variable/lexend");
const lexend = readFontMetrics(
  readFileSync(path.join(lexendDir, "files/lexend-latin-wght-normal.woff2")),
);

/**
 * Arial's average advance width (averageWidth's English weights), regular and bold. Computed from
 * Liberation Sans 2.1, Arial's metric twin (the same advance widths; /usr/share/fonts on Debian),
 * and computed again below when that file is there.
 */
const ARIAL = { regular: 0.44484, bold: 0.47821 };
const LIBERATION = "/usr/share/fonts/truetype/liberation";

/** Each face: the band of CSS weights it serves, the Lexend weight it matches, Arial's face. */
const FACES = [
  { weights: "100 449", lexend: 400, arial: "regular" },
  { weights: "450 549", lexend: 500, arial: "regular" },
  { weights: "550 624", lexend: 600, arial: "bold" },
  { weights: "625 674", lexend: 650, arial: "bold" },
  { weights: "675 900", lexend: 700, arial: "bold" },
] as const;

const LOCAL_NAMES = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"],
  bold: [
    "Arial Bold",
    "Arial-BoldMT",
    "Liberation Sans Bold",
    "LiberationSans-Bold",
    "Arimo Bold",
    "Arimo-Bold",
  ],
};

/** The declarations of each @font-face of a family, comments dropped. */
function facesOf(css: string, family: string): Record<string, string>[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...plain.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) =>
      Object.fromEntries(
        match[1]
          .split(";")
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const colon = declaration.indexOf(":");
            return [
              declaration.slice(0, colon).trim(),
              declaration
                .slice(colon + 1)
                .replace(/\s+/g, " ")
                .trim(),
            ];
          }),
      ),
    )
    .filter((face) => face["font-family"]?.replace(/['"]/g, "") === family);
}

/** A percentage of the stylesheet equals `expected` written to the hundredth of a percent. */
function expectPercent(value: string, expected: number): void {
  expect(value).toMatch(/^-?[\d.]+%$/);
  expect(Math.abs(parseFloat(value) - expected * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
}

/** The characters Lexend draws: each subset file's glyphs within that subset's unicode-range. */
function lexendCodePoints(): Set<number> {
  const css = readFileSync(path.join(lexendDir, "index.css"), "utf8");
  const found = new Set<number>();
  const faces = [...css.matchAll(/url\(\.\/(files\/[^)]+)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)];
  expect(faces.length).toBe(3);
  for (const [, file, range] of faces) {
    const ranges = parseRanges(range);
    for (const code of readFontMetrics(readFileSync(path.join(lexendDir, file))).codePoints())
      if (code >= 0x20 && ranges.some(([from, to]) => code >= from && code <= to)) found.add(code);
  }
  return found;
}

function parseRanges(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const expand = (ranges: [number, number][]) =>
  new Set(
    ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)),
  );

describe("the metric-matched fallback of the web font", () => {
  const faces = facesOf(appCss, "Lexend Fallback");

  // The first paint's stack, and the one the web-font script switches to once Lexend has loaded
  // (data-web-font, decision 069).
  const stacks = [...appCss.matchAll(/--font-sans:\s*([^;]+);/g)].map((match) =>
    match[1]
      .replace(/\s+/g, " ")
      .split(",")
      .map((family) => family.trim().replace(/['"]/g, "")),
  );

  it("holds the first paint, and comes right after Lexend once it has loaded", () => {
    expect(stacks).toHaveLength(2);
    const [loaded, firstPaint] = stacks;
    expect(firstPaint[0]).toBe("Lexend Fallback");
    expect(loaded.slice(0, 3)).toEqual(["Lexend Variable", "Lexend", "Lexend Fallback"]);
    expect(loaded.slice(3)).toEqual(firstPaint.slice(1));
    expect(firstPaint.at(-1)).toBe("sans-serif");
    expect(appCss).toMatch(/:root\[data-web-font\]\s*\{\s*--font-sans:\s*"Lexend Variable"/);
  });

  it("has one face per weight band, on Arial or its metric twins", () => {
    expect(faces.map((face) => face["font-weight"])).toEqual(FACES.map((face) => face.weights));
    faces.forEach((face, i) => {
      const names = [...face.src.matchAll(/local\("([^"]+)"\)/g)].map((match) => match[1]);
      expect(names).toEqual(LOCAL_NAMES[FACES[i].arial]);
      expect(face.src).not.toContain("url(");
    });
  });

  it("takes Lexend's width and vertical metrics at each weight", () => {
    expect(lexend.unitsPerEm).toBe(1000);
    faces.forEach((face, i) => {
      const { lexend: weight, arial } = FACES[i];
      const sizeAdjust = averageWidth(lexend, weight) / ARIAL[arial];
      expectPercent(face["size-adjust"], sizeAdjust);
      // The overrides apply to the adjusted size: divided by size-adjust, they give Lexend's.
      expectPercent(face["ascent-override"], lexend.ascent / lexend.unitsPerEm / sizeAdjust);
      expectPercent(face["descent-override"], -lexend.descent / lexend.unitsPerEm / sizeAdjust);
      expectPercent(face["line-gap-override"], lexend.lineGap / lexend.unitsPerEm / sizeAdjust);
    });
  });

  it("covers exactly the characters Lexend draws (others fall back as before)", () => {
    const expected = lexendCodePoints();
    for (const face of faces) {
      const covered = expand(parseRanges(face["unicode-range"]));
      expect([...covered].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    }
  });

  it.skipIf(!existsSync(path.join(LIBERATION, "LiberationSans-Regular.ttf")))(
    "uses Arial's average widths as Liberation Sans has them",
    () => {
      for (const [weight, file] of [
        ["regular", "LiberationSans-Regular.ttf"],
        ["bold", "LiberationSans-Bold.ttf"],
      ] as const) {
        const font = readFontMetrics(readFileSync(path.join(LIBERATION, file)));
        expect(averageWidth(font)).toBeCloseTo(ARIAL[weight], 5);
      }
    },
  );
});
