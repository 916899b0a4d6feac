/**
 * `npm run lint:budget`: builds the client with source maps, then for every route adds up the
 * gzip size of the JavaScript a first visit loads (entry, root, the route and their shared
 * chunks, as Remix's manifest lists them) and prints a table, for information (decision 058: the
 * guard on "/" counts what Chromium loads, tests/e2e/first-load-budget.spec.ts). It fails when a
 * route ships an editor library (CodeMirror, sql.js, markdown) it does not use, or a server-only
 * library (zod). Targets: tests/budget/budgets.ts.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { BUDGETS, EDITOR_LIBRARIES, SERVER_ONLY_LIBRARIES, budgetOf } from "./budgets";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const buildDir = path.join(publicDir, "build");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  hasLoader?: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function build(): void {
  rmSync(buildDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [require.resolve("@remix-run/dev/dist/cli.js"), "build", "--sourcemap"],
    {
      cwd: root,
      // Its warning about production source maps is expected: these maps are deleted below.
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
    },
  );
}

function readManifest(): Manifest {
  const file = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("No Remix manifest in public/build: did the build run?");
  const text = readFileSync(path.join(buildDir, file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

const gzipCache = new Map<string, number>();
/** Gzip bytes of one served file, without the source-map comment the budget build adds. */
function gzipBytes(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const code = readFileSync(path.join(publicDir, url), "utf8").replace(
      /\n\/\/# sourceMappingURL=.*$/,
      "",
    );
    // gzip level 6, as the compression middleware sends it.
    size = gzipSync(code, { level: 6 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

/** The npm packages a file's source map names (what the chunk was built from). */
function packagesOf(url: string): string[] {
  try {
    const map = JSON.parse(readFileSync(path.join(publicDir, `${url}.map`), "utf8")) as {
      sources: string[];
    };
    return map.sources.flatMap((source) => {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      return match ? [match[1]] : [];
    });
  } catch {
    return [];
  }
}

/** The files a first visit to `route` loads: entry, then each route from root down to it. */
function filesOf(manifest: Manifest, route: ManifestRoute): string[] {
  const chain: ManifestRoute[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    chain.unshift(r);
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain) for (const file of [r.module, ...(r.imports ?? [])]) files.add(file);
  return [...files];
}

function urlOf(route: ManifestRoute): string {
  if (route.index) return "/";
  return `/${(route.path ?? "").replace(/^\//, "")}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every JavaScript file of the client build, as a served URL. */
function allScripts(dir = buildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allScripts(full);
    return entry.name.endsWith(".js") && !entry.name.startsWith("manifest-")
      ? [`/${path.relative(publicDir, full).split(path.sep).join("/")}`]
      : [];
  });
}

/**
 * The chunks no first visit loads: the parts a page loads when it shows them (frame parts and
 * widget kinds, app/ui/lazy-part.tsx). Listed so that what moved out of the routes stays seen;
 * the server-only check covers them too.
 */
function onDemandChunks(manifest: Manifest): string[] {
  const static_ = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const file of filesOf(manifest, route)) static_.add(file);
  }
  return allScripts().filter((file) => !static_.has(file));
}

function main(): void {
  if (!process.argv.includes("--no-build")) build();
  const manifest = readManifest();
  const rows: string[][] = [];
  const failures: string[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    const url = urlOf(route);
    const budget = budgetOf(url);
    const files = filesOf(manifest, route);
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const editors = [
      ...new Set(
        files.flatMap(packagesOf).filter((pkg) => EDITOR_LIBRARIES.some((re) => re.test(pkg))),
      ),
    ];
    const serverOnly = [
      ...new Set(
        files.flatMap(packagesOf).filter((pkg) => SERVER_ONLY_LIBRARIES.some((re) => re.test(pkg))),
      ),
    ];
    const editorsAllowed = budget.editors ?? false;
    // Over its target is shown, not failed: the manifest's sum is not what the browser loads.
    let verdict = bytes > budget.targetKb * 1024 ? "over target" : "ok";
    if (editors.length && !editorsAllowed) {
      verdict = "EDITOR";
      failures.push(`${url}: ships editor libraries it does not use (${editors.join(", ")})`);
    }
    if (serverOnly.length) {
      verdict = "SERVER";
      failures.push(`${url}: ships server-only libraries (${serverOnly.join(", ")})`);
    }
    rows.push([
      url,
      route.id,
      String(files.length),
      kb(bytes),
      String(budget.targetKb),
      editors.join(" ") || "-",
      verdict,
    ]);
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  const head = ["route", "module", "files", "KB gzip", "target", "editor libs", "verdict"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  const onDemand = onDemandChunks(manifest);
  const onDemandBytes = onDemand.reduce((sum, file) => sum + gzipBytes(file), 0);
  const onDemandServerOnly = [
    ...new Set(
      onDemand
        .flatMap(packagesOf)
        .filter((pkg) => SERVER_ONLY_LIBRARIES.some((re) => re.test(pkg))),
    ),
  ];
  if (onDemandServerOnly.length) {
    failures.push(`chunks loaded on demand ship server-only libraries (${onDemandServerOnly})`);
  }
  console.log(
    `\nLoaded on demand by the pages that show them (not in the sums above): ${onDemand.length} chunks, ${kb(onDemandBytes)} KB gzip in all.`,
  );
  const editorChunks = onDemand.filter((file) =>
    packagesOf(file).some((pkg) => EDITOR_LIBRARIES.some((re) => re.test(pkg))),
  );
  console.log(
    `Of those, ${editorChunks.length} chunks (${kb(editorChunks.reduce((sum, file) => sum + gzipBytes(file), 0))} KB gzip) hold editor libraries: the practice widgets load them after hydration (tests/e2e/practice.spec.ts proves "/" loads none).`,
  );
  console.log(`Budgets: ${BUDGETS.length} rules (tests/budget/budgets.ts).`);
  // The source-mapped build is for measuring only: it never stays to be served.
  if (!process.argv.includes("--no-build")) rmSync(buildDir, { recursive: true, force: true });
  if (failures.length) {
    console.error(`\nBundle budget breached:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
}

main();
