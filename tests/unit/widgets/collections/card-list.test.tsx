import { samplesOf } from "~/widgets/samples";
import { describe, expect, it } from "vitest";
import {
  CARD_LIST_VIEW_TYPES,
  cardListSchema,
  type CardListData,
} from "~/contract/widgets/card-list";
import {
  definitionOf,
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  renderCell,
} from "./collection-test-kit";

describeSamples<CardListData>("CARD_LIST", (data) =>
  data.cards.flatMap((c) =>
    [c.superText, c.title, c.subText, ...(c.tags ?? []).map((t) => t.text)].filter(
      (s): s is string => !!s,
    ),
  ),
);

const cards = [
  { title: "Product Manager Fellowship", action: { type: "NAVIGATION", uri: "/course/pm" } },
  { title: "Data Analyst Fellowship", subText: "SQL and dashboards" },
];

describe("CARD_LIST", () => {
  it("has a sample for every view type", async () => {
    const viewTypes = samplesOf(definitionOf("CARD_LIST")).map(
      (s) => (s.data as { viewType?: string }).viewType,
    );
    expect([...viewTypes].sort()).toEqual([...CARD_LIST_VIEW_TYPES].sort());
  });

  it("HORIZONTAL is a focusable, labelled scroll region", async () => {
    const html = await renderCell("CARD_LIST", {
      viewType: "HORIZONTAL",
      headerData: { textData: { text: "Upcoming workshops" } },
      cards,
    });
    expect(html).toMatch(/role="region"[^>]*aria-label="Upcoming workshops"[^>]*tabindex="0"/);
  });

  it("grid variants set the desktop column count, clamped to 1..6", async () => {
    const three = await renderCell("CARD_LIST", { viewType: "IMAGE_CARD", cards });
    expect(three).toContain("--cols-desktop:3");
    const four = await renderCell("CARD_LIST", {
      viewType: "CARD_WITH_BACKGROUND",
      numColumns: 4,
      cards,
    });
    expect(four).toContain("--cols-desktop:4");
    expect(four).toContain("--cols-tablet:2");
    const many = await renderCell("CARD_LIST", { viewType: "IMAGE_CARD", numColumns: 40, cards });
    expect(many).toContain("--cols-desktop:6");
  });

  it("CARD_WITH_BACKGROUND cards get palette colours unless they bring their own", async () => {
    const html = await renderCell("CARD_LIST", {
      viewType: "CARD_WITH_BACKGROUND",
      cards: [{ title: "A" }, { title: "B", bgColorData: { bgKey: "dark-purple" } }],
    });
    expect(html).toContain("bg-primary-light");
    expect(html).toContain("bg-dark-purple");
  });

  it("a card with a navigation action links its title; others stay plain text", async () => {
    const html = await renderCell("CARD_LIST", { viewType: "IMAGE_CARD", cards });
    expect(html).toMatch(/<a[^>]*href="\/course\/pm"[^>]*>Product Manager Fellowship<\/a>/);
    expect(html).not.toMatch(/<a[^>]*>Data Analyst Fellowship/);
  });

  it("an unknown view type is kept and drawn as IMAGE_CARD", async () => {
    const parsed = cardListSchema.parse({ viewType: "SOMETHING_NEW", cards });
    expect(parsed.viewType).toBe("SOMETHING_NEW");
    const html = await renderCell("CARD_LIST", { viewType: "SOMETHING_NEW", cards });
    expect(html).toContain("IMAGE_CARD");
  });

  it("rejects missing or malformed cards", async () => {
    expectRejected("CARD_LIST", { viewType: "IMAGE_CARD" });
    expectRejected("CARD_LIST", { cards: [] });
    expectRejected("CARD_LIST", { cards: "Product Manager Fellowship" });
    expectRejected("CARD_LIST", { cards: [{ subText: "no title" }, { title: 7 }] });
  });

  it("drops a malformed card and keeps the rest", async () => {
    const parsed = cardListSchema.parse({ cards: [{ title: 1 }, { title: "Kept" }] });
    expect(parsed.cards.map((c) => c.title)).toEqual(["Kept"]);
  });

  it("renders hostile text as text and never emits script URLs", async () => {
    const html = await renderCell("CARD_LIST", {
      viewType: "IMAGE_CARD",
      cards: [
        {
          title: HOSTILE_TEXT,
          subText: HOSTILE_TEXT,
          superText: HOSTILE_TEXT,
          image: { url: HOSTILE_URL, altText: HOSTILE_TEXT },
          tags: [{ text: HOSTILE_TEXT, bgKey: '"><script>' }],
          action: { type: "NAVIGATION", uri: HOSTILE_URL },
          buttons: [{ buttonText: "Go", action: { type: "NAVIGATION", uri: HOSTILE_URL } }],
          bgColorData: { bgKey: "x onclick=alert(1)" },
        },
      ],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expect(html).not.toContain("onclick");
    expectInert(html);
  });
});
