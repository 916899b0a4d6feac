import { describe, expect, it } from "vitest";
import { courseScheduleSchema } from "~/contract/widgets/course-schedule";
import { COURSE_SCHEDULE_TEXTS } from "~/contract/widgets/course-schedule-look";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("COURSE_SCHEDULE"), (data) =>
  (data as { weeks: { label: string; sessions: { title: string }[] }[] }).weeks.flatMap((w) => [
    w.label,
    ...w.sessions.map((s) => s.title),
  ]),
);

const weeks = [
  {
    label: "Week 1",
    dates: "7 to 13 Dec",
    theme: "Discovery",
    sessions: [
      {
        day: "TUE",
        startTime: "19:30",
        endTime: "21:30",
        title: "Kick-off",
        kind: "LIVE_CLASS",
        instructor: "Ananya Rao",
      },
      { day: "SUN", startTime: "23:59", title: "Interview five users", kind: "ASSIGNMENT_DUE" },
    ],
  },
  { label: "Week 2", sessions: [] },
];

describe("COURSE_SCHEDULE", () => {
  it("shows each week as a numbered disclosure with a timetable, the first open", async () => {
    const html = await renderCell("COURSE_SCHEDULE", { weeks });
    expect(html).toMatch(/<ol class="course-schedule__weeks">/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.match(/<details open=""/g)).toHaveLength(1);
    expect(html).toContain(
      '<summary class="course-schedule__summary"><span class="course-schedule__label">Week 1</span><span class="course-schedule__dates">7 to 13 Dec</span><span class="course-schedule__theme">Discovery</span></summary>',
    );
    expect(html).toContain('<caption class="visually-hidden">Week 1, 7 to 13 Dec</caption>');
    expect(html).toContain('<th scope="col">Time (IST)</th>');
    expect(html).toContain(
      '<tr><th scope="row">Tuesday</th><td class="course-schedule__time"><time dateTime="19:30">19:30</time> to <time dateTime="21:30">21:30</time></td><td><span class="course-schedule__session">Kick-off</span><span class="course-schedule__kind">Live class</span></td><td>Ananya Rao</td></tr>',
    );
    expect(html).toContain("Assignment due");
    expect(html).toContain(escapeHtml(COURSE_SCHEDULE_TEXTS.noSessions));
  });

  it("marks the current week in words and opens it", async () => {
    const html = await renderCell("COURSE_SCHEDULE", {
      weeks,
      currentWeek: 2,
      timeZoneLabel: "SGT",
    });
    expect(html).toContain(
      '<li class="course-schedule__week course-schedule__current"><details open="">',
    );
    expect(html).toContain(
      `<span class="course-schedule__badge">${COURSE_SCHEDULE_TEXTS.thisWeek}</span>`,
    );
    expect(html.match(/<details open=""/g)).toHaveLength(1);
    expect(html).toContain("Time (SGT)");
    // A current week past the end marks nothing and opens the first.
    const past = await renderCell("COURSE_SCHEDULE", { weeks, currentWeek: 9 });
    expect(past).not.toContain(COURSE_SCHEDULE_TEXTS.thisWeek);
    expect(past.indexOf('open=""')).toBeLessThan(past.indexOf("Week 2"));
  });

  it("refuses schedules without weeks and drops sessions with bad times", async () => {
    expectRefused("COURSE_SCHEDULE", {});
    expectRefused("COURSE_SCHEDULE", { weeks: [] });
    expectRefused("COURSE_SCHEDULE", { weeks: [{ sessions: [] }] });
    expectRefused("COURSE_SCHEDULE", { weeks, currentWeek: 0 });
    const parsed = courseScheduleSchema.parse({
      weeks: [
        {
          label: "W",
          sessions: [{ day: "MON", startTime: "7pm", title: "x" }, weeks[0].sessions[0]],
        },
      ],
    });
    expect(parsed.weeks[0].sessions).toHaveLength(1);
  });

  it("tolerates unknown fields, days and kinds", async () => {
    const data = {
      weeks: [
        {
          label: "W",
          sessions: [
            { day: "HOLIDAY", startTime: "10:00", title: "Demo day", kind: "SHOWCASE", room: "A" },
          ],
        },
      ],
    };
    expect(accepts(displayDef("COURSE_SCHEDULE"), data)).toBe(true);
    const html = await renderCell("COURSE_SCHEDULE", data);
    expect(html).toContain('<th scope="row">HOLIDAY</th>');
    expect(html).not.toContain("SHOWCASE");
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("COURSE_SCHEDULE", {
      weeks: [
        {
          label: SCRIPT,
          theme: SCRIPT,
          sessions: [{ day: SCRIPT, startTime: "10:00", title: SCRIPT, instructor: SCRIPT }],
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
