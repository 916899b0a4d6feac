import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { POLL_CHOOSE_TEXT } from "~/contract/widgets/polling-look";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, post, postPage, start } from "./platform-harness";

/** The community family's calls and cells (docs/contract.md, "Widget kinds: community family"). */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: string;
let rise: string;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = await devSignIn(platform.url, "learner@example.com");
  rise = await devSignIn(platform.url, "rise@example.com");
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

type Cell = { id: string; componentType?: string; componentData?: Record<string, unknown> };
type PageAnswer = { cells: Cell[]; cacheInfo: { TTL: number } };

async function cellOf(uri: string, cellId: string, token?: string, context?: object) {
  const res = await postPage(platform.url, uri, context, token ? bearer(token) : {});
  expect(res.status).toBe(200);
  const page = res.body as PageAnswer;
  const cell = page.cells.find((c) => c.id === cellId);
  if (!cell?.componentData) throw new Error(`no cell ${cellId} on ${uri}`);
  return { data: cell.componentData, page };
}

describe("POLLING: the live poll of /events", () => {
  const vote = UPSTREAM_CALLS.communityPollVote.path;
  const pollCell = () => cellOf("/events", "career-fair-poll-card");
  type Option = { id: string; label: string; votes?: number };

  it("is open, offers the signed-to-be vote action and hides the counts before a vote", async () => {
    const { data: poll, page } = await pollCell();
    expect(poll.status).toBe("OPEN");
    expect(poll.showResults).toBe(false);
    expect((poll.options as Option[]).map((o) => o.id)).toEqual([
      "resume",
      "portfolio",
      "negotiation",
    ]);
    expect((poll.options as Option[]).every((o) => o.votes === undefined)).toBe(true);
    expect(poll.voteAction).toMatchObject({
      type: "API_CALL",
      uri: vote,
      requestObject: { pollId: poll.pollId },
      reloadPage: true,
    });
    expect(Date.parse(String(poll.closesAt))).toBeGreaterThan(Date.now());
    expect(page.cacheInfo.TTL).toBeGreaterThan(0);
  });

  it("401 without a login", async () => {
    const res = await post(platform.url, vote, {
      pollId: "career-fair-opening-panel",
      inputValues: { optionId: "resume" },
    });
    expect(res.status).toBe(401);
  });

  it("400 for a missing or unknown option, 404 for an unknown poll", async () => {
    const missing = await post(
      platform.url,
      vote,
      { pollId: "career-fair-opening-panel", inputValues: {} },
      bearer(learner),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { optionId: POLL_CHOOSE_TEXT } });
    const unknown = await post(
      platform.url,
      vote,
      { pollId: "career-fair-opening-panel", inputValues: { optionId: "karaoke" } },
      bearer(learner),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { optionId: POLL_CHOOSE_TEXT } });
    const empty = await post(platform.url, vote, {}, bearer(learner));
    expect(empty.status).toBe(400);
    const poll = await post(
      platform.url,
      vote,
      { pollId: "no-such-poll", inputValues: { optionId: "resume" } },
      bearer(learner),
    );
    expect(poll.status).toBe(404);
  });

  it("counts a vote once per user and shows the voter the results", async () => {
    const before = await cellOf("/events", "career-fair-poll-card", rise);
    expect(before.data.showResults).toBe(false);
    const body = {
      pollId: "career-fair-opening-panel",
      formId: "poll-career-fair-opening-panel",
      inputValues: { optionId: "portfolio" },
    };
    const first = await post(platform.url, vote, body, bearer(learner));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      formId: "poll-career-fair-opening-panel",
      isSuccessful: true,
      message: "Thanks, your vote is counted.",
    });
    const after = await cellOf("/events", "career-fair-poll-card", learner);
    expect(after.data.viewerChoice).toBe("portfolio");
    expect(after.data.showResults).toBe(true);
    expect(after.data.voteAction).toBeUndefined();
    const counted = (after.data.options as Option[]).find((o) => o.id === "portfolio");
    // 26 votes were cast before the platform kept them (the seed); this one is the 27th.
    expect(counted?.votes).toBe(27);

    const again = await post(
      platform.url,
      vote,
      { ...body, inputValues: { optionId: "resume" } },
      bearer(learner),
    );
    expect(again.status).toBe(409);
    const still = await cellOf("/events", "career-fair-poll-card", learner);
    expect(still.data.viewerChoice).toBe("portfolio");
    expect(still.data.options).toEqual(after.data.options);

    // Another learner who has not voted still sees the form, not the counts.
    const other = await cellOf("/events", "career-fair-poll-card", rise);
    expect(other.data.showResults).toBe(false);
    expect(other.data.voteAction).toBeDefined();
  });

  it("closes: 409 for a vote, results for everyone", async () => {
    const res = await post(platform.url, "/__test/advance-clock", { seconds: 22 * 24 * 3600 });
    expect(res.status).toBe(200);
    try {
      // Tokens last 7 days: sign in again after three weeks.
      const fresh = await devSignIn(platform.url, "rise@example.com");
      const closed = await post(
        platform.url,
        vote,
        { pollId: "career-fair-opening-panel", inputValues: { optionId: "resume" } },
        bearer(fresh),
      );
      expect(closed.status).toBe(409);
      const { data: poll } = await cellOf("/events", "career-fair-poll-card");
      expect(poll.status).toBe("CLOSED");
      expect(poll.showResults).toBe(true);
      expect((poll.options as Option[]).map((o) => o.votes)).toEqual([41, 27, 30]);
    } finally {
      await post(platform.url, "/__test/reset", {});
    }
  });
});

describe("LEADERBOARD: the contest page's board, filtered by the address's range", () => {
  type Row = { rank: number; name: string; score: number; change?: number; isViewer?: boolean };
  const board = (token?: string, context?: object) =>
    cellOf("/contest/weekly-sql", "contest-leaderboard-board", token, context);

  it("a visitor sees this week's top ten, ranked by score, with no row of their own", async () => {
    const { data: cell } = await board();
    const rows = cell.rows as Row[];
    expect(cell.range).toBe("WEEK");
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[0]).toMatchObject({ name: "Meera Iyer", score: 1500 });
    for (let i = 1; i < rows.length; i++) expect(rows[i].score).toBeLessThan(rows[i - 1].score);
    expect(rows.some((r) => r.isViewer)).toBe(false);
    expect(rows.some((r) => r.change === undefined)).toBe(true);
  });

  it("a learner below the top ten gets their own row added and marked", async () => {
    const { data: cell } = await board(learner);
    const rows = cell.rows as Row[];
    expect(rows).toHaveLength(11);
    expect(rows[10]).toMatchObject({ rank: 12, name: "Asha Learner", isViewer: true });
    expect(rows.filter((r) => r.isViewer)).toHaveLength(1);
  });

  it("?range=MONTH and ALL answer those periods; an unknown range is the week", async () => {
    const month = (await board(learner, { range: "MONTH" })).data;
    expect(month.range).toBe("MONTH");
    const monthRows = month.rows as Row[];
    expect(monthRows).toHaveLength(10);
    expect(monthRows[3]).toMatchObject({ rank: 4, name: "Asha Learner", isViewer: true });
    const all = (await board(undefined, { range: "ALL" })).data;
    expect(all.range).toBe("ALL");
    expect((all.rows as Row[])[0].name).not.toBe("Meera Iyer");
    const odd = (await board(undefined, { range: "DECADE" })).data;
    expect(odd.range).toBe("WEEK");
  });
});
