import { describe, expect, it } from "vitest";
import { CODE_RUN_PENDING_CAPS } from "~/contract/code-values";
import { FairQueue, identityKey } from "~server/platform/execution/fair-queue";
import { createExecutionPool, type Slot } from "~server/platform/execution/pool";
import type { ExecutionOutcome, ExecutionRequest } from "~server/platform/execution/types";

/**
 * The code runner's scheduler (decision 033): lanes per identity, round-robin by charge, the
 * pending caps, and a killed run charged the reload it causes. Only orders are asserted; the
 * pool's clock here is a number the fake workers move.
 */

function drain(queue: FairQueue<string>, estimate = 0): string[] {
  const order: string[] = [];
  for (let next = queue.shift(() => estimate); next; next = queue.shift(() => estimate)) {
    order.push(next.job);
  }
  return order;
}

describe("FairQueue", () => {
  it("serves identities in turn, not in the order their jobs came (round-robin)", () => {
    const queue = new FairQueue<string>();
    for (const job of ["a1", "a2", "a3"]) queue.push("a", job);
    queue.push("b", "b1");
    queue.push("c", "c1");
    queue.push("b", "b2");
    expect(queue.size).toBe(6);
    expect(drain(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
    expect(queue.size).toBe(0);
  });

  it("an identity charged more worker time waits behind one charged less", () => {
    const queue = new FairQueue<string>();
    queue.push("flood", "f1");
    queue.push("flood", "f2");
    expect(queue.shift(() => 3000)?.job).toBe("f1");
    // The flood's run is in flight (charged its limit up front); a learner comes.
    queue.push("learner", "hello");
    expect(queue.shift(() => 3000)?.job).toBe("hello");
    expect(queue.shift(() => 3000)?.job).toBe("f2");
  });

  it("a penalty survives a moment of idleness, and being idle earns no credit", () => {
    const queue = new FairQueue<string>();
    queue.push("a", "a1");
    queue.push("b", "b1");
    expect(drain(queue, 100)).toEqual(["a1", "b1"]);
    // a's run got its worker killed: it is charged the reload, then comes back.
    queue.charge("a", 5000);
    queue.push("a", "a2");
    queue.push("b", "b2");
    queue.push("b", "b3");
    expect(drain(queue, 100)).toEqual(["b2", "b3", "a2"]);
    // Someone idle all along comes in at the queue's virtual time, not at zero: it goes next
    // once, then takes turns with the others.
    queue.push("b", "b4");
    queue.push("new", "n1");
    queue.push("new", "n2");
    expect(drain(queue, 100)).toEqual(["b4", "n1", "n2"]);
  });

  it("drain hands back every waiting job", () => {
    const queue = new FairQueue<string>();
    queue.push("a", "a1");
    queue.push("b", "b1");
    expect(queue.drain().sort()).toEqual(["a1", "b1"]);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });

  it("names identities apart: users by id, visitors by address", () => {
    expect(identityKey({ kind: "user", userId: "7" })).not.toBe(
      identityKey({ kind: "visitor", address: "7" }),
    );
  });
});

/** Fake workers: a run's program says how long it takes and whether its worker gets killed. */
function fakeWorkers(reloadMs: number) {
  const clock = { now: 0 };
  let created = 0;
  const createSlot = (): Slot => {
    const fresh = created++ > 0; // the first worker is up already; every later one reloads
    let runs = 0;
    const slot = {
      busy: false,
      dead: false,
      async run(request: ExecutionRequest, limits: { wallMs: number }, onStart?: () => void) {
        slot.busy = true;
        await Promise.resolve();
        if (fresh && runs++ === 0) clock.now += reloadMs;
        onStart?.();
        await Promise.resolve();
        const killed = request.sourceCode === "killed";
        clock.now += killed ? limits.wallMs + 250 : Number(request.sourceCode);
        slot.busy = false;
        if (killed) slot.dead = true;
        const outcome: ExecutionOutcome = killed
          ? { kind: "time-limit", message: "", stdout: "", stderr: "", timeMs: 0, memoryKb: 0 }
          : { kind: "ok", stdout: "", stderr: "", timeMs: 0, memoryKb: 0 };
        return { outcome, recycle: killed };
      },
      terminate: async () => {
        slot.dead = true;
      },
    };
    return slot;
  };
  return { createSlot, now: () => clock.now };
}

const program = (sourceCode: string): ExecutionRequest => ({
  languageId: "javascript12",
  sourceCode,
  input: "",
});

describe("the pool's fair queue", () => {
  it("charges a killed run the reload of its worker: its identity's next turn waits", async () => {
    const pool = createExecutionPool({ size: 1, ...fakeWorkers(2000) });
    const killer = pool.admit({ kind: "visitor", address: "203.0.113.7" })!;
    const long = pool.admit({ kind: "visitor", address: "198.51.100.23" })!;
    const started: string[] = [];
    const at = (name: string) => ({ onStart: () => started.push(name) });
    // Both take a full wall time; the killer's run also forces the worker to be replaced.
    const runs = [
      killer.run(program("killed"), at("k1")),
      long.run(program("3000"), at("l1")),
      killer.run(program("10"), at("k2")),
      long.run(program("10"), at("l2")),
    ];
    await Promise.all(runs);
    // l1 ran on the reloaded worker: the reload is the killer's, so l2 goes before k2.
    expect(started).toEqual(["k1", "l1", "l2", "k2"]);
    await pool.close();
  });

  it("visitors hold at most all workers but one: a learner's run starts at once", async () => {
    const pool = createExecutionPool({ size: 2, ...fakeWorkers(0) });
    const started: string[] = [];
    const runs: Promise<ExecutionOutcome>[] = [];
    for (const address of ["203.0.113.7", "198.51.100.23"]) {
      // Each address: its two places, two runs on each (a notebook's cells, a Submit's cases).
      for (const admission of [1, 2].map(() => pool.admit({ kind: "visitor", address })!)) {
        for (let i = 0; i < 2; i++) {
          runs.push(admission.run(program("killed"), { onStart: () => started.push(address) }));
        }
      }
    }
    const learner = pool.admit({ kind: "user", userId: "learner" })!;
    runs.push(learner.run(program("10"), { onStart: () => started.push("learner") }));
    expect(pool.stats()).toMatchObject({ busy: 2, queued: 7 });
    await Promise.all(runs);
    // One worker runs the flood; the other was kept, and the learner takes it.
    expect(started.slice(0, 2)).toEqual(["203.0.113.7", "learner"]);
    expect(started.filter((name) => name !== "learner")).toHaveLength(8);
    await pool.close();
  });

  it("with the workers all open to visitors, a learner waits one turn of the flood, not all of it", async () => {
    const pool = createExecutionPool({ size: 2, visitorWorkers: 2, ...fakeWorkers(0) });
    const started: string[] = [];
    const runs: Promise<ExecutionOutcome>[] = [];
    for (const address of ["203.0.113.7", "198.51.100.23"]) {
      // Each address: its two places, two runs on each (a notebook's cells, a Submit's cases).
      for (const admission of [1, 2].map(() => pool.admit({ kind: "visitor", address })!)) {
        for (let i = 0; i < 2; i++) {
          runs.push(admission.run(program("killed"), { onStart: () => started.push(address) }));
        }
      }
    }
    const learner = pool.admit({ kind: "user", userId: "learner" })!;
    runs.push(learner.run(program("10"), { onStart: () => started.push("learner") }));
    expect(pool.stats()).toMatchObject({ busy: 2, queued: 7 });
    await Promise.all(runs);
    // The first address holds both workers; then one turn for the other address, then the
    // learner (FIFO: after all eight).
    expect(started.slice(0, 4)).toEqual(["203.0.113.7", "203.0.113.7", "198.51.100.23", "learner"]);
    await pool.close();
  });

  it("holds each identity to its pending cap until a place is given back", async () => {
    const pool = createExecutionPool({ size: 1, ...fakeWorkers(0) });
    const visitor = { kind: "visitor", address: "203.0.113.7" } as const;
    const places = Array.from({ length: CODE_RUN_PENDING_CAPS.visitor }, () => pool.admit(visitor));
    expect(places.every(Boolean)).toBe(true);
    expect(pool.admit(visitor)).toBeUndefined();
    expect(pool.admit({ kind: "visitor", address: "203.0.113.8" })).toBeDefined();
    const user = { kind: "user", userId: "u1" } as const;
    for (let i = 0; i < CODE_RUN_PENDING_CAPS.user; i++) expect(pool.admit(user)).toBeDefined();
    expect(pool.admit(user)).toBeUndefined();
    places[0]!.release();
    places[0]!.release(); // idempotent: one place back, not two
    expect(pool.admit(visitor)).toBeDefined();
    expect(pool.admit(visitor)).toBeUndefined();
    await pool.close();
  });
});
