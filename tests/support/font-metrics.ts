import { brotliDecompressSync } from "node:zlib";

/**
 * Reads what a metric-matched fallback face needs from a font file (WOFF2 or plain TrueType):
 * units per em, the vertical metrics a browser lays lines out with, and each character's advance
 * width, at any weight of a variable font (fvar, avar and HVAR applied). Enough of OpenType for
 * that and no more: tests/unit/shell/fallback-font.test.ts derives the "Lexend Fallback" faces of
 * app/styles/app.css from the Lexend file in node_modules with it.
 */

/** WOFF2's known table tags, by the index its table directory gives (WOFF2 spec, 5.1). */
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca",
  "prep", "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea",
  "vmtx", "BASE", "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL",
  "SVG ", "sbix", "acnt", "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar",
  "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat",
  "Gloc", "Feat", "Sill",
]; // prettier-ignore

function woff2Tables(file: Buffer): Map<string, Buffer> {
  const count = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = file[at++];
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = file.toString("latin1", at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed unless version 3; any other table when version is not 0.
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength, transformed });
  }
  const data = brotliDecompressSync(file.subarray(at, at + file.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const entry of entries) {
    // The tables read here (head, hhea, OS/2, cmap, hmtx, fvar, avar, HVAR) are never transformed
    // in the files read (an hmtx transform would drop side bearings, not advance widths).
    if (!entry.transformed) tables.set(entry.tag, data.subarray(offset, offset + entry.length));
    offset += entry.length;
  }
  return tables;
}

function sfntTables(file: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < file.readUInt16BE(4); i++) {
    const record = 12 + i * 16;
    const offset = file.readUInt32BE(record + 8);
    tables.set(
      file.toString("latin1", record, record + 4),
      file.subarray(offset, offset + file.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

/** Character code -> glyph id, from the Unicode BMP subtable (format 4), and the codes it maps. */
function readCmap(cmap: Buffer): ((code: number) => number) & { codes: () => number[] } {
  let sub = -1;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + i * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const offset = cmap.readUInt32BE(record + 4);
    if ((platform === 3 && encoding === 1) || platform === 0) {
      if (cmap.readUInt16BE(offset) === 4) sub = offset;
    }
  }
  if (sub < 0) throw new Error("no format 4 cmap subtable");
  const segments = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const glyphOf = (code: number) => {
    for (let s = 0; s < segments; s++) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeAt = rangeOffsets + s * 2;
      const rangeOffset = cmap.readUInt16BE(rangeAt);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeAt + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  const codes = () => {
    const found: number[] = [];
    for (let s = 0; s < segments; s++) {
      const start = cmap.readUInt16BE(starts + s * 2);
      const end = Math.min(cmap.readUInt16BE(ends + s * 2), 0xfffe);
      for (let code = start; code <= end; code++) if (glyphOf(code)) found.push(code);
    }
    return found;
  };
  return Object.assign(glyphOf, { codes });
}

const f2dot14 = (table: Buffer, at: number) => table.readInt16BE(at) / 16384;

/** The wght axis's user value -> normalised coordinate (fvar, then avar's segment map). */
function normaliseWeight(fvar: Buffer, avar: Buffer | undefined, weight: number): number[] {
  const axesAt = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  const axisSize = fvar.readUInt16BE(10);
  const coords: number[] = [];
  let avarAt = 8;
  for (let a = 0; a < axisCount; a++) {
    const at = axesAt + a * axisSize;
    const tag = fvar.toString("latin1", at, at + 4);
    const [min, def, max] = [4, 8, 12].map((o) => fvar.readInt32BE(at + o) / 65536);
    const value = Math.min(max, Math.max(min, tag === "wght" ? weight : def));
    let n =
      value < def ? (value - def) / (def - min) : value > def ? (value - def) / (max - def) : 0;
    if (avar) {
      const pairs = avar.readUInt16BE(avarAt);
      const map = Array.from({ length: pairs }, (_, i) => [
        f2dot14(avar, avarAt + 2 + i * 4),
        f2dot14(avar, avarAt + 4 + i * 4),
      ]);
      avarAt += 2 + pairs * 4;
      for (let i = 1; i < map.length; i++) {
        const [[x0, y0], [x1, y1]] = [map[i - 1], map[i]];
        if (n >= x0 && n <= x1) {
          n = x1 === x0 ? y0 : y0 + ((n - x0) * (y1 - y0)) / (x1 - x0);
          break;
        }
      }
    }
    coords.push(n);
  }
  return coords;
}

/** HVAR: the advance width's delta of a glyph at normalised coordinates (OpenType 1.9, HVAR). */
function advanceDelta(hvar: Buffer, glyph: number, coords: number[]): number {
  const storeAt = hvar.readUInt32BE(4);
  const mapAt = hvar.readUInt32BE(8);
  let outer = 0;
  let inner = glyph;
  if (mapAt) {
    const format = hvar[mapAt];
    const entryFormat = hvar[mapAt + 1];
    const mapCount = format === 0 ? hvar.readUInt16BE(mapAt + 2) : hvar.readUInt32BE(mapAt + 2);
    const dataAt = mapAt + (format === 0 ? 4 : 6);
    const size = ((entryFormat >> 4) & 3) + 1;
    const innerBits = (entryFormat & 0xf) + 1;
    const index = Math.min(glyph, mapCount - 1);
    let entry = 0;
    for (let b = 0; b < size; b++) entry = entry * 256 + hvar[dataAt + index * size + b];
    outer = Math.floor(entry / 2 ** innerBits);
    inner = entry & (2 ** innerBits - 1);
  }
  const store = storeAt;
  const regionsAt = store + hvar.readUInt32BE(store + 2);
  const axisCount = hvar.readUInt16BE(regionsAt);
  const dataAt = store + hvar.readUInt32BE(store + 8 + outer * 4);
  const wordCount = hvar.readUInt16BE(dataAt + 2);
  const longWords = (wordCount & 0x8000) !== 0;
  const words = wordCount & 0x7fff;
  const regionIndexCount = hvar.readUInt16BE(dataAt + 4);
  const rowSize = longWords
    ? words * 4 + (regionIndexCount - words) * 2
    : words * 2 + (regionIndexCount - words);
  let at = dataAt + 6 + regionIndexCount * 2 + inner * rowSize;
  let delta = 0;
  for (let r = 0; r < regionIndexCount; r++) {
    const wide = r < words;
    const value = longWords
      ? wide
        ? hvar.readInt32BE(at)
        : hvar.readInt16BE(at)
      : wide
        ? hvar.readInt16BE(at)
        : hvar.readInt8(at);
    at += longWords ? (wide ? 4 : 2) : wide ? 2 : 1;
    const region = regionsAt + 4 + hvar.readUInt16BE(dataAt + 6 + r * 2) * axisCount * 6;
    let scalar = 1;
    for (let a = 0; a < axisCount; a++) {
      const [start, peak, end] = [0, 2, 4].map((o) => f2dot14(hvar, region + a * 6 + o));
      const c = coords[a] ?? 0;
      if (start > peak || peak > end || (start < 0 && end > 0) || peak === 0) continue;
      if (c < start || c > end) scalar = 0;
      else if (c < peak) scalar *= (c - start) / (peak - start);
      else if (c > peak) scalar *= (end - c) / (end - peak);
    }
    delta += scalar * value;
  }
  return delta;
}

interface FontMetrics {
  unitsPerEm: number;
  /** The metrics Chromium lays lines out with on Linux and macOS: hhea's, or OS/2's typo ones. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** A character's advance width in font units; `weight` for a variable font's wght axis. */
  advance(char: string, weight?: number): number;
  /** The characters the font has a glyph for. */
  codePoints(): number[];
}

export function readFontMetrics(file: Buffer): FontMetrics {
  const tables = file.toString("latin1", 0, 4) === "wOF2" ? woff2Tables(file) : sfntTables(file);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`no ${tag} table`);
    return found;
  };
  const head = table("head");
  const hhea = table("hhea");
  const os2 = table("OS/2");
  const hmtx = table("hmtx");
  const glyphOf = readCmap(table("cmap"));
  const metricsCount = hhea.readUInt16BE(34);
  const useTypo = (os2.readUInt16BE(62) & 0x80) !== 0;
  const [fvar, avar, hvar] = ["fvar", "avar", "HVAR"].map((tag) => tables.get(tag));
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    advance(char, weight) {
      const glyph = glyphOf(char.codePointAt(0) ?? 0);
      const base = hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4);
      if (weight === undefined || !fvar || !hvar) return base;
      return base + advanceDelta(hvar, glyph, normaliseWeight(fvar, avar, weight));
    },
    codePoints: glyphOf.codes,
  };
}

