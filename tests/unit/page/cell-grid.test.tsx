import { describe, expect, it, vi } from "vitest";
import type { Cell } from "~/contract";
import { CellGrid as PageCellGrid } from "~/page/CellGrid";
import { withWidget } from "~/widgets/schemas.server";
import type * as Registry from "~/widgets/registry";
import type { WidgetDefinition } from "~/widgets/types";
import { renderToHtml } from "../../support/render";

// One widget that always throws, to prove a crash stays inside its cell.
vi.mock("~/widgets/registry", async (importOriginal) => {
  const original = await importOriginal<typeof Registry>();
  const boom: WidgetDefinition = {
    kind: "BOOM",
    Component: () => {
      throw new Error("kaboom");
    },
  };
  return {
    ...original,
    widgetOf: (cell: Cell) =>
      cell.componentType === "BOOM"
        ? { status: "ok" as const, def: boom, data: {} }
        : original.widgetOf(cell),
  };
});

/** The grid as a page shows it: after the BFF resolved each component cell's widget. */
function CellGrid(props: Parameters<typeof PageCellGrid>[0]) {
  return <PageCellGrid {...props} cells={props.cells.map(withWidget)} />;
}

const header = (id: string, text: string, extra: Partial<Cell> = {}): Cell => ({
  id,
  cellType: "CELL_COMPONENT",
  componentType: "HEADER_TEXT",
  componentData: { textData: { text } },
  ...extra,
});

const page: Cell[] = [
  {
    id: "overview",
    cellType: "CELL_SECTION",
    position: 1,
    header: { textData: { text: "Overview" } },
  },
  {
    id: "row",
    cellType: "CELL_CONTAINER",
    parentId: "overview",
    numColumns: 3,
    gap: 16,
    showCellSeparator: true,
    layout: { paddingKeys: ["padding-top-24", "bad key;"], bgColor: { bgKey: "surface" } },
  },
  header("a", "Live classes", { parentId: "row", position: 1 }),
  header("b", "Mentor reviews", { parentId: "row", position: 2 }),
  header("c", "Placement support", { parentId: "row", position: 3, span: 0 }),
  header("wide", "Full width", { parentId: "overview", position: 2, span: 8 }),
];

describe("CellGrid", () => {
  it("never skips a heading level: h2 at the top, h3 inside a section with a heading", async () => {
    const small = { textData: { text: "Small" }, textSize: 4 };
    const html = await renderToHtml(
      <CellGrid
        cells={[
          ...page,
          header("deep", "Deep", { parentId: "overview", position: 3, componentData: small }),
          { id: "bare", cellType: "CELL_SECTION", position: 2 },
          header("top", "Top", { parentId: "bare", position: 1, componentData: small }),
        ]}
      />,
    );
    expect(html).toContain('<h2 class="heading-2">Overview</h2>');
    expect(html).toContain('<h3 class="heading-4">Small</h3>');
    // A larger size keeps its own level: a sibling of the section's heading, not a skip.
    expect(html).toContain('<h2 class="heading-2">Live classes</h2>');
    // A section without a heading of its own: its small heading sits right under the page title.
    expect(html.match(/<h2 class="heading-4">Small<\/h2>/g)).toHaveLength(1);
  });

  it("renders sections, containers and components on the 12-column grid", async () => {
    const html = await renderToHtml(<CellGrid cells={page} />);
    expect(html).toContain('id="overview"');
    expect(html).toContain("Overview");
    for (const text of ["Live classes", "Mentor reviews", "Placement support", "Full width"]) {
      expect(html).toContain(text);
    }
    expect(html.indexOf("Live classes")).toBeLessThan(html.indexOf("Mentor reviews"));
    // numColumns 3 gives each child span 4; span 0 on a container child means the container's share.
    expect(html.match(/--span:4/g)?.length).toBe(3);
    expect(html).toContain("--span:8");
    expect(html).toContain("--gap:16px");
    expect(html).toContain("padding-top-24");
    expect(html).toContain("bg-surface");
    expect(html).not.toContain("bad key");
  });

  it("hides an unknown kind and invalid data for users, and outlines them in development", async () => {
    const cells: Cell[] = [
      header("ok", "Still here"),
      { id: "u", cellType: "CELL_COMPONENT", componentType: "NOT_A_WIDGET" },
      {
        id: "i",
        cellType: "CELL_COMPONENT",
        componentType: "HEADER_TEXT",
        componentData: { textData: 42 } as never,
      },
    ];
    const prod = await renderToHtml(<CellGrid cells={cells} />);
    expect(prod).toContain("Still here");
    expect(prod).not.toContain("NOT_A_WIDGET");
    expect(prod).not.toContain("data-widget-problem");
    const dev = await renderToHtml(<CellGrid cells={cells} />, { isDevelopment: true });
    expect(dev).toContain("Unknown widget NOT_A_WIDGET");
    expect(dev).toContain("Invalid data for HEADER_TEXT");
  });

  it("keeps the rest of the page when one widget crashes on the server", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await renderToHtml(
      <CellGrid
        cells={[
          header("before", "Before the crash"),
          { id: "x", cellType: "CELL_COMPONENT", componentType: "BOOM" },
          header("after", "After the crash"),
        ]}
      />,
    );
    spy.mockRestore();
    expect(html).toContain("Before the crash");
    expect(html).toContain("After the crash");
    // React marks the cell for a retry in the browser, where the cell's error boundary catches.
    expect(html).toContain("<!--$!-->");
  });

  it("paints a background once: on the frame, or inside widgets that paint their own", async () => {
    const framed = await renderToHtml(
      <CellGrid
        cells={[
          header("h", "Framed", {
            componentData: { textData: { text: "Framed" }, bgColorData: { bgKey: "yellow-light" } },
          }),
        ]}
      />,
    );
    expect(framed.match(/bg-yellow-light/g)).toHaveLength(1);
    const own = await renderToHtml(
      <CellGrid
        cells={[
          {
            id: "s",
            cellType: "CELL_COMPONENT",
            componentType: "STATS",
            componentData: {
              bgColorData: { bgKey: "yellow-light" },
              items: [{ value: "12", label: "Weeks" }],
            },
          },
        ]}
      />,
    );
    expect(own.match(/bg-yellow-light/g)).toHaveLength(1);
    expect(own).toContain("Weeks");
  });

  it("separates top-level cells when the page asks for it", async () => {
    const html = await renderToHtml(
      <CellGrid cells={[header("a", "One"), header("b", "Two")]} showCellSeparator />,
    );
    expect(html).toContain("One");
    expect(html).toContain("Two");
  });

  it("loads the first cells' images at once, the very first one first (the largest paint)", async () => {
    const image = (id: string, position: number): Cell => ({
      id,
      cellType: "CELL_COMPONENT",
      componentType: "IMAGE",
      position,
      componentData: { image: { url: `/images/${id}.svg`, altText: id } },
    });
    const html = await renderToHtml(
      <CellGrid cells={[image("hero", 1), image("overview", 2), image("below", 3)]} />,
    );
    const tag = (id: string) =>
      new RegExp(`<img[^>]*/images/${id}\\.svg[^>]*>`).exec(html)?.[0] ?? "";
    expect(tag("hero")).toContain('loading="eager"');
    expect(tag("hero")).toContain('fetchpriority="high"');
    expect(tag("overview")).toContain('loading="eager"');
    expect(tag("overview")).not.toContain("fetchpriority");
    expect(tag("below")).toContain('loading="lazy"');
    expect(tag("below")).not.toContain("fetchpriority");
  });
});
