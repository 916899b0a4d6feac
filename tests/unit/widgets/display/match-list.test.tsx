import { describe, expect, it } from "vitest";
import { matchListSchema } from "~/contract/widgets/match-list";
import { displayDateTime, durationLabel } from "~/contract/widgets/display-time";
import { MATCH_LIST_TEXTS, matchListView } from "~/contract/widgets/match-list-look";
import { lookupWidget } from "~/widgets/registry";
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

const VIEWS = ["UPCOMING_OVERVIEW", "NEW_MATCH", "CAROUSEL", "GRID"] as const;

for (const view of VIEWS) {
  describeSamples(displayDef("MATCH_LIST", view), (data) => {
    const matches = (data as { matches: { name: string; topic?: string }[] }).matches;
    return matches.flatMap((m) => [m.name, ...(m.topic ? [m.topic] : [])]);
  });
}

const ananya = {
  name: "Ananya Rao",
  role: "Senior Product Manager",
  company: "Razorpay",
  matchType: "MOCK_INTERVIEW",
  status: "SCHEDULED",
  topic: "Product sense mock interview",
  startTime: "2026-12-08T14:00:00Z",
  durationMinutes: 60,
  matchScore: 91.6,
  buttons: [{ buttonText: "Join call", action: { type: "NAVIGATION", uri: "/interview/s/1" } }],
};

describe("MATCH_LIST registration", () => {
  it("has one definition per view type, each its own chunk, and GRID for unknown views", async () => {
    for (const view of VIEWS) {
      expect(lookupWidget("MATCH_LIST", view)).toBe(displayDef("MATCH_LIST", view));
    }
    const components = new Set(VIEWS.map((v) => displayDef("MATCH_LIST", v).Component));
    expect(components.size).toBe(4);
    expect(lookupWidget("MATCH_LIST", "FEATURED_ROW")).toBe(displayDef("MATCH_LIST"));
    expect(matchListView("FEATURED_ROW")).toBe("GRID");
    expect(matchListView(undefined)).toBe("GRID");
  });

  it("draws an unknown view as the GRID view", async () => {
    const grid = await renderCell("MATCH_LIST", { viewType: "GRID", matches: [ananya] });
    const unknown = await renderCell("MATCH_LIST", { viewType: "FEATURED_ROW", matches: [ananya] });
    // The same widget markup (the cell frame around it may name the view it was asked for).
    const inner = (html: string) => html.slice(html.indexOf("<!--$-->"));
    expect(inner(grid)).toContain('<ul class="match-list__grid">');
    expect(inner(unknown)).toBe(inner(grid));
  });
});

describe("MATCH_LIST views", () => {
  it("UPCOMING_OVERVIEW lists sessions in order with a machine-readable time", async () => {
    const html = await renderCell("MATCH_LIST", {
      viewType: "UPCOMING_OVERVIEW",
      matches: [ananya, { ...ananya, name: "Karthik Menon", startTime: "2026-12-10T12:30:00Z" }],
    });
    expect(html).toContain("2 upcoming sessions");
    expect(html.match(/<ol[^>]*>/g)).toHaveLength(1);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('<time class="match-list__leaf" dateTime="2026-12-08T14:00:00.000Z">');
    // 14:00 UTC is 19:30 in India, the default zone.
    expect(html).toContain("19:30 IST");
    expect(html).toContain("Tue, 8 Dec 2026");
    expect(html).toMatch(/<h3[^>]*>Product sense mock interview<\/h3>/);
    expect(html).toContain("with <strong>Ananya Rao</strong>, Senior Product Manager at Razorpay");
    expect(html).toContain("Scheduled");
    expect(html).toContain("Mock interview");
    expect(html).toMatch(/<a[^>]*href="\/interview\/s\/1"[^>]*>.*Join call/);
  });

  it("NEW_MATCH introduces the match, its score in words and why it was made", async () => {
    const html = await renderCell("MATCH_LIST", {
      viewType: "NEW_MATCH",
      matches: [{ ...ananya, description: "You both moved from consulting." }],
    });
    expect(html).toContain(MATCH_LIST_TEXTS.newMatch);
    expect(html).toContain("92% match");
    expect(html).toMatch(/<h3[^>]*>Ananya Rao<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Why we matched you<\/h4>/);
    expect(html).toContain("You both moved from consulting.");
  });

  it("CAROUSEL is a focusable, labelled scroll region holding a list", async () => {
    const html = await renderCell("MATCH_LIST", {
      viewType: "CAROUSEL",
      headerData: { textData: { text: "Interviewers for you" } },
      matches: [ananya, { name: "Priya Nair" }],
    });
    expect(html).toMatch(
      /<div class="match-list__scroller" role="region" aria-label="Interviewers for you" tabindex="0"><ul class="match-list__track">/,
    );
    expect(html.match(/<li class="match-list__card"/g)).toHaveLength(2);
    const unlabelled = await renderCell("MATCH_LIST", { viewType: "CAROUSEL", matches: [ananya] });
    expect(unlabelled).toContain(`aria-label="${MATCH_LIST_TEXTS.carouselLabel}"`);
  });

  it("GRID shows initials without a photo and the photo's alt text with one", async () => {
    const html = await renderCell("MATCH_LIST", {
      viewType: "GRID",
      matches: [
        { name: "Priya Nair" },
        { name: "Rohit Sharma", image: { url: "https://cdn.example.com/r.jpg", altText: "Rohit" } },
      ],
    });
    expect(html).toMatch(
      /<span class="match-list__avatar match-list__initials"[^>]*aria-hidden="true">PN<\/span>/,
    );
    expect(html).toContain('alt="Rohit"');
    expect(html.match(/<h3/g)).toHaveLength(2);
  });

  it("says so when there are no matches (default or own text)", async () => {
    expect(await renderCell("MATCH_LIST", { viewType: "GRID", matches: [] })).toContain(
      escapeHtml(MATCH_LIST_TEXTS.empty),
    );
    expect(
      await renderCell("MATCH_LIST", {
        viewType: "NEW_MATCH",
        matches: [],
        emptyText: "Nothing yet",
      }),
    ).toContain("Nothing yet");
  });
});

