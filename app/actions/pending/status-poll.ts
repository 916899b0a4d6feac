import type { ServerAction } from "~/contract";
import { ACTION_STATUS_ROUTE, STATUS_POLL } from "~/contract/action-kinds";
import { ACTION_FIELDS } from "~/contract/values";
import { pollOnSchedule, type PollOutcome } from "~/shared/poll";
import { actionJson } from "../posting";
import { actionOf, type EffectsContext } from "./context";

/** What the BFF's status route answers (server/bff/actions/action-status.server.ts). */
export interface StatusAnswer {
  status?: string;
  statusMessage?: string;
}

function clamp(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;
}

function terminalOf(data: unknown): Set<string> {
  const listed = (data as { terminalStatuses?: unknown } | null)?.terminalStatuses;
  const names = Array.isArray(listed) ? listed.filter((s) => typeof s === "string") : [];
  return new Set((names.length ? names : STATUS_POLL.terminalStatuses).map((s) => s.toUpperCase()));
}

async function askStatus(ctx: EffectsContext, statusAction: ServerAction): Promise<StatusAnswer> {
  const body = new URLSearchParams();
  if (ctx.csrf) body.set(ACTION_FIELDS.csrf, ctx.csrf);
  body.set(ACTION_FIELDS.action, actionJson(statusAction));
  const response = await ctx.fetch(ACTION_STATUS_ROUTE, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return (await response.json()) as StatusAnswer;
}

/**
 * INTERVIEW_MATCH_STATUS and MEETING_LINK_STATUS: asks the status of `statusAction` every
 * `intervalMs` (bounded), at most `maxAttempts` times, until a final status; then shows its
 * message and runs `followAction` (the meeting page, the match). A failed call ends the polling.
 */
export async function pollStatus(
  data: unknown,
  ctx: EffectsContext,
  signal?: AbortSignal,
): Promise<PollOutcome<StatusAnswer> | undefined> {
  const statusAction = actionOf(data, "statusAction");
  if (!statusAction) return undefined;
  const given = data as { intervalMs?: unknown; maxAttempts?: unknown };
  const every = clamp(
    given.intervalMs,
    STATUS_POLL.minIntervalMs,
    STATUS_POLL.maxIntervalMs,
    STATUS_POLL.intervalMs,
  );
  const attempts = clamp(given.maxAttempts, 1, STATUS_POLL.attemptsCap, STATUS_POLL.maxAttempts);
  const terminal = terminalOf(data);
  let outcome: PollOutcome<StatusAnswer>;
  try {
    outcome = await pollOnSchedule<StatusAnswer>({
      schedule: { delayMs: every, laterDelayMs: every, changeAfter: attempts, maxPolls: attempts },
      signal,
      sleep: ctx.sleep,
      poll: async () => {
        const answer = await askStatus(ctx, statusAction);
        const done = terminal.has((answer.status ?? "").toUpperCase());
        return { done, value: answer };
      },
    });
  } catch {
    return undefined;
  }
  if (outcome.kind === "done") {
    ctx.toast(outcome.value.statusMessage);
    const follow = actionOf(data, "followAction");
    if (follow) ctx.runAction(follow);
  }
  return outcome;
}
