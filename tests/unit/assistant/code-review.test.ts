import { describe, expect, it } from "vitest";
import { CODE_ASSISTANT_POLLING, CODE_TEXTS } from "~/contract/code-values";
import type { CodeAnswer } from "~/practice/code-client";
import { reviewCode } from "~/practice/code-review";

type Call = { intent: string; fields: Record<string, string | undefined> };

/** A BFF that starts an assist and answers `statuses` in turn (then the last one forever). */
function fakeBff(statuses: { status: string; answer?: string }[], start: CodeAnswer<unknown>) {
  const calls: Call[] = [];
  let polls = 0;
  const post = async <T>(intent: string, fields: Record<string, string | undefined>) => {
    calls.push({ intent, fields });
    if (intent === "assist") return start as CodeAnswer<T>;
    const status = statuses[Math.min(polls++, statuses.length - 1)];
    return { ok: true, data: { assistId: "a1", ...status } } as CodeAnswer<T>;
  };
  return { post, calls };
}

const started: CodeAnswer<unknown> = { ok: true, data: { assistId: "a1" } };
const fields = { sourceCode: "print(1)", languageId: "python3", problemId: "p1" };

/** Records each wait instead of waiting (fake timers, the schedule's delays kept). */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("the code assistant's polling (spec 02 section 9)", () => {
  it("polls 3000 ms ten times, then 6000 ms, and gives up after 20 polls with the spec's text", async () => {
    const { post, calls } = fakeBff([{ status: "RUNNING" }], started);
    const { waits, sleep } = recordingSleep();
    const outcome = await reviewCode(post, fields, { sleep });
    expect(outcome).toEqual({ ok: false, message: CODE_TEXTS.failure });
    expect(waits).toHaveLength(CODE_ASSISTANT_POLLING.maxPolls);
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(3000));
    expect(waits.slice(10)).toEqual(Array(10).fill(6000));
    expect(calls.filter((call) => call.intent === "assist-status")).toHaveLength(20);
    expect(calls[0]).toEqual({ intent: "assist", fields });
  });

  it("answers the review once the status is COMPLETED", async () => {
    const { post } = fakeBff(
      [{ status: "QUEUED" }, { status: "RUNNING" }, { status: "COMPLETED", answer: "Looks good." }],
      started,
    );
    const { waits, sleep } = recordingSleep();
    expect(await reviewCode(post, fields, { sleep })).toEqual({ ok: true, answer: "Looks good." });
    expect(waits).toEqual([3000, 3000, 3000]);
  });

  it("answers from the start answer's result when it is final: no wait, no status call", async () => {
    const { post, calls } = fakeBff([{ status: "RUNNING" }], {
      ok: true,
      data: { assistId: "a1", result: { assistId: "a1", status: "COMPLETED", answer: "Done." } },
    });
    const { waits, sleep } = recordingSleep();
    expect(await reviewCode(post, fields, { sleep })).toEqual({ ok: true, answer: "Done." });
    expect(calls.map((call) => call.intent)).toEqual(["assist"]);
    expect(waits).toEqual([]);
    const failed = fakeBff([{ status: "RUNNING" }], {
      ok: true,
      data: { assistId: "a1", result: { assistId: "a1", status: "FAILED" } },
    });
    expect(await reviewCode(failed.post, fields, { sleep })).toEqual({
      ok: false,
      message: CODE_TEXTS.failure,
    });
    expect(failed.calls).toHaveLength(1);
  });

  it("a FAILED status, a failed status call or a failed start is the spec's text", async () => {
    const { sleep } = recordingSleep();
    const failed = fakeBff([{ status: "FAILED" }], started);
    expect(await reviewCode(failed.post, fields, { sleep })).toEqual({
      ok: false,
      message: CODE_TEXTS.failure,
    });
    const refused = fakeBff([], { ok: false, status: 502, message: "" });
    expect(await reviewCode(refused.post, fields, { sleep })).toEqual({
      ok: false,
      message: CODE_TEXTS.failure,
    });
    const login = fakeBff([], { ok: false, status: 401, message: "Log in", login: true });
    expect(await reviewCode(login.post, fields, { sleep })).toEqual({
      ok: false,
      message: "Log in",
      login: true,
    });
  });

  it("empty code fails at once, without a call", async () => {
    const { post, calls } = fakeBff([], started);
    expect(await reviewCode(post, { ...fields, sourceCode: "  \n" })).toEqual({
      ok: false,
      message: CODE_TEXTS.emptyCode,
    });
    expect(calls).toHaveLength(0);
  });

  it("an unknown status counts as still running", async () => {
    const { post } = fakeBff(
      [{ status: "THINKING" }, { status: "COMPLETED", answer: "Done." }],
      started,
    );
    const { sleep } = recordingSleep();
    expect(await reviewCode(post, fields, { sleep })).toEqual({ ok: true, answer: "Done." });
  });
});
