import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import {
  CLIENT_ADDRESS_HEADER,
  CODE_RUN_PENDING_CAPS,
  TOO_MANY_RUNS,
} from "~/contract/code-values";
import type { RunningPlatform } from "~server/platform/server";
import {
  bearer,
  devSignIn,
  makeDataDir,
  post,
  start,
} from "../integration/platform/platform-harness";

/**
 * Issue 30, the code runner's fairness: a flood of runs from visitor addresses can neither hold
 * more than its pending places nor keep a learner's run waiting behind it (decision 033). Only the
 * order in which runs finish is asserted, never how long they take.
 */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
}, 60_000);
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

/** Documentation addresses (RFC 5737), named by the BFF in CLIENT_ADDRESS_HEADER. */
const visitor = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address });
const VISITOR_A = visitor("203.0.113.7");
const VISITOR_B = visitor("198.51.100.23");
/** Runs until the wall-time limit interrupts it. */
const SPIN = "while (true) {}";

async function startRun(sourceCode: string, headers: Record<string, string>) {
  return post(
    platform.url,
    UPSTREAM_CALLS.compilerRun.path,
    { sourceCode, languageId: "javascript12" },
    headers,
  );
}

async function started(sourceCode: string, headers: Record<string, string>): Promise<string> {
  const answer = await startRun(sourceCode, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { token: string }).token;
}

/** Polls every run until all are final; answers their names in the order they finished. */
async function finishOrder(runs: Record<string, string>): Promise<string[]> {
  const order: string[] = [];
  for (let poll = 0; poll < 1200 && order.length < Object.keys(runs).length; poll++) {
    for (const [name, token] of Object.entries(runs)) {
      if (order.includes(name)) continue;
      const answer = await post(platform.url, UPSTREAM_CALLS.compilerStatus.path, { token });
      if ((answer.body as { inProgress: boolean }).inProgress === false) order.push(name);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return order;
}

describe("the code runner under a flood of visitors' runs", () => {
  it("a learner's run is not kept behind two visitors' queued runs (round-robin, not FIFO)", async () => {
    // Visitor A's runs come first, then visitor B's, then the learner's (FIFO: last of five).
    const runs: Record<string, string> = {
      a1: await started(SPIN, VISITOR_A),
      a2: await started(SPIN, VISITOR_A),
      b1: await started(SPIN, VISITOR_B),
      b2: await started(SPIN, VISITOR_B),
      learner: await started("console.log(1)", learner),
    };
    const order = await finishOrder(runs);
    expect(order).toHaveLength(5);
    // Fair turns and the worker kept from visitors put the learner before the flood's queue.
    expect(order.indexOf("learner")).toBeLessThan(order.indexOf("b2"));
    expect(order.slice(0, 3)).toContain("learner");
  });

  it(`a visitor address has at most ${CODE_RUN_PENDING_CAPS.visitor} runs pending; more are refused in words`, async () => {
    const first = await started(SPIN, VISITOR_A);
    const second = await started(SPIN, VISITOR_A);
    const third = await startRun(SPIN, VISITOR_A);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ errorMessage: TOO_MANY_RUNS });
    // Another address is another visitor.
    const other = await started("console.log(2)", VISITOR_B);
    expect(await finishOrder({ first, second, other })).toHaveLength(3);
    // Once its runs are done, the address may run again.
    expect((await startRun("console.log(3)", VISITOR_A)).status).toBe(200);
  });

  it(`a learner has at most ${CODE_RUN_PENDING_CAPS.user} runs pending, whatever the address says`, async () => {
    const runner = await devSignIn(platform.url, "rise@example.com");
    // Started together: a start call is held up to START_ANSWER_WAIT_MS for a final result, and
    // one after another the first could end (wall time) before the last one is asked for.
    // A signed-in user is one identity: a new address each time changes nothing.
    const tokens = await Promise.all(
      Array.from({ length: CODE_RUN_PENDING_CAPS.user }, (_, i) =>
        started(SPIN, { ...bearer(runner), ...visitor(`192.0.2.${i + 1}`) }),
      ),
    );
    const refused = await startRun(SPIN, { ...bearer(runner), ...visitor("192.0.2.99") });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorMessage: TOO_MANY_RUNS });
    expect(await finishOrder(Object.fromEntries(tokens.map((t, i) => [`r${i}`, t])))).toHaveLength(
      CODE_RUN_PENDING_CAPS.user,
    );
  });
});
