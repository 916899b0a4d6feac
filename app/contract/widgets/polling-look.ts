/** The POLLING widget's looks, texts and arithmetic: zod-free, for the browser too. */

export const POLL_STATUSES = ["OPEN", "CLOSED"] as const;

/** The form field that carries the chosen option's id (docs/contract.md, community family). */
export const POLL_CHOICE_FIELD = "optionId";

export const POLL_VOTE_TEXT = "Vote";
export const POLL_CLOSED_TEXT = "This poll is closed.";
export const POLL_YOUR_VOTE_TEXT = "Your vote";
export const POLL_CHOOSE_TEXT = "Choose one of the options.";
export const POLL_VOTE_COUNTED_TEXT = "Thanks, your vote is counted.";
export const POLL_ALREADY_VOTED_TEXT = "You have already voted in this poll.";
export const POLL_LOGIN_HINT = "Log in to vote; one vote per learner.";

export interface PollOptionLook {
  id: string;
  label: string;
  votes?: number;
}

export interface PollResult {
  id: string;
  label: string;
  votes: number;
  /** Whole percent; the list adds up to 100 when anyone voted (largest remainders). */
  percent: number;
}

/** Votes per option as whole percentages that add up to 100 (0 everywhere without votes). */
export function pollResults(options: readonly PollOptionLook[]): PollResult[] {
  const votes = options.map((option) => Math.max(0, Math.floor(option.votes ?? 0)));
  const total = votes.reduce((sum, n) => sum + n, 0);
  if (total === 0) return options.map((o) => ({ id: o.id, label: o.label, votes: 0, percent: 0 }));
  const exact = votes.map((n) => (n * 100) / total);
  const percent = exact.map(Math.floor);
  let left = 100 - percent.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    percent[index] += 1;
    left -= 1;
  }
  return options.map((o, i) => ({
    id: o.id,
    label: o.label,
    votes: votes[i],
    percent: percent[i],
  }));
}

export const votesText = (n: number) => `${n} ${n === 1 ? "vote" : "votes"}`;

/** The formId a poll's form posts: stable per poll, within the posting convention's pattern. */
export function pollFormId(pollId: string): string {
  return `poll-${pollId.replace(/[^A-Za-z0-9_.:-]/g, "-")}`.slice(0, 100);
}

/** "Closes 14 Mar 2026, 6:00 pm" in the given zone; undefined for a date that does not parse. */
export function closesText(
  iso: string | undefined,
  closed: boolean,
  timeZone = "Asia/Kolkata",
): string | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  let when: string;
  try {
    when = new Intl.DateTimeFormat("en-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone,
    }).format(new Date(ms));
  } catch {
    when = new Intl.DateTimeFormat("en-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    }).format(new Date(ms));
  }
  return `${closed ? "Closed" : "Closes"} ${when}`;
}
