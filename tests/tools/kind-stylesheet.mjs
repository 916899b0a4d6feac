// Moves a widget kind from its CSS Module to a stylesheet of its own (decision 074):
//   node tests/tools/kind-stylesheet.mjs <folder>      e.g. node tests/tools/kind-stylesheet.mjs quote
// app/widgets/<folder>/<Name>.module.css becomes <folder>.css with each class `.x` renamed
// `.<folder>__x` (and its keyframes); `styles.x` in the folder's components becomes the literal
// class; index.server.ts names the stylesheet. It stops on what needs a person: `composes`, a
// module that another folder imports, `styles[...]` left in a component (printed). Then update
// the tests that read the old class names, and run tests/unit/widgets/kind-stylesheets.test.ts.
import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";

const folder = process.argv[2];
const dir = path.join("app/widgets", folder ?? "");
if (!folder || !fs.existsSync(dir)) throw new Error("usage: kind-stylesheet.mjs <widget folder>");
const modules = fs.readdirSync(dir).filter((file) => file.endsWith(".module.css"));
if (modules.length !== 1)
  throw new Error(`${dir}: expected one CSS Module, found ${modules.length}`);
const [moduleFile] = modules;

const root = postcss.parse(fs.readFileSync(path.join(dir, moduleFile), "utf8"));
root.walkDecls("composes", () => {
  throw new Error(`${moduleFile} uses composes: move it by hand`);
});
const keyframes = new Map();
root.walkAtRules(/keyframes$/i, (rule) => {
  keyframes.set(rule.params.trim(), `${folder}__${rule.params.trim()}`);
  rule.params = `${folder}__${rule.params.trim()}`;
});
const insideGlobal = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === "pseudo" && parent.value === ":global") return true;
  return false;
};
root.walkRules((rule) => {
  if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
  rule.selector = selectorParser((selectors) => {
    selectors.walk((node) => {
      if (node.type === "class" && !insideGlobal(node)) node.value = `${folder}__${node.value}`;
    });
    selectors.walkPseudos((node) => {
      if (node.value === ":global") node.replaceWith(...node.nodes.flatMap((inner) => inner.nodes));
    });
  }).processSync(rule.selector);
});
root.walkDecls(/^animation(-name)?$/, (decl) => {
  for (const [from, to] of keyframes)
    decl.value = decl.value.replace(new RegExp(`\\b${from}\\b`), to);
});

const importers = fs
  .readdirSync("app", { recursive: true })
  .map((file) => path.join("app", file))
  .filter((file) => /\.tsx?$/.test(file) && fs.readFileSync(file, "utf8").includes(moduleFile));
const outside = importers.filter((file) => path.dirname(file) !== dir);
if (outside.length)
  throw new Error(`${moduleFile} is imported outside ${dir}: ${outside.join(", ")}`);

fs.writeFileSync(path.join(dir, `${folder}.css`), root.toString());
fs.rmSync(path.join(dir, moduleFile));
for (const file of importers) {
  const source = fs
    .readFileSync(file, "utf8")
    .replace(`import styles from "./${moduleFile}";\n`, "")
    .replace(/className=\{styles\.(\w+)\}/g, `className="${folder}__$1"`)
    .replace(/\$\{styles\.(\w+)\}/g, `${folder}__$1`)
    .replace(/\bstyles\.(\w+)/g, `"${folder}__$1"`);
  fs.writeFileSync(file, source);
  for (const left of source.match(/\bstyles\b.*/g) ?? [])
    console.log(`${file}: left for you: ${left}`);
}
const server = path.join(dir, "index.server.ts");
fs.writeFileSync(
  server,
  fs
    .readFileSync(server, "utf8")
    .replace(
      'import { defineWidgetServer } from "../define.server";\n',
      `import { defineWidgetServer } from "../define.server";\nimport stylesheet from "./${folder}.css";\n`,
    )
    .replace(/(\n {2}schema: \w+,\n)/, "$1  stylesheet,\n"),
);
console.log(`${dir}: ${moduleFile} -> ${folder}.css; run prettier on the folder`);
