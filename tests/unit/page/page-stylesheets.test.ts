import { afterEach, describe, expect, it } from "vitest";
import type { Cell, PageResponse } from "~/contract";
import { loadStylesheets } from "~/page/load-stylesheets";
import { pageStylesheets, widgetStylesheetsOf } from "~/page/page-stylesheets";
import { editablePageMeta } from "~/editor/page-route";
import { pageMeta } from "~/page/PageRoute";
import { bannerSamples } from "~/widgets/banner/samples";
import { leaderboardSamples } from "~/widgets/leaderboard/samples";
import { codeEditorSamples, sandboxSamples } from "~/widgets/practice-samples/samples";
import { withWidget } from "~/widgets/schemas.server";

const component = (id: string, kind: string, data: object = {}): Cell => ({
  id,
  cellType: "CELL_COMPONENT",
  position: 0,
  componentType: kind,
  componentData: { type: kind, viewType: "DEFAULT", ...data },
});
/** A cell as the BFF sends it: resolved, with its kind's stylesheets when it has them. */
const shown = (id: string, kind: string, ...stylesheets: string[]): Cell => ({
  ...component(id, kind),
  widget: { status: "ok", data: {}, ...(stylesheets.length ? { stylesheets } : {}) },
});
const pageOf = (cells: Cell[]): PageResponse =>
  ({ pageId: "p", cells, pageData: { title: "A page" } }) as unknown as PageResponse;

describe("the stylesheets a page links (decision 074)", () => {
  it("the BFF names a kind's own stylesheet on each of its cells, and none for the bundle's", () => {
    const leaderboard = withWidget(component("a", "LEADERBOARD", leaderboardSamples[0].data));
    expect(leaderboard.widget).toMatchObject({
      status: "ok",
      stylesheets: ["/build/_assets/leaderboard.css"],
    });
    const banner = withWidget(component("b", "BANNER", bannerSamples[0].data));
    expect(banner.widget?.status).toBe("ok");
    expect(banner.widget).not.toHaveProperty("stylesheets");
  });

  it("names the stylesheets of the areas a kind draws (decision 075)", () => {
    const sandbox = withWidget(component("s", "SANDBOX", sandboxSamples[0].data));
    expect(sandbox.widget).toMatchObject({
      status: "ok",
      stylesheets: ["/build/_assets/sandbox.css", "/build/_assets/practice.css"],
    });
    const editor = withWidget(component("e", "CODE_EDITOR", codeEditorSamples[0].data));
    expect(editor.widget).toMatchObject({ stylesheets: ["/build/_assets/practice.css"] });
    expect(widgetStylesheetsOf([sandbox, editor])).toEqual([
      "/build/_assets/sandbox.css",
      "/build/_assets/practice.css",
    ]);
  });

  it("names each stylesheet once, and none for unresolved or unknown cells", () => {
    const cells = [
      shown("a", "LEADERBOARD", "/l.css"),
      shown("b", "BANNER"),
      shown("e", "SANDBOX", "/s.css", "/l.css"),
      shown("c", "LEADERBOARD", "/l.css"),
      { id: "s", cellType: "CELL_SECTION", position: 1 } as Cell,
      { ...component("d", "NO_SUCH_KIND"), widget: { status: "unknown" as const, kind: "X" } },
    ];
    expect(widgetStylesheetsOf(cells)).toEqual(["/l.css", "/s.css"]);
  });

  it("adds the kinds of the pages in the frame: modal, drawers and pane", () => {
    const hrefs = pageStylesheets({
      page: pageOf([shown("a", "LEADERBOARD", "/l.css")]),
      framePages: {
        modal: { uri: "/m", page: pageOf([shown("m", "CALENDAR", "/c.css")]), props: {} as never },
        rightPane: { uri: "/r", page: pageOf([shown("r", "MATCH_LIST", "/m.css")]) },
        navigationDrawer: { uri: "/n", page: pageOf([shown("n", "LEADERBOARD", "/l.css")]) },
      },
    });
    // A modal is a frame part in a chunk of its own: the frame parts' stylesheet comes first.
    expect(hrefs).toEqual(["/build/_assets/frame-parts.css", "/l.css", "/c.css", "/m.css"]);
  });

  it("adds the frame parts' stylesheet only when the frame shows one of them (decision 075)", () => {
    const plain = pageOf([shown("a", "BANNER")]);
    expect(pageStylesheets({ page: plain, framePages: {} })).toEqual([]);
    for (const pageData of [
      { topNavigationBar: { title: "A course" } },
      { bottomNavigationBar: { leftButton: { text: "Back" } } },
      { fabData: { items: [] } },
    ]) {
      const page = { ...plain, pageData: { ...plain.pageData, ...pageData } } as PageResponse;
      expect(pageStylesheets({ page, framePages: {} })).toEqual(["/build/_assets/frame-parts.css"]);
    }
    const withPane = { ...plain, rightPane: { uri: "/p" } } as PageResponse;
    expect(pageStylesheets({ page: withPane })).toEqual(["/build/_assets/frame-parts.css"]);
  });

  it("links the editor's stylesheet in edit mode only (decision 075)", () => {
    const page = pageOf([shown("a", "CALENDAR", "/c.css")]);
    const headOf = (data: object) =>
      editablePageMeta({ data, error: undefined } as unknown as Parameters<
        typeof editablePageMeta
      >[0]).filter((tag) => "rel" in tag && tag.rel === "stylesheet");
    const editorLink = { tagName: "link", rel: "stylesheet", href: "/build/_assets/editor.css" };
    expect(headOf({ page, framePages: {} })).not.toContainEqual(editorLink);
    expect(headOf({ page, framePages: {}, editor: { pageId: "p" } })).toEqual([
      { tagName: "link", rel: "stylesheet", href: "/c.css" },
      editorLink,
    ]);
  });

  it("puts them in the page's head as stylesheet links", () => {
    const data = { page: pageOf([shown("a", "CALENDAR", "/c.css")]), framePages: {} };
    const tags = pageMeta({ data, error: undefined } as unknown as Parameters<typeof pageMeta>[0]);
    expect(tags).toContainEqual({ tagName: "link", rel: "stylesheet", href: "/c.css" });
  });
});

describe("loadStylesheets", () => {
  interface FakeLink {
    rel: string;
    href: string;
    onload: (() => void) | null;
    onerror: (() => void) | null;
  }
  const appended: FakeLink[] = [];
  const applied: { href: string }[] = [];
  const fakeDocument = {
    baseURI: "https://learn.example/page",
    styleSheets: applied,
    createElement: (): FakeLink => ({ rel: "", href: "", onload: null, onerror: null }),
    head: { append: (link: FakeLink) => appended.push(link) },
  };
  afterEach(() => {
    appended.length = 0;
    applied.length = 0;
    Reflect.deleteProperty(globalThis, "document");
  });

  it("resolves once each new stylesheet has loaded or failed, and not before", async () => {
    Object.assign(globalThis, { document: fakeDocument });
    let done = false;
    const loading = loadStylesheets(["/a.css", "/b.css"]).then(() => (done = true));
    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ["stylesheet", "/a.css"],
      ["stylesheet", "/b.css"],
    ]);
    appended[0].onload?.();
    await Promise.resolve();
    expect(done).toBe(false);
    appended[1].onerror?.();
    await loading;
    expect(done).toBe(true);
  });

  it("adds nothing for a stylesheet the page has already applied", async () => {
    applied.push({ href: "https://learn.example/a.css" });
    Object.assign(globalThis, { document: fakeDocument });
    await loadStylesheets(["/a.css"]);
    expect(appended).toHaveLength(0);
  });
});
