// Moves a CSS Module into a plain stylesheet linked where it is shown (decisions 074 and 075):
//   node tests/tools/module-stylesheet.mjs <module.css> <prefix> <sheet.css>
// e.g. node tests/tools/module-stylesheet.mjs app/practice/practice.module.css practice app/practice/practice.css
// Each class `.x` becomes `.<prefix>__x` (and its keyframes); a local `composes` becomes the
// composed classes written beside it; the rules are appended to <sheet.css>. In every app file
// that imports the module, `styles.x` becomes the literal class. It stops on what needs a person
// (`composes … from`) and prints each `styles` use it could not rewrite.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";

const insideGlobal = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === "pseudo" && parent.value === ":global") return true;
  return false;
};

/** The module's rules, renamed; and the classes each of its names stands for. */
function renamed(moduleFile, prefix) {
  const root = postcss.parse(fs.readFileSync(moduleFile, "utf8"));
  const composed = new Map();
  root.walkDecls("composes", (decl) => {
    if (/\bfrom\b/.test(decl.value)) throw new Error(`${moduleFile}: composes from: by hand`);
    decl.parent.selectors.forEach((selector) => {
      const name = selector.trim().match(/^\.([\w-]+)$/)?.[1];
      if (!name) throw new Error(`${moduleFile}: composes in "${selector}": by hand`);
      composed.set(name, [...(composed.get(name) ?? []), ...decl.value.trim().split(/\s+/)]);
    });
    decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  const keyframes = new Map();
  root.walkAtRules(/keyframes$/i, (rule) => {
    keyframes.set(rule.params.trim(), `${prefix}__${rule.params.trim()}`);
    rule.params = `${prefix}__${rule.params.trim()}`;
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    rule.selector = selectorParser((selectors) => {
      selectors.walk((node) => {
        if (node.type === "class" && !insideGlobal(node)) node.value = `${prefix}__${node.value}`;
      });
      selectors.walkPseudos((node) => {
        if (node.value === ":global")
          node.replaceWith(...node.nodes.flatMap((inner) => inner.nodes));
      });
    }).processSync(rule.selector);
  });
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const [from, to] of keyframes)
      decl.value = decl.value.replace(new RegExp(`\\b${from}\\b`), to);
  });
  const classesOf = (name, seen = new Set()) =>
    seen.has(name)
      ? []
      : [name, ...(composed.get(name) ?? []).flatMap((inner) => classesOf(inner, seen.add(name)))];
  const classList = (name) => [...new Set(classesOf(name))].map((c) => `${prefix}__${c}`).join(" ");
  return { css: root.toString(), classList };
}

/** The app files that import moduleFile, with the name they import it as. */
export function importersOf(moduleFile) {
  const target = path.resolve(moduleFile);
  return fs
    .readdirSync("app", { recursive: true })
    .map((file) => path.join("app", file))
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      for (const match of source.matchAll(/^import (\w+) from "([^"]+\.module\.css)";\n/gm)) {
        const specifier = match[2];
        const resolved = specifier.startsWith("~/")
          ? path.resolve("app", specifier.slice(2))
          : path.resolve(path.dirname(file), specifier);
        if (resolved === target) return [{ file, line: match[0], name: match[1] }];
      }
      return [];
    });
}

export function moveModuleToStylesheet(moduleFile, prefix, sheetFile) {
  const { css, classList } = renamed(moduleFile, prefix);
  const importers = importersOf(moduleFile);
  const before = fs.existsSync(sheetFile)
    ? `${fs.readFileSync(sheetFile, "utf8").trimEnd()}\n\n`
    : "";
  fs.writeFileSync(sheetFile, `${before}${css.trim()}\n`);
  fs.rmSync(moduleFile);
  for (const { file, line, name } of importers) {
    const source = fs
      .readFileSync(file, "utf8")
      .replace(line, "")
      .replace(
        new RegExp(`className=\\{${name}\\.(\\w+)\\}`, "g"),
        (_, c) => `className="${classList(c)}"`,
      )
      .replace(new RegExp(`\\$\\{${name}\\.(\\w+)\\}`, "g"), (_, c) => classList(c))
      .replace(new RegExp(`\\b${name}\\.(\\w+)`, "g"), (_, c) => `"${classList(c)}"`);
    fs.writeFileSync(file, source);
    for (const left of source.match(new RegExp(`\\b${name}\\b.*`, "g")) ?? [])
      console.log(`${file}: left for you: ${left}`);
  }
  return importers.map((importer) => importer.file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [moduleFile, prefix, sheetFile] = process.argv.slice(2);
  if (!moduleFile?.endsWith(".module.css") || !prefix || !sheetFile?.endsWith(".css"))
    throw new Error("usage: module-stylesheet.mjs <module.css> <prefix> <sheet.css>");
  const files = moveModuleToStylesheet(moduleFile, prefix, sheetFile);
  console.log(`${moduleFile} -> ${sheetFile} (${prefix}__*), rewrote ${files.join(", ")}`);
}
