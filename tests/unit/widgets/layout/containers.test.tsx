import { describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import { LAYOUT_CONTAINERS, layoutContainerOf } from "~/contract/layout-values";
import { LOADER_TEXT } from "~/contract/widgets/loader-look";
import { CellGrid } from "~/page/CellGrid";
import { withWidget } from "~/widgets/schemas.server";
import { renderToHtml } from "../../../support/render";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { layoutDef, tagWithClass } from "./layout-kit";

const card = layoutDef("CARD_CONTAINER");
const loader = layoutDef("LOADER");
const empty = layoutDef("EMPTY_PAGE_VIEW");

describe("CARD_CONTAINER", () => {
  itRendersEverySample(card);

  it("draws header, body paragraphs, image and buttons inside one card", async () => {
    const html = await renderWidget(card, {
      image: { url: "https://cdn.example.com/img/pm.png", altText: "Roadmap workshop" },
      header: { textData: { superText: "Fellowship", text: "Product Manager Fellowship" } },
      body: "First paragraph.\n\nSecond paragraph.",
      buttonDataList: [{ buttonText: "Apply", action: { type: "NAVIGATION", uri: "/apply" } }],
    });
    expect(html).toMatch(
      /^<article class="card-container__card card-container__imageCard card-container__plain">/,
    );
    expect(html).toContain('alt="Roadmap workshop"');
    // Size 3's style; outside a section with a heading the element is an h2 (no level skipped).
    expect(html).toMatch(/<h2 class="heading-3">Product Manager Fellowship<\/h2>/);
    expect(html).toContain(
      '<p class="card-container__body">First paragraph.</p><p class="card-container__body">Second paragraph.</p>',
    );
    expect(html).toMatch(/<a [^>]*href="\/apply"[^>]*><span>Apply<\/span><\/a>/);
    expect(html.indexOf("Product Manager")).toBeLessThan(html.indexOf("Apply"));
  });

  it("reuses the card list's variants and paints its own background", async () => {
    expect(card.paintsOwnBackground).toBe(true);
    const header = { textData: { text: "Scholarship" } };
    expect(await renderWidget(card, { header, viewType: "HORIZONTAL" })).toMatch(
      /class="card-container__card card-container__horizontal card-container__plain"/,
    );
    expect(await renderWidget(card, { header, viewType: "CARD_WITH_BACKGROUND" })).toMatch(
      /class="card-container__card card-container__withBackground bg-primary-light"/,
    );
    expect(
      await renderWidget(card, {
        header,
        viewType: "DYNAMIC_WIDTH",
        bgColorData: { bgKey: "yellow-light" },
      }),
    ).toMatch(/class="card-container__card card-container__dynamicWidth bg-yellow-light"/);
    // An unknown variant is an image card; unknown fields are kept.
    expect(accepts(card, { header, viewType: "ROUND", future: 1 })).toBe(true);
    expect(await renderWidget(card, { header, viewType: "ROUND" })).toMatch(
      /class="card-container__card card-container__imageCard card-container__plain"/,
    );
  });

  it("refuses a card without a heading or with wrong types", async () => {
    expect(accepts(card, {})).toBe(false);
    expect(accepts(card, { header: {} })).toBe(false);
    expect(accepts(card, { header: { textData: { text: "  " } } })).toBe(false);
    expect(accepts(card, { header: { textData: { text: "ok" } }, body: 4 })).toBe(false);
  });

  it("escapes script text and never links or shows javascript:", async () => {
    const html = await renderWidget(card, {
      header: { textData: { text: SCRIPT } },
      body: SCRIPT,
      image: { url: JS_URL, altText: "x" },
      buttonDataList: [{ buttonText: "Go", action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("LOADER", () => {
  itRendersEverySample(loader);

  it("is a status that says Loading… for assistive technology, the spinner decoration", async () => {
    const html = await renderWidget(loader, {});
    expect(html).toContain(`<p role="status" class="visually-hidden">${LOADER_TEXT}</p>`);
    expect(tagWithClass(html, "loader__wheel")).toContain('aria-hidden="true"');
  });

  it("shows its own text when asked, and draws skeleton lines", async () => {
    expect(await renderWidget(loader, { text: "Matching mentors…", showText: true })).toContain(
      '<p role="status" class="loader__text">Matching mentors…</p>',
    );
    const html = await renderWidget(loader, { viewType: "SKELETON", lines: 5 });
    expect(html.match(/class="loader__line"/g)).toHaveLength(5);
    expect(tagWithClass(html, "loader__lines")).toContain('aria-hidden="true"');
    expect(html).toContain('role="status"');
  });

  it("tolerates unknown looks, refuses bad values", async () => {
    expect(accepts(loader, { viewType: "DOTS", extra: "x" })).toBe(true);
    expect(await renderWidget(loader, { viewType: "DOTS" })).toContain("wheel");
    expect(accepts(loader, { lines: 0 })).toBe(false);
    expect(accepts(loader, { lines: 9 })).toBe(false);
    expect(accepts(loader, { text: "" })).toBe(false);
    expect(accepts(loader, { showText: "yes" })).toBe(false);
  });

  it("escapes script text", async () => {
    const html = await renderWidget(loader, { text: SCRIPT, showText: true });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("EMPTY_PAGE_VIEW", () => {
  itRendersEverySample(empty);

  it("shows image, h2 title, text and the way on", async () => {
    const html = await renderWidget(empty, {
      image: { url: "https://cdn.example.com/empty.png" },
      title: "No saved jobs",
      text: "Save a job to compare it later.",
      buttonDataList: [
        { buttonText: "Open the job board", action: { type: "NAVIGATION", uri: "/jobs" } },
      ],
    });
    expect(html).toContain('alt=""');
    expect(html).toContain('<h2 class="heading-3 empty-page-view__title">No saved jobs</h2>');
    expect(html).toContain('<p class="empty-page-view__text">Save a job to compare it later.</p>');
    expect(html).toMatch(/<a [^>]*href="\/jobs"[^>]*><span>Open the job board<\/span><\/a>/);
  });

  it("refuses a missing title, tolerates unknown fields", async () => {
    expect(accepts(empty, {})).toBe(false);
    expect(accepts(empty, { title: "" })).toBe(false);
    expect(accepts(empty, { title: "x", image: { altText: "no url" } })).toBe(false);
    expect(accepts(empty, { title: "Nothing here", mood: "calm" })).toBe(true);
  });

  it("escapes script text and never links javascript:", async () => {
    const html = await renderWidget(empty, {
      title: SCRIPT,
      text: SCRIPT,
      buttonDataList: [{ buttonText: "x", action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("layout containers on container cells", () => {
  it("reads a container's alignment as a layout container (ROW otherwise)", async () => {
    expect(LAYOUT_CONTAINERS).toEqual(["COLUMN", "ROW", "CARD", "LOADER", "EMPTY_PAGE_VIEW"]);
    expect(layoutContainerOf("card")).toBe("CARD");
    expect(layoutContainerOf(undefined)).toBe("ROW");
    expect(layoutContainerOf("GRID")).toBe("ROW");
  });

  it("CellGrid draws a card frame around a CARD container's children", async () => {
    const cells: Cell[] = [
      { id: "box", cellType: "CELL_CONTAINER", alignment: "CARD", numColumns: 2 },
      {
        id: "t1",
        parentId: "box",
        cellType: "CELL_COMPONENT",
        componentType: "TEXT",
        componentData: { text: "Inside the card" },
      },
      { id: "row", cellType: "CELL_CONTAINER", alignment: "ROW" },
    ];
    const html = await renderToHtml(<CellGrid cells={cells.map(withWidget)} />);
    expect(html).toMatch(/<div id="box" class="grid card"[^>]*>.*Inside the card/);
    expect(html).toMatch(/<div id="row" class="grid"/);
  });
});
