import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_ADMISSION, ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import {
  startMisbehavingUpstream,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { signedJson } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The assistant relay's admission (issue 30): each stream may be a paid model call, so one user
 * has at most ASSISTANT_ADMISSION.streamsPerUser streams open and
 * ASSISTANT_ADMISSION.startsPerMinute starts a minute (60 parallel streams were accepted). A
 * refusal is 429 with the words the assistant pane shows, before any upstream call.
 */
let stack: Stack;
let upstream: MisbehavingUpstream;
const assistantAction = signedJson({
  uri: UPSTREAM_CALLS.assistantStream.path,
  requestObject: { problemId: "sum-of-two-numbers" },
});

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  upstream = await startMisbehavingUpstream(stack.platformUrl);
  await stack.restartBff({ UPSTREAM_URL: upstream.url });
}, 60_000);
afterAll(async () => {
  await upstream?.close();
  await stack?.stop();
});

async function learnerNamed(email: string): Promise<Browser> {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, email);
  await browser.get("/login");
  return browser;
}

const HEADERS = {
  accept: "text/event-stream",
  "content-type": "application/x-www-form-urlencoded",
};

/** A question read to its end (the browser's helper reads the whole body). */
function ask(browser: Browser, question: string): Promise<Response> {
  return browser.request("/resources/assistant", {
    method: "POST",
    headers: HEADERS,
    body: new URLSearchParams({ csrf: browser.csrf(), action: assistantAction, question }),
  });
}

/** A question whose stream stays open until `signal` aborts (its body is not read). */
function openStream(browser: Browser, question: string, signal: AbortSignal): Promise<Response> {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return fetch(`${stack.bffUrl}/resources/assistant`, {
    method: "POST",
    signal,
    headers: { ...HEADERS, cookie },
    body: new URLSearchParams({ csrf: browser.csrf(), action: assistantAction, question }),
  });
}

describe("the assistant's admission", () => {
  it("refuses a stream past the user's open streams, and admits again once one ends", async () => {
    const learner = await learnerNamed("learner@example.com");
    const leaving = Array.from(
      { length: ASSISTANT_ADMISSION.streamsPerUser },
      () => new AbortController(),
    );
    const open = await Promise.all(
      leaving.map((left) => openStream(learner, "mode:endless", left.signal)),
    );
    expect(open.map((res) => res.status)).toEqual(open.map(() => 200));
    await waitUntil(() => upstream.openStreams() === ASSISTANT_ADMISSION.streamsPerUser);

    const refused = await ask(learner, "mode:split");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/json/);
    expect(await refused.json()).toEqual({ message: ASSISTANT_TEXTS.tooManyStreams });
    expect(upstream.openStreams()).toBe(ASSISTANT_ADMISSION.streamsPerUser);

    // Another user is not held back by this one's streams.
    const other = await learnerNamed("rise@example.com");
    const theirs = await ask(other, "mode:split");
    expect(theirs.status).toBe(200);
    await theirs.text();

    leaving[0].abort();
    await waitUntil(() => upstream.openStreams() === ASSISTANT_ADMISSION.streamsPerUser - 1);
    let again: Response | undefined;
    // The slot frees when the BFF sees the browser leave; the refusals before that cost nothing.
    await waitUntil(async () => {
      again = await ask(learner, "mode:split");
      if (again.status === 429) await again.text();
      return again.status !== 429;
    });
    expect(again?.status).toBe(200);
    expect(await again?.text()).toContain("event: done");
    for (const left of leaving) left.abort();
    await waitUntil(() => upstream.openStreams() === 0);
  });

  it("refuses the start past the user's starts in a minute", async () => {
    const learner = await learnerNamed("scale@example.com");
    for (let i = 0; i < ASSISTANT_ADMISSION.startsPerMinute; i += 1) {
      const res = await ask(learner, "mode:split");
      expect(res.status).toBe(200);
      await res.text();
    }
    const refused = await ask(learner, "mode:split");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: ASSISTANT_TEXTS.tooManyStarts });
  });
});
