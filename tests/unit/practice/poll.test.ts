import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CODE_RUN_POLLING,
  CODE_ASSISTANT_POLLING,
  compilerPolling,
  compilerStartDelayMs,
  pollDelayMs,
} from "~/contract/code-values";
import { pollOnSchedule } from "~/shared/poll";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs a poller that never finishes and records when (fake ms) each poll happened. */
async function pollTimes(schedule: typeof CODE_RUN_POLLING) {
  const times: number[] = [];
  const start = Date.now();
  const outcome = pollOnSchedule({
    schedule,
    poll: async () => {
      times.push(Date.now() - start);
      return { done: false, value: "RUNNING" };
    },
  });
  await vi.runAllTimersAsync();
  return { times, outcome: await outcome };
}

describe("polling schedules (spec 02 section 9)", () => {
  it("code runs: 3000 ms, 6000 ms after 5 polls, 15 polls, then timed out", async () => {
    const { times, outcome } = await pollTimes(CODE_RUN_POLLING);
    expect(times).toEqual([
      3000, 6000, 9000, 12000, 15000, 21000, 27000, 33000, 39000, 45000, 51000, 57000, 63000, 69000,
      75000,
    ]);
    expect(outcome).toEqual({ kind: "timed-out", last: "RUNNING", polls: 15 });
  });

  it("code assistant: 3000 ms, 6000 ms after 10 polls, 20 polls", () => {
    const waits = Array.from({ length: 20 }, (_, i) => pollDelayMs(CODE_ASSISTANT_POLLING, i + 1));
    expect(waits.slice(0, 10).every((ms) => ms === 3000)).toBe(true);
    expect(waits.slice(10).every((ms) => ms === 6000)).toBe(true);
    expect(CODE_ASSISTANT_POLLING.maxPolls).toBe(20);
  });

  it("standalone compiler: start delay by language, doubled after 5 polls, 15 polls", async () => {
    expect(
      ["javascript12", "python3", "sqlite", "c", "perl", "php"].map(compilerStartDelayMs),
    ).toEqual([100, 100, 100, 100, 100, 100]);
    expect(["cppgcc9", "csharp", "swift"].map(compilerStartDelayMs)).toEqual([200, 200, 200]);
    expect(["java13", "go", "kotlin", "psql", "r"].map(compilerStartDelayMs)).toEqual([
      800, 800, 800, 800, 800,
    ]);
    const { times } = await pollTimes(compilerPolling("python3"));
    expect(times.slice(0, 7)).toEqual([100, 200, 300, 400, 500, 700, 900]);
    expect(times).toHaveLength(15);
  });

  it("stops at the first final answer", async () => {
    let polls = 0;
    const outcome = pollOnSchedule({
      schedule: CODE_RUN_POLLING,
      poll: async () => {
        polls += 1;
        return polls === 3 ? { done: true, value: "ACCEPTED" } : { done: false };
      },
    });
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ kind: "done", value: "ACCEPTED", polls: 3 });
  });

  it("an abort ends the wait at once and makes no further call", async () => {
    const controller = new AbortController();
    const poll = vi.fn(async () => ({ done: false as const }));
    const outcome = pollOnSchedule({ schedule: CODE_RUN_POLLING, poll, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(3000);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ kind: "aborted", polls: 1 });
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it("a failing status call ends the polling with its error", async () => {
    const outcome = pollOnSchedule({
      schedule: CODE_RUN_POLLING,
      poll: async () => {
        throw new Error("502");
      },
    });
    const settled = expect(outcome).rejects.toThrow("502");
    await vi.runAllTimersAsync();
    await settled;
  });
});

describe("a final answer needs no poll (spec 02 section 4)", () => {
  it("a done first step is the outcome at once: no wait, no status call", async () => {
    const poll = vi.fn(async () => ({ done: true as const, value: "late" }));
    const outcome = await pollOnSchedule({
      schedule: CODE_RUN_POLLING,
      first: { done: true, value: "ACCEPTED" },
      poll,
    });
    expect(outcome).toEqual({ kind: "done", value: "ACCEPTED", polls: 0 });
    expect(poll).not.toHaveBeenCalled();
  });

  it("a pending first step keeps the schedule exactly, its value the last one known", async () => {
    const times: number[] = [];
    const start = Date.now();
    const outcome = pollOnSchedule({
      schedule: CODE_RUN_POLLING,
      first: { done: false, value: "QUEUED" },
      poll: async () => {
        times.push(Date.now() - start);
        return { done: false };
      },
    });
    await vi.runAllTimersAsync();
    expect(times.slice(0, 6)).toEqual([3000, 6000, 9000, 12000, 15000, 21000]);
    expect(await outcome).toEqual({ kind: "timed-out", last: "QUEUED", polls: 15 });
  });
});
