import { isoAt, type Clock } from "../clock";
import type { CommunityRepository, PollRecord } from "../db/community";
import type { UserRecord } from "../db/users";
import { actionError, parseAction, requireUser } from "../http/action-body";
import { COMMUNITY_PATHS } from "~/contract/community-calls";
import { pollVoteRequestSchema } from "~/contract/community";
import {
  POLL_ALREADY_VOTED_TEXT,
  POLL_CHOICE_FIELD,
  POLL_CHOOSE_TEXT,
  POLL_CLOSED_TEXT,
  POLL_VOTE_COUNTED_TEXT,
} from "~/contract/widgets/polling-look";
import type { Session } from "../http/route";

export const POLL_NOT_FOUND = "Poll not found";

/** The page action a poll's form posts (signed by the BFF when it renders the page). */
export const pollVoteAction = (pollId: string) => ({
  type: "API_CALL",
  uri: COMMUNITY_PATHS.pollVote,
  requestObject: { pollId },
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
});

export function isClosed(poll: PollRecord, now: number): boolean {
  return poll.closesAt !== null && Date.parse(poll.closesAt) <= now;
}

/**
 * A POLLING cell's componentData for this caller: the stored question and options, OPEN or
 * CLOSED, the viewer's own vote, the counts once they may be seen (after a vote or once closed;
 * never before, so the counts do not sway a vote) and the vote action while a vote is possible.
 * An unknown pollId leaves the cell as stored.
 */
export function pollCellData(
  data: Record<string, unknown>,
  repo: CommunityRepository,
  user: UserRecord | undefined,
  now: number,
): Record<string, unknown> {
  const pollId = typeof data.pollId === "string" ? data.pollId : "";
  const poll = pollId ? repo.poll(pollId) : undefined;
  if (!poll) return data;
  const closed = isClosed(poll, now);
  const mine = user ? repo.voteOf(poll.id, user.id) : undefined;
  const showResults = closed || mine !== undefined;
  const counts = showResults ? repo.counts(poll.id) : new Map<string, number>();
  const rest = { ...data };
  delete rest.voteAction;
  delete rest.viewerChoice;
  return {
    ...rest,
    pollId: poll.id,
    question: poll.question,
    options: poll.options.map((option) => ({
      id: option.id,
      label: option.label,
      ...(showResults ? { votes: option.baseVotes + (counts.get(option.id) ?? 0) } : {}),
    })),
    ...(poll.closesAt ? { closesAt: poll.closesAt } : {}),
    status: closed ? "CLOSED" : "OPEN",
    showResults,
    ...(mine !== undefined ? { viewerChoice: mine } : {}),
    ...(showResults ? {} : { voteAction: pollVoteAction(poll.id) }),
  };
}

/**
 * POST /api/v1/community/poll/vote {pollId, formId, inputValues: {optionId}}: one vote per user.
 * 401 without a login, 400 for a missing or unknown option (errors.optionId), 404 for an unknown
 * poll, 409 once closed or when this user already voted (the count is unchanged).
 */
export function castVote(
  repo: CommunityRepository,
  session: Session | undefined,
  body: unknown,
  clock: Clock,
): Record<string, unknown> {
  const user = requireUser(session);
  const input = parseAction(pollVoteRequestSchema, body);
  const poll = repo.poll(input.pollId);
  if (!poll) throw actionError(404, POLL_NOT_FOUND);
  const now = clock();
  if (isClosed(poll, now)) throw actionError(409, POLL_CLOSED_TEXT);
  const optionId = input.inputValues.optionId;
  if (!poll.options.some((option) => option.id === optionId)) {
    throw actionError(400, POLL_CHOOSE_TEXT, { [POLL_CHOICE_FIELD]: POLL_CHOOSE_TEXT });
  }
  if (!repo.vote(poll.id, user.id, optionId, isoAt(now))) {
    throw actionError(409, POLL_ALREADY_VOTED_TEXT);
  }
  return {
    formId: input.formId,
    inProgress: false,
    isSuccessful: true,
    message: POLL_VOTE_COUNTED_TEXT,
    inputValues: { [POLL_CHOICE_FIELD]: optionId },
  };
}
