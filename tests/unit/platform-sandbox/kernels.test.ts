import { describe, expect, it } from "vitest";
import { createKernelStore } from "~server/platform/sandbox/kernels";

/** The notebook kernels (decision 015): history of successful cells, caps, idle expiry, order. */
const limits = { cells: 3, historyChars: 20, idleMs: 1000 };

function store() {
  let now = 0;
  const kernels = createKernelStore(() => now, limits);
  const seen: Array<readonly string[]> = [];
  const run = (kernelId: string, source: string, ok = true, user = "u1") =>
    kernels.enqueue(user, kernelId, source, (history) => {
      seen.push(history);
      return Promise.resolve(ok);
    });
  return { kernels, seen, run, advance: (ms: number) => (now += ms) };
}

describe("createKernelStore", () => {
  it("replays the cells that succeeded, not the ones that failed", async () => {
    const { seen, run } = store();
    await run("k", "a = 1");
    await run("k", "boom", false);
    await run("k", "b = a");
    expect(seen).toEqual([[], ["a = 1"], ["a = 1"]]);
  });

  it("keeps at most `cells` cells and `historyChars` characters, dropping the oldest", async () => {
    const { seen, run } = store();
    for (const source of ["c1", "c2", "c3", "c4"]) await run("k", source);
    await run("k", "x".repeat(18));
    // Three cells at most: c1 went; then 22 characters > 20: c3 went too.
    expect(seen.at(-1)).toEqual(["c2", "c3", "c4"]);
    await run("k", "last");
    expect(seen.at(-1)).toEqual(["c4", "x".repeat(18)]);
  });

  it("keeps users and kernels apart, and forgets a reset or idle kernel", async () => {
    const { kernels, seen, run, advance } = store();
    await run("k", "mine");
    await run("k", "theirs", true, "u2");
    expect(seen.at(-1)).toEqual([]);
    kernels.reset("u1", "k");
    await run("k", "again");
    expect(seen.at(-1)).toEqual([]);
    advance(limits.idleMs + 1);
    await run("k", "later");
    expect(seen.at(-1)).toEqual([]);
  });

  it("runs the cells of one kernel one after another", async () => {
    const { kernels } = store();
    const order: string[] = [];
    let release!: () => void;
    const first = kernels.enqueue("u1", "k", "one", async () => {
      order.push("one starts");
      await new Promise<void>((resolve) => (release = resolve));
      order.push("one ends");
      return true;
    });
    const second = kernels.enqueue("u1", "k", "two", (history) => {
      order.push(`two sees ${history.join(",")}`);
      return Promise.resolve(true);
    });
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["one starts", "one ends", "two sees one"]);
  });
});
