/**
 * `npm run bench:lighthouse`: Lighthouse's mobile figures (its default configuration: a mid-range
 * phone, simulated slow 4G and CPU slowdown) of "/", a course page and a practice problem page,
 * printed as a Markdown table with the goals beside them; never asserted.
 *
 * The product runs as `npm start` runs it, minus the build (`npm run build` first): the launcher
 * server/start.ts with the bundled reference platform, on free ports and a fresh data directory.
 * Chromium (CHROME_PATH, else /usr/bin/chromium) runs headless; LH_PAGES names the pages (home,
 * course, problem; default all); LH_RUNS runs a page (default 1)
 * and the run with the median performance score is shown. The JSON reports are written to
 * tests/artifacts/lighthouse/.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Flags, Result } from "lighthouse";
import { freePort, running, stopGroup } from "../support/processes";

const root = path.resolve(__dirname, "../..");
const reportDir = path.join(root, "tests/artifacts/lighthouse");
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Seeded pages of the reference platform (server/platform/seed, server/platform/practice). */
const ALL_PAGES = [
  { name: "home", path: "/" },
  { name: "course", path: "/course/data-analyst-course" },
  { name: "problem", path: "/problem/sum-of-two-numbers" },
];
/** LH_PAGES (names, comma-separated, e.g. "problem") runs only those; unset: all three. */
const only = process.env.LH_PAGES?.split(",").map((name) => name.trim());
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;

const GOALS = { performance: 0.98, lcpMs: 1200, tbtMs: 50, cls: 0.01 };

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/**
 * The launcher (and the platform and web server it starts) in a process group of its own, so the
 * whole group can be stopped by the launcher's id, and a Ctrl-C here reaches it through cleanup.
 */
function startProduct(port: number, platformPort: number, dataDir: string) {
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: dataDir,
    COOKIE_SECURE: "false",
  };
  // No UPSTREAM_URL: the launcher then starts the bundled platform, as `npm start` does here.
  delete env.UPSTREAM_URL;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "server/start.ts")],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-8000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

async function waitForOk(url: string, product: ReturnType<typeof startProduct>) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!running(product.child))
      throw new Error(
        `npm start's launcher exited (${product.child.exitCode})\n${product.output()}`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 90 s\n${product.output()}`);
}

/** The first DOM node an audit's details name (the LCP element audit nests it in a table). */
function firstNode(value: unknown): { selector?: string; snippet?: string } | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (record.type === "node") return record as { selector?: string; snippet?: string };
  for (const child of Object.values(record)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  lcpElement: string;
  renderBlocking: string;
  /** Same-origin requests of the run that failed (a figure without its CSS or JS is no figure). */
  failed: string[];
  /** LCP's phases (TTFB, load delay, load time, render delay) and whether its image was lazy. */
  lcpNotes: string;
  report: string;
}

/** The median (the lower of an even count's two middles) and the range of one figure. */
function medianAndRange(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return `${fixed(median, digits)} [${fixed(sorted[0], digits)}-${fixed(sorted.at(-1)!, digits)}]`;
}

/** One page's figures over its runs, each on its own. */
function spreadOf(page: string, runs: Row[]): string {
  const of = (pick: (row: Row) => number, digits = 0) => medianAndRange(runs.map(pick), digits);
  return `- ${page}: perf ${of((r) => r.performance, 2)}, FCP ${of((r) => r.fcp)} ms, LCP ${of((r) => r.lcp)} ms, TBT ${of((r) => r.tbt)} ms, CLS ${of((r) => r.cls, 3)}`;
}

/** Where LCP's time went (the LCP element audit's phase table) and the lazy-loading audit. */
function lcpNotesOf(lhr: Result): string {
  const phases: string[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.phase === "string" && typeof record.timing === "number")
      phases.push(`${record.phase} ${record.timing.toFixed(0)} ms`);
    else Object.values(record).forEach(walk);
  };
  walk(lhr.audits["largest-contentful-paint-element"]?.details);
  const lazy = lhr.audits["lcp-lazy-loaded"];
  const notes = [phases.length ? `LCP phases: ${phases.join(", ")}` : "no LCP phases"];
  if (lazy && lazy.score !== null)
    notes.push(`lcp-lazy-loaded ${lazy.score === 1 ? "passes" : "fails"}`);
  return notes.join("; ");
}

function rowOf(page: string, lhr: Result, report: string): Row {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => lhr.categories[id]?.score ?? NaN;
  const node = firstNode(lhr.audits["largest-contentful-paint-element"]?.details);
  const blocking = lhr.audits["render-blocking-resources"]?.details;
  const items =
    blocking && "items" in blocking && Array.isArray(blocking.items)
      ? (blocking.items as { url?: unknown; wastedMs?: unknown }[])
      : [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = lhr.audits["network-requests"]?.details;
  const failed = (
    requests && "items" in requests && Array.isArray(requests.items)
      ? (requests.items as { url?: unknown; statusCode?: unknown }[])
      : []
  )
    .filter((r) => String(r.url).startsWith(origin) && Number(r.statusCode) >= 400)
    .map((r) => `${String(r.url).replace(origin, "")} ${Number(r.statusCode)}`);
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcp: metric("first-contentful-paint"),
    lcpElement: node ? `\`${node.selector ?? "?"}\` ${JSON.stringify(node.snippet ?? "")}` : "none",
    renderBlocking: items.length
      ? items
          .map((item) => `${String(item.url).replace(origin, "")} (${Number(item.wastedMs)} ms)`)
          .join(", ")
      : "none",
    failed,
    lcpNotes: lcpNotesOf(lhr),
    report,
  };
}

