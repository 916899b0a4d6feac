import { describe, expect, it } from "vitest";
import { calendarSchema } from "~/contract/widgets/calendar";
import {
  dayOf,
  monthHref,
  monthWeeks,
  parseMonth,
  shiftMonth,
} from "~/contract/widgets/calendar-look";
import { calendarSamples } from "~/widgets/calendar/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { defOf } from "./community-kit";

const def = defOf("CALENDAR");
const [march, empty] = calendarSamples.map((s) => s.data);

/** The part of the HTML inside the grid's table. */
const tableOf = (html: string) => /<table[\s\S]*<\/table>/.exec(html)?.[0] ?? "";

describe("CALENDAR", () => {
  itRendersEverySample(def);

  it("is a table with a column header per weekday and a cell per day of the month", async () => {
    const html = await renderWidget(def, march);
    const table = tableOf(html);
    expect(html).toMatch(/<h2[^>]*>My calendar<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>March 2026<\/h3>/);
    expect(table).toContain('<caption class="visually-hidden">March 2026</caption>');
    expect(table.match(/<th scope="col"/g)).toHaveLength(7);
    expect(table).toMatch(/<th scope="col" abbr="Monday">Mon<\/th>/);
    expect(table).toMatch(/<th scope="col" abbr="Sunday">Sun<\/th>/);
    // 1 March 2026 is a Sunday: six blank cells lead, 31 days, five rows after it.
    expect(table.match(/<tr>/g)).toHaveLength(7);
    expect(table.match(/class="calendar__dayNumber"/g)).toHaveLength(31);
  });

  it("shows each event as a link with its time in <time>, and Join for live sessions", async () => {
    const html = await renderWidget(def, march);
    const table = tableOf(html);
    expect(table).toMatch(
      /<time class="calendar__time" dateTime="2026-03-10T13:30:00Z">7:00 pm<\/time><span class="calendar__kind">Live session<\/span><a class="calendar__title" href="\/course\/product-management-course">Mentor session: product sense<\/a>/,
    );
    expect(table).toMatch(
      /<a class="calendar__join" href="https:\/\/meet.example.com\/pm-mentor-0310" target="_blank" rel="noopener noreferrer" aria-label="Join: Mentor session: product sense">Join<\/a>/,
    );
    expect(table.match(/>Join<\/a>/g)).toHaveLength(2);
    expect(table).toContain('<span class="calendar__kind">Deadline</span>');
    // 18:29 UTC on the 15th is 11:59 pm the same day in India.
    expect(table).toMatch(/dateTime="2026-03-15T18:29:00Z">11:59 pm<\/time>/);
  });

  it("marks today in words, in the grid and in the agenda", async () => {
    const html = await renderWidget(def, march);
    expect(
      html.match(
        /<td class="calendar__today" aria-current="date"><span class="calendar__dayNumber">10<\/span><span class="calendar__todayTag">Today<\/span>/g,
      ),
    ).toHaveLength(1);
    expect(html).toMatch(
      /<li class="calendar__today"><h4 class="calendar__agendaDay"><time dateTime="2026-03-10">Tuesday 10 March<\/time><span class="calendar__todayTag">Today<\/span><\/h4>/,
    );
  });

  it("has an agenda list of the days with events (the narrow screens' view)", async () => {
    const html = await renderWidget(def, march);
    const agenda = /<ol class="calendar__agenda">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
    expect(agenda.match(/<h4 class="calendar__agendaDay">/g)).toHaveLength(4);
    expect(agenda).toContain("Thursday 12 March");
    expect(agenda).toContain("SQL joins and window functions");
  });

  it("offers previous and next months as links that set the month parameter", async () => {
    const html = await renderWidget(def, march);
    expect(html).toMatch(/<nav aria-label="Months">/);
    expect(html).toMatch(
      /<a[^>]*href="\/\?month=2026-02"[^>]*><span aria-hidden="true">‹ <\/span>Previous month<\/a>/,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/\?month=2026-04"[^>]*>Next month<span aria-hidden="true"> ›<\/span><\/a>/,
    );
    expect(monthHref("?tab=2&month=2026-03", "month", { year: 2026, month: 12 })).toBe(
      "?tab=2&month=2026-12",
    );
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });

  it("says so when the month is empty, with the month's heading as h2 without a title", async () => {
    const html = await renderWidget(def, empty);
    expect(html).toMatch(/<h2[^>]*>April 2026<\/h2>/);
    expect(html).not.toContain('class="calendar__agenda"');
    expect(html).toContain("Your next cohort&#x27;s classes appear here once the schedule is out.");
    expect(html).toMatch(/href="\/\?month=2026-03"/);
  });

  it("reads months and days strictly", async () => {
    for (const bad of [
      "2026-13",
      "2026-3",
      "26-03",
      "2026-03-01",
      "1969-12",
      "",
      undefined,
      202603,
    ]) {
      expect(parseMonth(bad), String(bad)).toBeUndefined();
    }
    expect(parseMonth(" 2026-03 ")).toEqual({ year: 2026, month: 3 });
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4); // Feb 2027 starts on a Monday
    expect(dayOf("2026-03-31T20:00:00Z", "Asia/Kolkata")).toBe("2026-04-01");
    expect(dayOf("2026-03-31T20:00:00Z", "Not/A_Zone")).toBe("2026-04-01");
    expect(dayOf("tomorrow")).toBeUndefined();
  });

  it("refuses a bad month, today or event, and keeps the good events", async () => {
    expect(accepts(def, { ...march, month: "March" })).toBe(false);
    expect(accepts(def, { ...march, month: undefined })).toBe(false);
    expect(accepts(def, { ...march, today: "10/03/2026" })).toBe(false);
    expect(accepts(def, { ...march, events: "all" })).toBe(false);
    expect(accepts(def, { ...march, monthParam: "a b" })).toBe(false);
    const parsed = calendarSchema.parse({
      ...march,
      events: [
        { id: "x", title: "No start" },
        { id: "y", title: "Bad start", startsAt: "soon" },
        ...march.events,
      ],
    });
    expect(parsed.events).toHaveLength(4);
  });

  it("tolerates unknown fields and kinds (an unknown kind is drawn as a live session)", async () => {
    const data = {
      ...march,
      colour: "teal",
      events: [
        {
          id: "w",
          title: "Career fair walkthrough",
          kind: "WEBINAR",
          startsAt: "2026-03-05T10:00:00Z",
          extra: 1,
        },
      ],
    };
    expect(accepts(def, data)).toBe(true);
    const html = await renderWidget(def, data);
    expect(html).not.toContain("WEBINAR");
    expect(html).toContain(
      '<span class="calendar__kind">Live session</span><span class="calendar__title">Career fair walkthrough</span>',
    );
  });

  it("escapes script text and never puts a javascript: URL in an href", async () => {
    const html = await renderWidget(def, {
      ...march,
      title: SCRIPT,
      events: [
        {
          id: "s",
          title: SCRIPT,
          kind: "SESSION",
          startsAt: "2026-03-05T10:00:00Z",
          link: JS_URL,
          joinUrl: JS_URL,
          subText: SCRIPT,
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain(">Join<");
  });
});
