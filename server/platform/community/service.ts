import type { Database } from "better-sqlite3";
import { isoAt, type Clock } from "../clock";
import { createCommunityRepository, type CommunityRepository } from "../db/community";
import { createCalendarRepository } from "../db/calendar";
import { seedCalendarEvents } from "../seed/calendar";
import { calendarCellData } from "./calendar";
import { createCatalogRepository } from "../db/catalog";
import { couponCellData } from "./coupons";
import type { UserRecord } from "../db/users";
import { seedBoardRows, seedPolls, SQL_CONTEST_BOARD_ID } from "../seed/community";
import { leaderboardCellData } from "./leaderboards";
import { createDiscussionRepository, type DiscussionRepository } from "../db/discussions";
import * as talk from "../seed/discussions";
import { chatCellData, forumCellData } from "./discussions";
import { pollCellData } from "./polls";

/**
 * The community family on the platform (docs/contract.md, "Widget kinds: community family"):
 * the seed of its tables, the live state of its cells in every page answer, and the calls.
 */
export interface CommunityService {
  repo: CommunityRepository;
  /** Discussion threads and chat messages (DISCUSSION_FORUM, CHAT). */
  discussions: DiscussionRepository;
  clock: Clock;
  /** The page answer with each community cell filled for this caller. */
  fillPage(
    answer: Record<string, unknown>,
    user: UserRecord | undefined,
    context: Record<string, string>,
  ): Record<string, unknown>;
}

type CellFiller = (
  data: Record<string, unknown>,
  user: UserRecord | undefined,
  context: Record<string, string>,
) => Record<string, unknown>;

/** The page request's context (query parameters) as strings; anything else is ignored. */
export function contextOf(body: unknown): Record<string, string> {
  const context = (body as { context?: unknown } | null)?.context;
  if (!context || typeof context !== "object" || Array.isArray(context)) return {};
  return Object.fromEntries(
    Object.entries(context).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

export function createCommunityService(db: Database, clock: Clock): CommunityService {
  const repo = createCommunityRepository(db);
  const now = clock();
  db.transaction(() => {
    for (const poll of seedPolls(now)) repo.upsertPoll(poll, isoAt(now));
  })();
  // Leaderboard rows are the seed's alone (no call changes them): written again at each start.
  repo.replaceBoard(SQL_CONTEST_BOARD_ID, seedBoardRows());
  // The seeded learner's calendar around the start's month (seed/calendar.ts).
  const calendar = createCalendarRepository(db);
  db.transaction(() => {
    for (const event of seedCalendarEvents(now)) calendar.upsert(event);
  })();
  // The coupons of the COUPON cell come from the commerce catalogue (community/coupons.ts).
  const catalog = createCatalogRepository(db);

  // The shipped threads and messages keep their ids: shipping them again changes nothing.
  const discussions = createDiscussionRepository(db);
  db.transaction(() => {
    for (const thread of talk.seedThreads(now)) discussions.addThread(thread);
    for (const reply of talk.seedReplies(now)) discussions.addReply(reply);
    for (const conversation of talk.seedConversations()) {
      discussions.upsertConversation(conversation);
    }
    for (const message of talk.seedMessages(now)) discussions.addMessage(message);
  })();

  const fillers: Record<string, CellFiller> = {
    DISCUSSION_FORUM: (data, user) => forumCellData(data, discussions, user),
    CHAT: (data, user) => chatCellData(data, discussions, user),
    POLLING: (data, user) => pollCellData(data, repo, user, clock()),
    LEADERBOARD: (data, user, context) => leaderboardCellData(data, repo, user, context),
    CALENDAR: (data, user, context) => calendarCellData(data, calendar, user, context, clock()),
    COUPON: (data, user) => couponCellData(data, catalog, user, clock()),
  };

  return {
    repo,
    discussions,
    clock,
    fillPage(answer, user, context) {
      const cells = answer.cells;
      if (!Array.isArray(cells)) return answer;
      let live = false;
      const filled = cells.map((cell: Record<string, unknown>) => {
        const kind = typeof cell.componentType === "string" ? cell.componentType : "";
        const fill = fillers[kind];
        const data = cell.componentData;
        if (!fill || !data || typeof data !== "object") return cell;
        live = true;
        return { ...cell, componentData: fill(data as Record<string, unknown>, user, context) };
      });
      // The page keeps its TTL: the BFF caches visitors' answers only (decision 018), which
      // show no one's vote, and a post's revalidation always asks again.
      return live ? { ...answer, cells: filled } : answer;
    },
  };
}
