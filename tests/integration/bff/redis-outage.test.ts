import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startControlledRedis, type ControlledRedis } from "../../support/redis";
import { startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * Issue 34, decision 048: two BFF instances on one real redis-server (a port of its own) that is killed,
 * paused and restarted empty. Sign-in keeps working, a logged-out cookie stays refused on both
 * instances, /readyz stays 200 and names the failed store, requests do not each wait for the
 * Redis time-out, and the store's own log lines carry no request id.
 */
let redis: ControlledRedis;
let stack: Stack;
let onA: Stack;
let onB: Stack;

beforeAll(async () => {
  redis = await startControlledRedis();
  stack = await startStack(
    {
      REDIS_URL: redis.url,
      TRUST_PROXY: "true",
      // A page the BFF renders without asking upstream: what it shows of the session is the
      // cookie and the revocation alone.
      ENABLE_WIDGET_GALLERY: "true",
    },
    { platform: { devOtp: true } },
  );
  const b = await stack.startAnotherBff();
  onA = stack;
  onB = { ...stack, bffUrl: b.url };
}, 90_000);

afterAll(async () => {
  redis?.resume();
  await stack?.stop();
  await redis?.stop();
});

let address = 40;
function browserOn(on: Stack): Browser {
  const browser = new Browser(on);
  browser.headers["x-forwarded-for"] = `198.51.100.${address++}`;
  return browser;
}

/** A copy of `browser`'s cookies on another instance (a second tab through the balancer). */
function copyOn(on: Stack, browser: Browser): Browser {
  const copy = browserOn(on);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

async function signedIn(browser: Browser): Promise<boolean> {
  return (await (await browser.get("/dev/widgets")).text()).includes("Account menu for");
}

async function readiness(on: Stack) {
  const res = await fetch(`${on.bffUrl}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Both instances' stores answer again (their /readyz says so). */
async function storeBack(): Promise<void> {
  for (const on of [onA, onB]) {
    await waitUntil(async () => (await readiness(on)).body.status === "ready");
  }
}

function logLines(): Record<string, unknown>[] {
  return stack
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** A learner logged out on A, whose cookie B has already seen refused. */
async function loggedOutCopies(email: string): Promise<Browser[]> {
  const learner = browserOn(onA);
  await loginByOtp(learner, onA, email);
  const onSecond = copyOn(onB, learner);
  expect(await signedIn(onSecond)).toBe(true);
  await learner.get("/");
  await learner.post("/logout", { csrf: learner.csrf(), returnTo: "/" });
  expect(await signedIn(onSecond)).toBe(false);
  return [copyOn(onA, onSecond), onSecond];
}

describe("two BFF instances when their Redis fails", () => {
  it("(before any failure) keep no email or client address in Redis's keys", async () => {
    const learner = browserOn(onA);
    await loginByOtp(learner, onA, "waitlisted@example.com");
    const keys = await redis.command("KEYS", "*");
    expect(keys).toContain("cl:rl:login:");
    expect(keys).not.toContain("waitlisted");
    expect(keys).not.toContain("198.51.100");
  });

  it("killed: ready (degraded) on both, sign-in works, a logged-out cookie stays refused", async () => {
    const copies = await loggedOutCopies("learner@example.com");
    await redis.kill();
    for (const on of [onA, onB]) {
      // Readiness reads what its background check kept (decision 063): the next round sees it.
      await waitUntil(async () => (await readiness(on)).body.status !== "ready");
      const { status, body } = await readiness(on);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: "degraded",
        checks: { upstream: "ok", sharedStore: "failed" },
      });
      expect(body.reason).toMatch(/^shared store unavailable/);
    }
    for (const copy of copies) expect(await signedIn(copy)).toBe(false);
    const learner = browserOn(onB);
    await loginByOtp(learner, onB, "scale@example.com");
    expect(await signedIn(learner)).toBe(true);

    await redis.restart(); // empty: no persistence
    await storeBack();
  });

  it("restarted empty: a cookie logged out before is refused, on a new instance too", async () => {
    const copies = await loggedOutCopies("rise@example.com");
    await redis.restart();
    for (const copy of copies) expect(await signedIn(copy)).toBe(false);
    await storeBack();
    // An instance started now knows nothing itself: the others wrote the revocation back.
    const c = await stack.startAnotherBff();
    const onC = { ...stack, bffUrl: c.url };
    expect(await signedIn(copyOn(onC, copies[0]))).toBe(false);
  });

  it("paused: the first request waits for Redis, the next ones do not ask it", async () => {
    const learner = browserOn(onA);
    await loginByOtp(learner, onA, "portfolio@example.com");
    await redis.command("CONFIG", "RESETSTAT");
    redis.pause();
    for (let i = 0; i < 5; i++) expect(await signedIn(learner)).toBe(true);
    await waitUntil(async () => (await readiness(onA)).body.status !== "ready");
    const { status, body } = await readiness(onA);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "degraded", checks: { sharedStore: "failed" } });
    redis.resume();
    await storeBack();
    // Redis ran, once resumed, what A sent it while paused: one revocation lookup at most, not
    // five (none when readiness's background PING opened the breaker first).
    const info = await redis.command("INFO", "commandstats");
    expect(Number(/cmdstat_pttl:calls=(\d+)/.exec(info)?.[1] ?? 0)).toBeLessThanOrEqual(1);
  });

  it("logs the store's failures once per outage, with no request's id", () => {
    const down = logLines().filter((line) => line.event === "shared-store-down");
    // Three outages (killed, restarted, paused), each seen by two or three instances.
    expect(down.length).toBeGreaterThanOrEqual(3);
    for (const line of down) expect(line.requestId).toBeUndefined();
    const back = logLines().filter((line) => line.event === "shared-store-back");
    expect(back.length).toBeGreaterThanOrEqual(3);
    for (const line of back) expect(line.requestId).toBeUndefined();
  });
});
