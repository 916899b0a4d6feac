/**
 * `npm run bench`: side-by-side measurements in one run, reported as ratios (never asserted in
 * tests: these machines are shared and noisy). Rounds alternate A and B so drift hits both.
 *
 * 1. Upstream transport: the BFF's undici keep-alive Agent vs Node's global fetch, same page.
 * 2. Contract cost: zod parsing of a page vs JSON.parse alone.
 * 3. Server render: the home page's cell grid rendered to HTML vs fetching it from upstream.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { Agent, request } from "undici";
import { pageResponseSchema } from "~/contract";
import { PageView } from "~/page/PageView";
import { startPlatform } from "~server/platform/server";
import { renderToHtml } from "../support/render";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 40);

type Case = { name: string; run: () => Promise<unknown> | unknown };

async function timeCase(c: Case, n: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i++) await c.run();
  return performance.now() - start;
}

async function sideBySide(a: Case, b: Case) {
  await timeCase(a, PER_ROUND); // warm-up
  await timeCase(b, PER_ROUND);
  let ta = 0;
  let tb = 0;
  for (let r = 0; r < ROUNDS; r++) {
    ta += await timeCase(a, PER_ROUND);
    tb += await timeCase(b, PER_ROUND);
  }
  const n = ROUNDS * PER_ROUND;
  return { a: a.name, b: b.name, msA: ta / n, msB: tb / n, ratio: tb / ta };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const platform = await startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    testMode: false,
    log: () => {},
  });
  const url = `${platform.url}/api/v1/page`;
  const body = JSON.stringify({ pageUri: "/", context: {} });
  const headers = { "content-type": "application/json", channel: "web" };
  const agent = new Agent({ connections: 8, keepAliveTimeout: 10_000 });
  const raw = await (await fetch(url, { method: "POST", body, headers })).text();
  const page = pageResponseSchema.parse(JSON.parse(raw));

  const results = [
    await sideBySide(
      {
        name: "undici Agent (BFF)",
        run: async () =>
          JSON.parse(
            await (
              await request(url, { method: "POST", body, headers, dispatcher: agent })
            ).body.text(),
          ),
      },
      {
        name: "global fetch",
        run: async () => (await fetch(url, { method: "POST", body, headers })).json(),
      },
    ),
    await sideBySide(
      { name: "JSON.parse", run: () => JSON.parse(raw) },
      { name: "JSON.parse + zod contract", run: () => pageResponseSchema.parse(JSON.parse(raw)) },
    ),
    await sideBySide(
      {
        name: "upstream fetch of /",
        run: async () =>
          (await request(url, { method: "POST", body, headers, dispatcher: agent })).body.text(),
      },
      {
        name: "SSR of /'s cell grid",
        run: () => renderToHtml(createElement(PageView, { page })),
      },
    ),
  ];

  console.log(
    `page "/": ${raw.length} bytes JSON, ${page.cells.length} cells; ${ROUNDS}x${PER_ROUND} calls per case\n`,
  );
  console.log("| A | B | A ms/op | B ms/op | B / A |");
  console.log("|---|---|---|---|---|");
  for (const r of results) {
    console.log(
      `| ${r.a} | ${r.b} | ${r.msA.toFixed(3)} | ${r.msB.toFixed(3)} | ${r.ratio.toFixed(2)} |`,
    );
  }
  await agent.close();
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
}

void main();