/**
 * The page answers 200 and so does every /build/ file it links: a build running beside this one
 * (`npm run build`, `npm run lint:budget`) replaces public/build under a server that loaded the
 * previous build/web-server/main.js, and Lighthouse would then measure a page without its CSS and JS.
 */
async function checkPage(base: string, pagePath: string): Promise<void> {
  const res = await fetch(base + pagePath);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
  const assets = new Set([...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1]));
  for (const asset of assets) {
    const file = await fetch(base + asset);
    await file.arrayBuffer();
    if (file.status !== 200)
      throw new Error(
        `${asset} (linked by ${pagePath}) answered ${file.status}: the build changed after the server started (another build running?). Run again once it is done.`,
      );
  }
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "?");
const goal = (ok: boolean) => (ok ? "meets" : "misses");

async function main() {
  if (!existsSync(path.join(root, "build/web-server/main.js"))) {
    console.error("No production build (build/web-server/main.js). Run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  // Lighthouse and chrome-launcher are ES modules only; this CommonJS script imports them.
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  const port = await freePort();
  const product = startProduct(port, await freePort(), dataDir);
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await chrome?.kill();
      // The launcher stops the web server, then the platform, within 10 s.
      await stopGroup(product.child, 10_000);
      rmSync(dataDir, { recursive: true, force: true });
    })());
  // `on`, not `once`: a Ctrl-C arrives twice (from the terminal, and relayed by tsx's launcher).
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void stop().finally(() => process.exit(130)));

  const loadAtStart = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  let lighthouseVersion = "?";
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/health`, product);
    for (const page of PAGES) await checkPage(base, page.path);
    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ["--headless=new", "--no-sandbox"],
      // chrome-launcher's own Ctrl-C handler exits at once; stop() ends Chromium and the product.
      handleSIGINT: false,
    });
    const version = (await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    ).json()) as {
      Browser?: string;
    };
    mkdirSync(reportDir, { recursive: true });
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      // Every run a first visit: Lighthouse 12 clears the HTTP cache but keeps cookies and local
      // storage by default, which made runs 2 and 3 a returning visitor with an empty cache (the
      // web font's "seen" flag, docs/decisions/026, and the client-hint cookies).
      clearStorageTypes: [
        "file_systems",
        "shader_cache",
        "service_workers",
        "cache_storage",
        "local_storage",
        "indexeddb",
        "cookies",
      ],
    };
    const rows: Row[] = [];
    const spreads: string[] = [];
    for (const page of PAGES) {
      const runs: Row[] = [];
      for (let run = 1; run <= RUNS; run++) {
        process.stderr.write(`… ${page.path} run ${run}/${RUNS}\n`);
        const result = await lighthouse(base + page.path, flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        if (result.lhr.runtimeError)
          throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        const file = path.join(reportDir, `${page.name}-${run}.json`);
        writeFileSync(file, JSON.stringify(result.lhr, null, 2));
        runs.push(rowOf(page.path, result.lhr, path.relative(root, file)));
      }
      spreads.push(spreadOf(page.path, runs));
      // The median run by performance score (the odd count's middle, the lower of an even one).
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor((runs.length - 1) / 2)]);
    }

    const cpus = os.cpus();
    console.log(
      `# Lighthouse ${lighthouseVersion} mobile (default config): ${cpus.length} cores, Node ${process.version}, ${version.Browser ?? "Chromium"}`,
    );
    console.log("");
    console.log(
      `Load average at the start: ${loadAtStart}. ${RUNS} run(s) a page${RUNS > 1 ? ", the median by performance score shown" : ""}; reports in ${path.relative(root, reportDir)}/.`,
    );
    console.log("");
    console.log(
      `| Page | perf | goal ≥ ${GOALS.performance} | accessibility | best practices | LCP ms | goal ≤ ${GOALS.lcpMs} | TBT ms | goal ≤ ${GOALS.tbtMs} | CLS | goal ≤ ${GOALS.cls} | FCP ms | LCP element | render-blocking resources (est. savings) | failed requests |`,
    );
    console.log("|---|---:|---|---:|---:|---:|---|---:|---|---:|---|---:|---|---|---|");
    for (const r of rows)
      console.log(
        `| ${r.page} | ${fixed(r.performance, 2)} | ${goal(r.performance >= GOALS.performance)} | ${fixed(r.accessibility, 2)} | ${fixed(r.bestPractices, 2)} | ${fixed(r.lcp)} | ${goal(r.lcp <= GOALS.lcpMs)} | ${fixed(r.tbt)} | ${goal(r.tbt <= GOALS.tbtMs)} | ${fixed(r.cls, 3)} | ${goal(r.cls <= GOALS.cls)} | ${fixed(r.fcp)} | ${r.lcpElement} | ${r.renderBlocking} | ${r.failed.length ? r.failed.join(", ") : "none"} |`,
      );
    console.log("");
    for (const r of rows) console.log(`- ${r.page}: ${r.lcpNotes}; report ${r.report}`);
    if (RUNS > 1) {
      // Runs that tie on the score can differ in each figure: each one's own median and range.
      console.log("\nEach figure's median over the runs [lowest-highest]:\n");
      for (const spread of spreads) console.log(spread);
    }
    if (rows.some((r) => r.failed.length))
      console.log(
        "\nSome runs had failed requests of this server (see the last column): those figures measure a broken page, not the product.",
      );
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
