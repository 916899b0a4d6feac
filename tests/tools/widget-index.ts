/**
 * `npm run widgets:index`: writes the lists derived from the widget kinds' definitions (one folder
 * per kind, app/widgets/<kind>/index.ts and index.server.ts): the registry's kinds, the server's
 * kinds and the contract's schema list. The
 * classic compiler has no glob imports, so the lists are written, never edited by hand;
 * `--check` (and tests/unit/widgets/kind-index.test.ts) fails when one is stale.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import prettier from "prettier";

export interface KindFolder {
  /** The folder's name under app/widgets. */
  folder: string;
  /** index.ts, when the folder has one. */
  browser?: string;
  /** index.server.ts, when the folder has one. */
  server?: string;
}

interface KindEntry {
  folder: string;
  kind: string;
  widget: string;
  server: string;
  schema: string;
  schemaFile: string;
}

const BROWSER = /export const (\w+) = defineWidget\(\{\s*kind: "(\w+)"/;
const SERVER = /export const (\w+) = defineWidgetServer\(\{\s*kind: "(\w+)",\s*schema: (\w+),/;

/** The kinds the folders define; throws on a half without the other or a kind defined twice. */
export function kindEntries(folders: readonly KindFolder[]): KindEntry[] {
  const entries: KindEntry[] = [];
  for (const { folder, browser, server } of folders) {
    const b = browser?.match(BROWSER);
    const s = server?.match(SERVER);
    if (!b && !s) continue;
    if (!b || !s)
      throw new Error(`app/widgets/${folder}: a kind needs index.ts and index.server.ts`);
    if (b[2] !== s[2]) throw new Error(`app/widgets/${folder}: ${b[2]} and ${s[2]} differ`);
    const schemaFile = server!.match(
      new RegExp(`import \\{[^}]*\\b${s[3]}\\b[^}]*\\} from "~/contract/widgets/([\\w-]+)"`),
    )?.[1];
    if (!schemaFile) throw new Error(`app/widgets/${folder}: its schema comes from the contract`);
    entries.push({
      folder,
      kind: b[2],
      widget: b[1],
      server: s[1],
      schema: s[3],
      schemaFile,
    });
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.kind)) throw new Error(`${entry.kind} is defined twice`);
    seen.add(entry.kind);
  }
  return entries.sort((a, b) => a.folder.localeCompare(b.folder));
}

const HEAD =
  "// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.\n";

function kindList(name: string, type: string, entries: KindEntry[], doc: string): string {
  return (
    HEAD +
    `import type { ${type} } from "./${type === "WidgetKind" ? "types" : "define.server"}";\n` +
    entries.map((e) => `import { ${e.widget} } from "./${e.folder}";\n`).join("") +
    `\n/** ${doc} */\nexport const ${name}: readonly ${type}[] = [${entries.map((e) => e.widget).join(", ")}];\n`
  );
}

/** The derived files (path under the repository -> text, before formatting). */
export function indexFiles(entries: readonly KindEntry[]): Record<string, string> {
  return {
    "app/widgets/kinds.ts": kindList(
      "widgetKinds",
      "WidgetKind",
      [...entries],
      "Every kind's definition: the registry's list (a kind with `load` is a chunk of its own).",
    ),
    "app/widgets/kinds.server.ts":
      HEAD +
      `import type { WidgetServerKind } from "./define.server";\n` +
      entries.map((e) => `import { ${e.server} } from "./${e.folder}/index.server";\n`).join("") +
      `\n/** Every kind's server half: schema, samples and editor form (server-only). */\n` +
      `export const serverKinds: readonly WidgetServerKind[] = [${entries.map((e) => e.server).join(", ")}];\n`,
    "app/contract/widgets/schemas.ts":
      HEAD +
      `import type { z } from "zod";\n` +
      [...new Set(entries.map((e) => e.schemaFile))]
        .map((file) => {
          const names = [
            ...new Set(entries.filter((e) => e.schemaFile === file).map((e) => e.schema)),
          ];
          return `import { ${names.sort().join(", ")} } from "./${file}";\n`;
        })
        .join("") +
      `\n/**\n * Every widget kind's componentData schema, by componentType, as the kinds' definitions name\n` +
      ` * them (app/widgets/<kind>/index.server.ts): the BFF reads each component cell with it, the page\n` +
      ` * editor builds its forms from it and the platform refuses an edit that fails it. The one place\n` +
      ` * the platform and the tests import the schemas from.\n */\n` +
      `export const WIDGET_SCHEMAS: Readonly<Record<string, z.ZodTypeAny>> = {\n` +
      entries.map((e) => `  ${e.kind}: ${e.schema},\n`).join("") +
      `};\n\n/** The schema of a kind, if it is one. */\n` +
      `export function widgetSchemaOf(kind: string): z.ZodTypeAny | undefined {\n` +
      `  return Object.prototype.hasOwnProperty.call(WIDGET_SCHEMAS, kind)\n    ? WIDGET_SCHEMAS[kind]\n    : undefined;\n}\n`,
  };
}

const root = path.resolve(__dirname, "../..");

/** The folders of app/widgets with their definition files. */
export function readKindFolders(widgetsDir = path.join(root, "app/widgets")): KindFolder[] {
  const text = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : undefined);
  return readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      folder: entry.name,
      browser: text(path.join(widgetsDir, entry.name, "index.ts")),
      server: text(path.join(widgetsDir, entry.name, "index.server.ts")),
    }));
}

/** The derived files as prettier writes them. */
export async function formattedIndexFiles(folders: readonly KindFolder[]) {
  const files = indexFiles(kindEntries(folders));
  const out: Record<string, string> = {};
  for (const [file, source] of Object.entries(files)) {
    const options = (await prettier.resolveConfig(path.join(root, file))) ?? {};
    out[file] = await prettier.format(source, { ...options, filepath: file });
  }
  return out;
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  for (const [file, text] of Object.entries(await formattedIndexFiles(readKindFolders()))) {
    const target = path.join(root, file);
    if ((existsSync(target) ? readFileSync(target, "utf8") : "") === text) continue;
    if (check) stale.push(file);
    else writeFileSync(target, text);
  }
  if (stale.length) {
    console.error(`stale, run npm run widgets:index: ${stale.join(", ")}`);
    process.exit(1);
  }
}

if (require.main === module) void main();
