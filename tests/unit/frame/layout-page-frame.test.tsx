import { createRemixStub } from "@remix-run/testing";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { describe, expect, it } from "vitest";
import { AppConfigContext, defaultAppConfig } from "~/config/app-config";
import { pageResponseSchema, type PageResponse } from "~/contract";
import type { FramePages } from "~/shared/frame-pages";
import { PageView } from "~/page/PageView";
import { resolveWidgetsIn } from "~/widgets/schemas.server";
import { renderAllToHtml } from "../../support/render";

/** A page as the loader sends it: parsed, with its widgets resolved by the BFF. */
function page(raw: Record<string, unknown>): PageResponse {
  return resolveWidgetsIn(pageResponseSchema.parse({ cells: [], ...raw }));
}

const title = (id: string, text: string) => ({
  id,
  cellType: "CELL_COMPONENT",
  componentType: "PAGE_TITLE",
  componentData: { type: "PAGE_TITLE", title: text },
});

const main = page({
  pageId: "main",
  cells: [title("main-title", "Dashboard")],
  pageData: {
    title: "Dashboard",
    headline: { text: "Due Friday" },
    isHeadlineSticky: true,
    announcementBar: { text: "Live session at 7 pm" },
    topNavigationBar: { title: { text: "Data Analyst", subText: "Week 6" } },
    bottomNavigationBar: { rightButton: { text: "Next", subText: "Module 4" } },
    toastMessage: "  Saved  ",
  },
  navigationDrawer: { uri: "/dash/nav", viewType: "NAVIGATION_STRIP" },
  rightPane: {
    action: { type: "NAVIGATION", uri: "/dash/pane" },
    title: { text: "Upcoming sessions" },
    collapsedStateData: {
      text: { text: "Next: SQL", subText: "Thu" },
      buttonData: { buttonText: "Open" },
    },
    rightPaneWidth: { width: 360 },
  },
});
const drawerPage = page({
  pageId: "nav",
  cells: [title("nav-title", "Modules")],
  pageData: { title: "Course modules" },
});
const panePage = page({
  pageId: "pane",
  cells: [title("pane-title", "Sessions")],
  pageData: { title: "Upcoming" },
});
const modalPage = page({
  pageId: "modal",
  cells: [title("modal-title", "Mentor hours")],
  pageData: { title: "Mentor hours" },
});

async function render(
  url: string,
  framePages: FramePages,
  drawerOpen = false,
  target: PageResponse = main,
) {
  const Stub = createRemixStub([
    {
      path: "*",
      Component: () => (
        <AppConfigContext.Provider value={defaultAppConfig}>
          <AuthenticityTokenProvider token="test-csrf-token">
            <PageView
              page={target}
              framePages={framePages}
              drawerOpen={drawerOpen}
              renderedAt={0}
            />
          </AuthenticityTokenProvider>
        </AppConfigContext.Provider>
      ),
    },
  ]);
  return renderAllToHtml(<Stub initialEntries={[url]} />);
}

describe("PageFrame", () => {
  const all: FramePages = {
    navigationDrawer: { uri: "/dash/nav", page: drawerPage },
    rightPane: { uri: "/dash/pane", page: panePage },
  };

  it("composes the frame parts around the cells, in order", async () => {
    const html = await render("/dash", all);
    const order = [
      'data-frame="announcement-bar"',
      'data-frame="top-nav-bar"',
      'data-frame="headline"',
      "data-nav-drawer=",
      'id="main-title"',
      "data-right-pane=",
      'data-frame="bottom-nav-bar"',
      'data-frame="toast"',
    ].map((marker) => html.indexOf(marker));
    expect(
      order.every((at) => at >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('data-view-type="NAVIGATION_STRIP"');
    expect(html).toContain('data-page-id="nav"');
    expect(html).toContain('data-page-id="pane"');
    expect(html).toContain("--right-pane-width:360px");
    expect(html).toContain('data-has-pane="true"');
    expect(html).toContain("Saved");
  });

  it("links the drawer toggles to ?drawer=open and back, without JavaScript", async () => {
    expect(await render("/dash?x=1", all)).toContain('href="/dash?x=1&amp;drawer=open"');
    const open = await render("/dash?drawer=open", all, true);
    expect(open).toContain('data-open="true"');
    expect(open).toContain('href="/dash"');
  });

  it("shows the right pane's collapsed text and a new-tab button", async () => {
    const html = await render("/dash", all);
    expect(html).toContain("Next: SQL");
    expect(html).toMatch(/<a[^>]*href="\/dash\/pane"[^>]*target="_blank"/);
    expect(html).toMatch(/<details[^>]*>\s*<summary/);
  });

  it("leaves out a drawer or pane page that did not load, keeping the part", async () => {
    const html = await render("/dash", {});
    expect(html).toContain("data-nav-drawer=");
    expect(html).not.toContain('data-page-id="nav"');
  });

  it("renders the modal page on the server, the rest inert, with a close link", async () => {
    const url = "/dash?modal=%2Fmodal-demo%2Fdetails&modalView=RIGHT_ALIGNED";
    const html = await render(url, {
      ...all,
      modal: {
        uri: "/modal-demo/details",
        page: modalPage,
        props: { viewType: "RIGHT_ALIGNED", hideCloseOption: false },
      },
    });
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('aria-label="Mentor hours"');
    expect(html).toContain('data-placement="RIGHT_ALIGNED"');
    expect(html).toMatch(/data-frame-modal-close=""[^>]*href="\/dash"/);
    expect(html).toMatch(/class="[^"]*chrome[^"]*" inert=""/);
    // A modal page's title defaults to size 3.
    expect(html).toMatch(/<h3[^>]*>Mentor hours<\/h3>/);
  });

  it("hides the close icon when asked", async () => {
    const html = await render("/dash?modal=/m&modalHideClose=1", {
      modal: { uri: "/m", page: modalPage, props: { viewType: "DEFAULT", hideCloseOption: true } },
    });
    expect(html).toContain('role="dialog"');
    expect(html).not.toContain("data-frame-modal-close");
  });

  it("shows a level-2 drawer page as a left panel", async () => {
    const html = await render("/dash?drawer=/m", { drawerPage: { uri: "/m", page: modalPage } });
    expect(html).toContain('data-placement="LEFT_DRAWER"');
    expect(html).toMatch(/data-frame-modal-close=""[^>]*href="\/dash"/);
  });

  it("renders a page without frame parts as its cells only", async () => {
    const plain = page({
      pageId: "plain",
      cells: [title("t", "Plain")],
      pageData: { title: "Plain" },
    });
    const html = await render("/plain", {}, false, plain);
    expect(html).toContain('data-page-id="plain"');
    expect(html).not.toContain("data-nav-drawer=");
    expect(html).not.toContain("data-right-pane=");
    expect(html).not.toContain('data-frame="top-nav-bar"');
    expect(html).not.toContain('role="dialog"');
  });
});
