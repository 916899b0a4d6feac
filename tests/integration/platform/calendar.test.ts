import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, postPage, start } from "./platform-harness";

/**
 * CALENDAR on /my-calendar (docs/contract.md, "Widget kinds: community family"): the platform
 * fills the cell with the caller's events of the month the address asks for. The clock stands
 * at 10 March 2026, 11:30 in India, so the seed holds February, March and April 2026.
 */
const NOW = Date.parse("2026-03-10T06:00:00Z");
const data = makeDataDir();
let platform: RunningPlatform;
let learner: string;
let rise: string;

beforeAll(async () => {
  platform = await start(data.dir, { now: () => NOW });
  learner = await devSignIn(platform.url, "learner@example.com");
  rise = await devSignIn(platform.url, "rise@example.com");
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

type Event = { id: string; title: string; kind: string; startsAt: string; joinUrl?: string };
type Cell = { id: string; componentType?: string; componentData?: Record<string, unknown> };

async function calendarOf(token: string | undefined, context?: Record<string, unknown>) {
  const res = await postPage(platform.url, "/my-calendar", context, token ? bearer(token) : {});
  expect(res.status).toBe(200);
  const page = res.body as { cells: Cell[]; cacheInfo: { TTL: number } };
  const cell = page.cells.find((c) => c.id === "my-calendar-month");
  expect(cell?.componentType).toBe("CALENDAR");
  const calendar = cell!.componentData as {
    month: string;
    today: string;
    events: Event[];
    title: string;
  };
  return { calendar, page };
}

describe("CALENDAR on /my-calendar", () => {
  it("shows the learner's events of this month without a month asked, today marked", async () => {
    const { calendar, page } = await calendarOf(learner);
    expect(calendar.month).toBe("2026-03");
    expect(calendar.today).toBe("2026-03-10");
    expect(calendar.title).toBe("My calendar");
    expect(calendar.events.map((e) => e.title)).toEqual([
      "Mentor session: product sense",
      "SQL joins and window functions",
      "Case study: pricing a subscription app",
      "Live Q&A: building a product portfolio",
      "Dashboard design with Looker Studio",
      "Capstone checkpoint: cleaned data set",
    ]);
    expect(calendar.events.map((e) => e.kind)).toEqual([
      "SESSION",
      "CLASS",
      "DEADLINE",
      "SESSION",
      "CLASS",
      "DEADLINE",
    ]);
    // 3 March, 7 pm in India; a Join link for each live session only.
    expect(calendar.events[0]).toMatchObject({
      startsAt: "2026-03-03T13:30:00.000Z",
      joinUrl: "https://meet.example.com/mentor-product-sense-2026-03",
      link: "/mentorship/product-management",
    });
    expect(calendar.events.filter((e) => e.joinUrl)).toHaveLength(2);
    // The deadline at 11:59 pm India time on the 12th is on the 12th, not the 13th (UTC).
    expect(calendar.events[2].startsAt).toBe("2026-03-12T18:29:00.000Z");
    expect(page.cacheInfo.TTL).toBe(0);
  });

  it("answers the month the address asks for", async () => {
    const april = (await calendarOf(learner, { month: "2026-04" })).calendar;
    expect(april.month).toBe("2026-04");
    expect(april.today).toBe("2026-03-10");
    expect(april.events).toHaveLength(6);
    expect(april.events.every((e) => e.id.startsWith("cal-learner-2026-04-"))).toBe(true);
    const february = (await calendarOf(learner, { month: "2026-02" })).calendar;
    expect(february.events.map((e) => e.startsAt.slice(0, 7))).toEqual(
      Array.from({ length: 6 }, () => "2026-02"),
    );
    const empty = (await calendarOf(learner, { month: "2025-06" })).calendar;
    expect(empty).toMatchObject({ month: "2025-06", events: [] });
  });

  it("falls back to this month for a month that does not read as YYYY-MM", async () => {
    for (const month of ["2026-13", "March", "2026-3", "1900-01", "2026-03-01", ""]) {
      const { calendar } = await calendarOf(learner, { month });
      expect(calendar.month, month).toBe("2026-03");
      expect(calendar.events, month).toHaveLength(6);
    }
  });

  it("shows no one else's events: another user's month is empty, a visitor is refused", async () => {
    expect((await calendarOf(rise)).calendar.events).toEqual([]);
    // A visitor is refused by the platform's own guard, as on every login page (and the BFF asks
    // them to log in before it calls: tests/integration/bff/my-calendar.test.ts).
    const visitor = await postPage(platform.url, "/my-calendar", { month: "2026-03" });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ errorMessage: "Login required" });
  });
});
