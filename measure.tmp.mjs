import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] });
for (const url of (process.argv[2]||"/").split(",")) {
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  const scripts = [];
  page.on("response", (r) => { if (r.request().resourceType() === "script") scripts.push(r); });
  await page.goto("http://127.0.0.1:3400" + url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  let total = 0; const rows = [];
  for (const r of scripts) { const body = await r.body().catch(() => Buffer.alloc(0)); const gz = gzipSync(body, { level: 6 }).length; total += gz; rows.push([r.url().replace(/.*\/build\//, ""), (gz/1024).toFixed(1)]); }
  console.log(url, "scripts", scripts.length, "KB", (total/1024).toFixed(1));
  if (process.env.V) for (const r of rows) console.log("  ", r.join(" "));
  await ctx.close();
}
await b.close();
