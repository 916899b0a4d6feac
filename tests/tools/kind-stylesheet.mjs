// Moves a widget kind from its CSS Module to a stylesheet of its own (decision 074):
//   node tests/tools/kind-stylesheet.mjs <folder>      e.g. node tests/tools/kind-stylesheet.mjs quote
// app/widgets/<folder>/<Name>.module.css becomes <folder>.css with each class `.x` renamed
// `.<folder>__x` (and its keyframes); `styles.x` in the folder's components becomes the literal
// class (tests/tools/module-stylesheet.mjs); index.server.ts names the stylesheet. It stops on a
// module that another folder imports, and prints `styles[...]` left in a component. Then update
// the tests that read the old class names, and run tests/unit/widgets/kind-stylesheets.test.ts.
import fs from "node:fs";
import path from "node:path";
import { importersOf, moveModuleToStylesheet } from "./module-stylesheet.mjs";

const folder = process.argv[2];
const dir = path.join("app/widgets", folder ?? "");
if (!folder || !fs.existsSync(dir)) throw new Error("usage: kind-stylesheet.mjs <widget folder>");
const modules = fs.readdirSync(dir).filter((file) => file.endsWith(".module.css"));
if (modules.length !== 1)
  throw new Error(`${dir}: expected one CSS Module, found ${modules.length}`);
const [moduleFile] = modules;
const outside = importersOf(path.join(dir, moduleFile))
  .map((importer) => importer.file)
  .filter((file) => path.dirname(file) !== dir);
if (outside.length)
  throw new Error(`${moduleFile} is imported outside ${dir}: ${outside.join(", ")}`);

moveModuleToStylesheet(path.join(dir, moduleFile), folder, path.join(dir, `${folder}.css`));
const server = path.join(dir, "index.server.ts");
fs.writeFileSync(
  server,
  fs
    .readFileSync(server, "utf8")
    .replace(
      'import { defineWidgetServer } from "../define.server";\n',
      `import { defineWidgetServer } from "../define.server";\nimport stylesheet from "./${folder}.css";\n`,
    )
    .replace(/(\n {2}schema: \w+,\n)/, "$1  stylesheets: [stylesheet],\n"),
);
console.log(`${dir}: ${moduleFile} -> ${folder}.css; run prettier on the folder`);