describe("MATCH_LIST data", () => {
  it("refuses data that is not a match list", async () => {
    expectRefused("MATCH_LIST", {});
    expectRefused("MATCH_LIST", { matches: { name: "Ananya" } });
    expectRefused("MATCH_LIST", { matches: [], timeZone: 5 });
    expect(accepts(displayDef("MATCH_LIST", "GRID"), { matches: "Ananya" })).toBe(false);
  });

  it("drops matches without a name and keeps the rest", async () => {
    const parsed = matchListSchema.parse({ matches: [{ role: "PM" }, { name: " " }, ananya] });
    expect(parsed.matches.map((m) => m.name)).toEqual(["Ananya Rao"]);
    expect(matchListSchema.parse({ matches: [{ ...ananya, matchScore: 140 }] }).matches).toEqual(
      [],
    );
  });

  it("tolerates unknown fields and enum values (no badge for an unknown status)", async () => {
    const data = {
      viewType: "GRID",
      futureField: { x: 1 },
      matches: [{ ...ananya, status: "RESCHEDULED", matchType: "COFFEE_CHAT", extra: true }],
    };
    expect(accepts(displayDef("MATCH_LIST", "GRID"), data)).toBe(true);
    const html = await renderCell("MATCH_LIST", data);
    expect(html).toContain("Ananya Rao");
    expect(html).not.toContain("RESCHEDULED");
    expect(html).not.toContain("COFFEE_CHAT");
  });

  it("renders hostile text as text and never links a javascript: URL", async () => {
    const html = await renderCell("MATCH_LIST", {
      viewType: "NEW_MATCH",
      matches: [
        {
          name: SCRIPT,
          topic: SCRIPT,
          description: SCRIPT,
          image: { url: JS_URL, altText: SCRIPT },
          buttons: [{ buttonText: "Go", action: { type: "NAVIGATION", uri: JS_URL } }],
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});

describe("display times", () => {
  it("formats in the given zone, falls back to India for an unknown zone", async () => {
    expect(displayDateTime("2026-12-12T15:00:00Z", "America/New_York")).toMatchObject({
      date: "Sat, 12 Dec 2026",
      time: "10:00 US Eastern",
      day: "12",
      month: "Dec",
    });
    expect(displayDateTime("2026-12-08T14:00:00Z", "Mars/Base")?.time).toBe("19:30 IST");
    expect(displayDateTime("next tuesday")).toBeUndefined();
    expect(displayDateTime(undefined)).toBeUndefined();
  });

  it("says durations in hours and minutes", async () => {
    expect(durationLabel(45)).toBe("45 min");
    expect(durationLabel(60)).toBe("1 h");
    expect(durationLabel(90)).toBe("1 h 30 min");
    expect(durationLabel(0)).toBeUndefined();
  });
});
