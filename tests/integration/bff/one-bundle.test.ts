import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, WEB_SERVER_BUILD, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";

/**
 * One server bundle (docs/decisions/060): remix.config.js's `server` entry compiles the web
 * server with the Remix app into build/web-server/main.js. Nothing loads a build at run time and
 * every module of ours exists once, so nothing of ours has to meet its other copy on globalThis.
 */
const root = path.resolve(__dirname, "../../..");
const probe = path.join(root, "tests/support/process-probe.cjs");

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ NODE_OPTIONS: `--require ${probe}` });
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

/** What the probe preloaded into the web server reports: our loaded files, globalThis's symbols. */
async function probed(): Promise<{ files: string[]; symbols: string[] }> {
  const before = stack.output().length;
  stack.bffProcess().kill("SIGUSR2");
  let line: string | undefined;
  await waitUntil(() => {
    line = /process-probe (.*)\n/.exec(stack.output().slice(before))?.[1];
    return line !== undefined;
  });
  return JSON.parse(line!) as { files: string[]; symbols: string[] };
}

describe("the built web server", () => {
  it("requires only packages and node's modules: the app is inside it", () => {
    const code = readFileSync(WEB_SERVER_BUILD, "utf8");
    const required = [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(10);
    expect(required.filter((id) => /^[./]/.test(id) || id.includes("build/"))).toEqual([]);
    // The build's entry is a module of the bundle (the compiler's server-build), not a file.
    expect(code).not.toMatch(/build\/index\.js/);
  });

  it("has loaded one file of ours after a page, and globalThis holds no symbol of ours", async () => {
    const page = await fetch(`${stack.bffUrl}/`);
    expect(page.status).toBe(200);
    await page.text();
    const { files, symbols } = await probed();
    expect(files).toEqual(["build/web-server/main.js"]);
    // Neither the request context nor the metrics registry (issue 42).
    expect(symbols.filter((key) => key.startsWith("career-learning."))).toEqual([]);
  });
});
