import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { startRedis, type RunningRedis } from "../../support/redis";
import { signedJson } from "../../support/signed-action";
import { cacheOf, fromDocument } from "../../support/server-timing";
import { startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * Issue 17, "Several instances": two BFF instances on different ports share one real Redis
 * (REDIS_URL, docs/decisions/021). A login rate limit holds across them, a logout on one is
 * honoured by the other at once, and an edit through one invalidates both page-answer caches.
 */
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

let redis: RunningRedis;
let stack: Stack;
/** The stack's own BFF is instance A; B is a second process with the same environment. */
let onA: Stack;
let onB: Stack;

beforeAll(async () => {
  redis = await startRedis();
  stack = await startStack(
    {
      REDIS_URL: redis.url,
      PAGE_ANSWER_CACHE: "on",
      SERVER_TIMING: "true",
      TRUST_PROXY: "true",
      AUTH_RATE_LIMIT_PER_IDENTITY: "3",
      AUTH_RATE_LIMIT_PER_ADDRESS: "100",
      // Two assistant stream starts a minute per user (decision 036), counted across instances.
      ASSISTANT_STARTS_PER_MINUTE: "2",
      // A page the BFF renders without asking upstream (its loader reads no upstream), so what
      // it shows of the session is the cookie and the shared revocation alone.
      ENABLE_WIDGET_GALLERY: "true",
    },
    { platform: { devOtp: true } },
  );
  const b = await stack.startAnotherBff();
  onA = stack;
  onB = { ...stack, bffUrl: b.url };
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await redis?.stop();
});

async function visit(on: Stack, path: string) {
  const res = await fetch(`${on.bffUrl}${path}`);
  return { cache: cacheOf(res), document: fromDocument(res), html: await res.text() };
}

let address = 20;
/** A browser on one instance, from an address of its own unless `from` names one. */
function browserOn(on: Stack, from = `198.51.100.${address++}`): Browser {
  const browser = new Browser(on);
  browser.headers["x-forwarded-for"] = from;
  return browser;
}

describe("two BFF instances sharing one Redis", () => {
  it("are both ready, each reporting the shared store", async () => {
    for (const on of [onA, onB]) {
      // Readiness reads its background check's last round (decision 063): the boot's first
      // round may still run, or have found the store still connecting.
      await waitUntil(
        async () =>
          ((await (await fetch(`${on.bffUrl}/readyz`)).json()) as { status: string }).status ===
          "ready",
      );
      const res = await fetch(`${on.bffUrl}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ checks: { upstream: "ok", sharedStore: "ok" } });
    }
  });

  it("hold a login rate limit across instances", async () => {
    const email = "two.instances.limit@example.com";
    const outcomes: string[] = [];
    // One requester (one address) may ask three times for an identity (decision 034): A, B, A,
    // then B refuses.
    const from = `198.51.100.${address++}`;
    for (const on of [onA, onB, onA, onB]) {
      const browser = browserOn(on, from);
      await browser.get("/login");
      const res = await browser.post("/login", {
        csrf: browser.csrf(),
        returnTo: "/login",
        intent: "OTP_REQUEST",
        channel: "email",
        email,
      });
      const html = await (await browser.follow(res)).text();
      outcomes.push(html.includes(TOO_MANY) ? "refused" : "sent");
    }
    expect(outcomes).toEqual(["sent", "sent", "sent", "refused"]);
  });

  it("hold the assistant's stream starts a minute across instances", async () => {
    const onFirst = browserOn(onA);
    await loginByOtp(onFirst, onA, "scale@example.com");
    await onFirst.get("/login");
    const onSecond = browserOn(onB);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    const action = signedJson({
      uri: UPSTREAM_CALLS.assistantStream.path,
      requestObject: { problemId: "sum-of-two-numbers" },
    });
    const ask = (browser: Browser) =>
      browser.request("/resources/assistant", {
        method: "POST",
        headers: {
          accept: "text/event-stream",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ csrf: onFirst.csrf(), action, question: "Why?" }),
      });
    const answers = [];
    for (const browser of [onFirst, onSecond, onFirst]) answers.push(await ask(browser));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 429]);
    expect(await answers[2].json()).toEqual({ message: ASSISTANT_TEXTS.tooManyStarts });
  });

  it("honour a logout on one instance on the other at once", async () => {
    const onFirst = browserOn(onA);
    await loginByOtp(onFirst, onA, "learner@example.com");
    // The same cookies on instance B: a copy of the session, as a second tab through the balancer.
    const onSecond = browserOn(onB);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    const before = await (await onSecond.get("/dev/widgets")).text();
    expect(before).toContain("Account menu for");

    await onFirst.get("/");
    const res = await onFirst.post("/logout", { csrf: onFirst.csrf(), returnTo: "/" });
    expect(res.status).toBe(302);

    // B still holds the old cookie and renders this page without asking upstream: only the
    // shared revocation can tell it the session is over.
    const after = await (await onSecond.get("/dev/widgets")).text();
    expect(after).not.toContain("Account menu for");
  });

  it("invalidate both page-answer caches when an admin edits through one", async () => {
    const uri = "/manifesto";
    for (const on of [onA, onB]) {
      await visit(on, uri);
      // Each instance answers from its document cache (decision 023), which the edit must reach.
      expect(await visit(on, uri)).toMatchObject({ cache: "hit", document: true });
    }
    const admin = browserOn(onA);
    await loginByOtp(admin, onA, "admin@example.com");
    await admin.get(`${uri}?edit=1`);
    const page = stack.platform.pages.findPageByUri(uri)!;
    const section = page.cells.find((cell) => cell.cellType === "CELL_SECTION")!;
    const res = await admin.post(
      "/api/edit",
      {
        csrf: admin.csrf(),
        intent: "add-cell",
        returnTo: `${uri}?edit=1`,
        pageId: page.id,
        version: String(page.version),
        parentId: section.id,
        position: "0",
        componentType: "FAQ",
        componentData: JSON.stringify({
          questions: [{ question: "Did both instances forget?", answer: "Both did." }],
        }),
      },
      { accept: "application/json" },
    );
    expect(await res.json()).toMatchObject({ ok: true, message: EDITOR_TEXTS.saved });

    // The invalidation travels by Redis pub/sub: B hears it within moments.
    let onBAfter = await visit(onB, uri);
    for (let i = 0; i < 50 && !onBAfter.html.includes("Did both instances forget?"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      onBAfter = await visit(onB, uri);
    }
    expect(onBAfter.html).toContain("Did both instances forget?");
    expect((await visit(onA, uri)).html).toContain("Did both instances forget?");
  });
});
