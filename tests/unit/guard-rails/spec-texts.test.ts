import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");
const contractDir = path.join(root, "app", "contract");
// The specification's copy in the repository (docs/spec/README.md).
const specDir = path.join(root, "docs/spec");

/** Files of a folder, recursively, relative to the repository. */
function filesUnder(dir: string, skip: (rel: string, name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const rel = path.relative(root, full);
    if (skip(rel, name)) return [];
    if (statSync(full).isDirectory()) return filesUnder(full, skip);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

/** Code that may not declare a text of the contract or the spec: all but the contract and content. */
const codeFiles = ["app", "server"].flatMap((top) =>
  filesUnder(
    path.join(root, top),
    (rel, name) =>
      rel === path.join("app", "contract") || name === "seed" || /samples\.ts$/.test(name),
  ),
);

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** String literals of four words or more (sentences, not names or keys). */
function sentencesIn(file: string): string[] {
  const code = withoutComments(readFileSync(path.join(root, file), "utf8"));
  return [...code.matchAll(/"([^"\n]{12,})"|`([^`$\n]{12,})`/g)]
    .map((match) => match[1] ?? match[2])
    .filter((text) => text.trim().split(/\s+/).length >= 4);
}

describe("texts are declared once, in app/contract", () => {
  it("no sentence the contract declares is written again in app or server", () => {
    const declared = new Set(
      filesUnder(contractDir, () => false).flatMap((file) => sentencesIn(file)),
    );
    expect(declared.size).toBeGreaterThan(20);
    const again = codeFiles.flatMap((file) =>
      sentencesIn(file)
        .filter((text) => declared.has(text))
        .map((text) => `${file}: "${text}"`),
    );
    expect(again).toEqual([]);
  });

  it.runIf(existsSync(specDir))("no sentence of the spec is written outside app/contract", () => {
    const spec = readdirSync(specDir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => readFileSync(path.join(specDir, name), "utf8"))
      .join("\n");
    const outside = codeFiles.flatMap((file) =>
      sentencesIn(file)
        .filter((text) => spec.includes(text))
        .map((text) => `${file}: "${text}"`),
    );
    expect(outside).toEqual([]);
  });

  it("reads the files it should", () => {
    expect(codeFiles).toContain(path.join("app", "ui", "PageStates.tsx"));
    expect(codeFiles).toContain(path.join("server", "bff", "actions", "notify.server.ts"));
    expect(codeFiles.some((file) => file.startsWith(path.join("app", "contract")))).toBe(false);
  });
});