/**
 * How often each character occurs in English prose, per 1,000 characters (the letters' shares
 * of English text, a space every 5.5 characters, capitals at sentence and name starts, a few
 * digits and punctuation marks): the weights of a font's average character width.
 */
const ENGLISH_WEIGHTS: Record<string, number> = {
  " ": 180, e: 96, t: 70, a: 63, o: 60, i: 57, n: 54, s: 50, r: 47, h: 40, l: 32, d: 31, c: 24,
  u: 22, m: 20, f: 17, p: 16, g: 16, w: 14, y: 14, b: 12, v: 8, k: 6, x: 1.5, j: 1, q: 1, z: 1,
  T: 4, A: 3, S: 3, I: 3, C: 3, P: 2.5, M: 2.5, D: 2, B: 2, R: 2, E: 2, G: 1.5, L: 1.5, F: 1.5,
  H: 1.5, N: 1.5, W: 1.5, O: 1.5, U: 1, J: 0.5, K: 0.5, V: 0.5, Y: 0.5, Q: 0.2, X: 0.2, Z: 0.2,
  "0": 2, "1": 2, "2": 1.5, "3": 1, "4": 1, "5": 1, "6": 1, "7": 1, "8": 1, "9": 1,
  ",": 10, ".": 9, "-": 2, "'": 2, ":": 1, "(": 0.5, ")": 0.5, "?": 0.5, "!": 0.5, "/": 0.5,
}; // prettier-ignore

/** The weighted average advance width, as a fraction of the em. */
export function averageWidth(font: FontMetrics, weight?: number): number {
  let sum = 0;
  let total = 0;
  for (const [char, share] of Object.entries(ENGLISH_WEIGHTS)) {
    sum += font.advance(char, weight) * share;
    total += share;
  }
  return sum / total / font.unitsPerEm;
}
