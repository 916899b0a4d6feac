import { describe, expect, it } from "vitest";
import { eventListSchema } from "~/contract/widgets/event-list";
import { EVENT_LIST_TEXTS } from "~/contract/widgets/event-list-look";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  JS_URL,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("EVENT_LIST"), (data) => {
  const d = data as { events: { host?: string; location?: string }[]; emptyText?: string };
  return [
    ...d.events.flatMap((e) => [e.location ?? "", e.host ?? ""]).filter(Boolean),
    ...(d.emptyText ? [d.emptyText] : []),
  ];
});

const masterclass = {
  title: "How PMs use AI in discovery",
  startTime: "2026-12-08T13:30:00Z",
  endTime: "2026-12-08T15:00:00Z",
  format: "ONLINE",
  location: "Live on Zoom",
  host: "Ananya Rao",
  price: "Free",
  seatsLeft: 1,
  buttons: [
    { buttonText: "Register", action: { type: "EVENTS_ENROL", uri: "/api/v1/events/1/enrol" } },
  ],
};

describe("EVENT_LIST", () => {
  it("shows start and end as <time datetime> in the list's zone", async () => {
    const html = await renderCell("EVENT_LIST", { events: [masterclass] });
    expect(html).toContain(
      '<time dateTime="2026-12-08T13:30:00.000Z">Tue, 8 Dec 2026, 19:00</time> to <time dateTime="2026-12-08T15:00:00.000Z">20:30 IST</time>',
    );
    const london = await renderCell("EVENT_LIST", {
      timeZone: "Europe/London",
      events: [{ ...masterclass, endTime: "2026-12-09T10:00:00Z" }],
    });
    expect(london).toContain("Tue, 8 Dec 2026, 13:30 UK time</time> to <time");
    expect(london).toContain("Wed, 9 Dec 2026, 10:00 UK time");
  });

  it("lists events in order with format, place, price, host and seats in words", async () => {
    const html = await renderCell("EVENT_LIST", {
      events: [masterclass, { title: "Meet-up", startTime: "2026-12-19T12:30:00Z", seatsLeft: 0 }],
    });
    expect(html).toMatch(/<ol class="event-list__list">/);
    expect(html.match(/<li class="event-list__event">/g)).toHaveLength(2);
    expect(html).toMatch(/<h3 class="event-list__title">How PMs use AI in discovery<\/h3>/);
    expect(html).toContain("Online · Live on Zoom · Free");
    expect(html).toContain("Hosted by Ananya Rao");
    expect(html).toContain("1 seat left");
    expect(html).toContain(EVENT_LIST_TEXTS.seatsLeft(0));
    // The leaf repeats the date for the eye only.
    expect(html).toMatch(
      /<div class="event-list__leaf" aria-hidden="true"><span class="event-list__leafMonth">Dec<\/span><span class="event-list__leafDay">8<\/span>/,
    );
    // A register action posts a form (works without JavaScript).
    expect(html).toMatch(/<form[^>]*method="post"[\s\S]*Register/);
  });

  it("says so when there are no events", async () => {
    expect(await renderCell("EVENT_LIST", { events: [] })).toContain(
      escapeHtml(EVENT_LIST_TEXTS.empty),
    );
  });

  it("refuses lists that are not lists and events without a readable date", async () => {
    expectRefused("EVENT_LIST", {});
    expectRefused("EVENT_LIST", { events: "soon" });
    expect(
      eventListSchema.parse({ events: [{ title: "x", startTime: "next week" }] }).events,
    ).toEqual([]);
    expect(
      eventListSchema.parse({ events: [{ startTime: masterclass.startTime }] }).events,
    ).toEqual([]);
  });

  it("tolerates unknown fields and formats", async () => {
    const data = { events: [{ ...masterclass, format: "METAVERSE", capacity: 100 }], theme: "x" };
    expect(accepts(displayDef("EVENT_LIST"), data)).toBe(true);
    const html = await renderCell("EVENT_LIST", data);
    expect(html).toContain("Live on Zoom · Free");
    expect(html).not.toContain("METAVERSE");
  });

  it("renders hostile text as text and no javascript: link", async () => {
    const html = await renderCell("EVENT_LIST", {
      events: [
        {
          ...masterclass,
          title: SCRIPT,
          summary: SCRIPT,
          host: SCRIPT,
          image: { url: JS_URL },
          buttons: [{ buttonText: "Go", action: { type: "NAVIGATION", uri: JS_URL } }],
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
