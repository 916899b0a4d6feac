import { describe, expect, it } from "vitest";
import { pageDataSchema, type PageData } from "~/contract/page";
import { FAB_MENU_LIMIT } from "~/contract/frame";
import { ANNOUNCEMENT_BAR_HEIGHT, AnnouncementBar } from "~/page/frame/AnnouncementBar";
import { BOTTOM_NAV_BAR_HEIGHT, BottomNavBar } from "~/page/frame/BottomNavBar";
import { FabList } from "~/page/frame/FabList";
import { groupFabItems } from "~/page/frame/fab-items";
import { HEADLINE_HEIGHT_DESKTOP, HEADLINE_HEIGHT_MOBILE, Headline } from "~/page/frame/Headline";
import { TOAST_DURATION_MS, Toast, toastText } from "~/ui/Toast";
import { parseHtml, textsOf } from "../shell/dom";
import { renderToHtml } from "../../support/render";

const EVIL = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const icon = { url: "https://cdn.example.com/i/star.svg", altText: "Star" };

function data(raw: Record<string, unknown>): PageData {
  return pageDataSchema.parse(raw);
}

async function render(node: React.ReactNode) {
  const html = await renderToHtml(node);
  return { html, doc: parseHtml(html) };
}

function expectInert(html: string) {
  expect(html).not.toContain("<script>");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toMatch(/(href|src)="javascript:/i);
}

describe("spec 01 section 9 sizes", () => {
  it("uses the bar and headline heights", async () => {
    expect(BOTTOM_NAV_BAR_HEIGHT).toBe(56);
    expect(ANNOUNCEMENT_BAR_HEIGHT).toBe(56);
    expect(HEADLINE_HEIGHT_DESKTOP).toBe(72);
    expect(HEADLINE_HEIGHT_MOBILE).toBe(49);
  });
});

describe("Headline", () => {
  it("shows the text on its background, sticky when asked", async () => {
    const pd = data({
      headline: { text: " Week 4: SQL joins ", bgColorData: { bgKey: "yellow-light" } },
      isHeadlineSticky: true,
    });
    const { doc } = await render(
      <Headline headline={pd.headline} isSticky={pd.isHeadlineSticky} />,
    );
    const el = doc.querySelector('[data-frame="headline"]');
    expect(el?.textContent).toBe("Week 4: SQL joins");
    expect(el?.className).toContain("bg-yellow-light");
    expect(el?.className).toContain("sticky");
    expect(el?.getAttribute("data-sticky")).toBe("true");
  });

  it("is not sticky by default and uses the default background", async () => {
    const { doc } = await render(<Headline headline={{ text: "Hi" }} />);
    const el = doc.querySelector('[data-frame="headline"]');
    expect(el?.className).toContain("defaultBg");
    expect(el?.className).not.toContain("sticky");
  });

  it("renders nothing for a blank or missing headline", async () => {
    expect(
      (await render(<Headline headline={{ text: "   " }} />)).doc.querySelector("[data-frame]"),
    ).toBeNull();
    expect(
      (await render(<Headline headline={undefined} />)).doc.querySelector("[data-frame]"),
    ).toBeNull();
  });

  it("drops a hostile colour key and keeps hostile text inert", async () => {
    const { html, doc } = await render(
      <Headline headline={{ text: EVIL, bgColorData: { bgKey: 'x" onclick="alert(1)' } }} />,
    );
    expectInert(html);
    expect(html).not.toContain("onclick");
    expect(doc.querySelector('[data-frame="headline"]')?.textContent).toBe(EVIL);
  });
});

describe("BottomNavBar", () => {
  it("renders left and right buttons with text and subtext, fixed with a spacer", async () => {
    const pd = data({
      bottomNavigationBar: {
        leftButton: {
          text: "Previous",
          subText: "Lesson 3",
          action: { type: "NAVIGATION", uri: "/l/3" },
        },
        rightButton: {
          text: "Next",
          subText: "Lesson 5",
          action: { type: "NAVIGATION", uri: "/l/5" },
        },
      },
    });
    const { doc } = await render(<BottomNavBar bar={pd.bottomNavigationBar} />);
    const nav = doc.querySelector('nav[data-frame="bottom-nav-bar"]');
    expect(nav?.className).toContain("bar");
    expect(nav?.getAttribute("aria-label")).toBe("Page steps");
    expect(doc.querySelector(".bottom-nav-bar__spacer")).not.toBeNull();
    const links = Array.from(nav?.querySelectorAll("a") ?? []);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/l/3", "/l/5"]);
    expect(textsOf(nav, ".bottom-nav-bar__text")).toEqual(["Previous", "Next"]);
    expect(textsOf(nav, ".bottom-nav-bar__subText")).toEqual(["Lesson 3", "Lesson 5"]);
    expect(links[0].className).toContain("left");
    expect(links[1].className).toContain("right");
  });

  it("keeps the right button on the right when only it exists", async () => {
    const { doc } = await render(
      <BottomNavBar bar={{ rightButton: { text: "Finish", action: { uri: "/done" } } }} />,
    );
    const nav = doc.querySelector("nav");
    expect(nav?.children.length).toBe(2);
    expect(nav?.lastElementChild?.className).toContain("right");
  });

  it("renders nothing when neither button has text", async () => {
    expect(
      (await render(<BottomNavBar bar={{ leftButton: { text: " " } }} />)).doc.body.innerHTML,
    ).toBe("");
    expect((await render(<BottomNavBar bar={undefined} />)).doc.body.innerHTML).toBe("");
  });

  it("keeps hostile strings inert", async () => {
    const { html } = await render(
      <BottomNavBar
        bar={{ leftButton: { text: EVIL, subText: EVIL, action: { uri: "javascript:alert(1)" } } }}
      />,
    );
    expectInert(html);
  });
});

describe("AnnouncementBar", () => {
  it("defaults to dark purple and shows text, icon and buttons", async () => {
    const pd = data({
      announcementBar: {
        text: "Applications are open",
        icon,
        buttons: [{ text: "See the bootcamp", action: { type: "NAVIGATION", uri: "/course/x" } }],
      },
    });
    const { doc } = await render(<AnnouncementBar bar={pd.announcementBar} />);
    const bar = doc.querySelector('[data-frame="announcement-bar"]');
    expect(bar?.className).toContain("bg-dark-purple");
    expect(textsOf(bar, ".text")).toEqual(["Applications are open"]);
    expect(bar?.querySelector("img")?.getAttribute("alt")).toBe("Star");
    const link = bar?.querySelector(".buttons a");
    expect(link?.getAttribute("href")).toBe("/course/x");
    expect(link?.textContent).toBe("See the bootcamp");
  });

  it("uses the given background key", async () => {
    const { doc } = await render(
      <AnnouncementBar bar={{ text: "Hi", backgroundColor: { bgKey: "yellow-light" } }} />,
    );
    const bar = doc.querySelector('[data-frame="announcement-bar"]');
    expect(bar?.className).toContain("bg-yellow-light");
    expect(bar?.className).not.toContain("bg-dark-purple");
  });

  it("renders nothing without text", async () => {
    expect(
      (await render(<AnnouncementBar bar={{ text: "  ", buttons: [{ text: "x" }] }} />)).doc.body
        .innerHTML,
    ).toBe("");
    expect((await render(<AnnouncementBar bar={undefined} />)).doc.body.innerHTML).toBe("");
  });

  it("keeps hostile strings inert", async () => {
    const { html } = await render(
      <AnnouncementBar
        bar={{
          text: EVIL,
          icon: { url: "javascript:alert(1)" },
          backgroundColor: { bgKey: "<b>" },
          buttons: [{ text: EVIL, action: { uri: "javascript:alert(1)" } }],
        }}
      />,
    );
    expectInert(html);
    expect(html).toContain("bg-dark-purple");
  });
});

describe("Toast", () => {
  it("shows only a message that is non-empty after trimming", async () => {
    expect(toastText("  Saved  ")).toBe("Saved");
    expect(toastText("   ")).toBeUndefined();
    expect(toastText("\n\t")).toBeUndefined();
    expect(toastText(undefined)).toBeUndefined();
    expect(toastText(null)).toBeUndefined();
  });

  it("renders pageData.toastMessage as a status on load (visible without JS)", async () => {
    const pd = data({ toastMessage: "  Welcome back!  " });
    const { doc } = await render(<Toast message={pd.toastMessage} />);
    const region = doc.querySelector('[role="status"]');
    expect(textsOf(region, ".toast")).toEqual(["Welcome back!"]);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it("renders no toast for a blank message", async () => {
    const { doc } = await render(<Toast message="    " />);
    expect(doc.querySelector(".toast")).toBeNull();
  });

  it("keeps hostile strings inert", async () => {
    const { html, doc } = await render(<Toast message={EVIL} />);
    expectInert(html);
    expect(doc.querySelector(".toast")?.textContent).toBe(EVIL);
  });
});

describe("FabList", () => {
  const fab = (n: number) => ({
    type: "PAGE_FAB",
    buttonText: `Action ${n}`,
    action: { type: "NAVIGATION", uri: `/a/${n}` },
  });

  it("renders one PAGE_FAB as a button with its colours and icon order", async () => {
    const pd = data({
      fabData: {
        items: [
          {
            type: "PAGE_FAB",
            buttonText: "Ask a mentor",
            textAfterIcon: true,
            textColor: "white",
            bgColorData: { bgKey: "dark-purple" },
            icon,
            action: { type: "NAVIGATION", uri: "/mentor" },
          },
        ],
      },
    });
    const { doc } = await render(<FabList fabData={pd.fabData} />);
    const link = doc.querySelector('[data-frame="fab-list"] a');
    expect(link?.getAttribute("href")).toBe("/mentor");
    expect(link?.className).toContain("bg-dark-purple");
    expect(link?.className).toContain("text-white");
    expect(link?.firstElementChild?.tagName).toBe("IMG");
    expect(link?.lastElementChild?.textContent).toBe("Ask a mentor");
    expect(doc.querySelector("details")).toBeNull();
  });

  it("puts the icon after the text without textAfterIcon and defaults to the primary colour", async () => {
    const { doc } = await render(
      <FabList fabData={{ items: [{ buttonText: "Go", icon, action: { uri: "/g" } }] }} />,
    );
    const link = doc.querySelector("a");
    expect(link?.firstElementChild?.textContent).toBe("Go");
    // The icon follows the text (its <noscript> copy after it, decision 028).
    const iconImage = link?.querySelector(":scope > img");
    expect(iconImage?.previousElementSibling).toBe(link?.firstElementChild);
    expect(link?.className).toContain("bg-primary");
  });

  it("holds at most 6 actions in a FAB menu; the rest are dropped", async () => {
    expect(FAB_MENU_LIMIT).toBe(6);
    const pd = data({ fabData: { items: Array.from({ length: 8 }, (_, i) => fab(i + 1)) } });
    expect(groupFabItems(pd.fabData).dropped).toBe(2);
    const { doc } = await render(<FabList fabData={pd.fabData} />);
    const menu = doc.querySelector("details");
    expect(menu?.querySelector("summary")?.getAttribute("aria-label")).toBe("Quick actions");
    expect(textsOf(menu, "li a")).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Action ${n}`));
  });

  it("accepts a bare list and ignores unknown types and empty items", async () => {
    const pd = data({
      fabData: [fab(1), { type: "HOLOGRAM", buttonText: "x" }, { type: "PAGE_FAB" }, 42],
    });
    expect(groupFabItems(pd.fabData).actions.map((a) => a.buttonText)).toEqual(["Action 1"]);
  });

  it("renders the FRESHDESK launcher as a link with its widget id, desktop-only class", async () => {
    const pd = data({
      fabData: {
        items: [
          { type: "FRESHDESK", widgetId: 8100001234, url: "https://support.example.com/widget" },
        ],
      },
    });
    const { doc } = await render(<FabList fabData={pd.fabData} />);
    const link = doc.querySelector("a.fab-list__support");
    expect(link?.getAttribute("href")).toBe("https://support.example.com/widget");
    expect(link?.getAttribute("data-widget-id")).toBe("8100001234");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(doc.querySelector("script")).toBeNull();
  });

  it("renders nothing without usable items, and no launcher for an unsafe url", async () => {
    expect((await render(<FabList fabData={undefined} />)).doc.body.innerHTML).toBe("");
    expect(
      (
        await render(
          <FabList fabData={{ items: [{ type: "FRESHDESK", url: "javascript:alert(1)" }] }} />,
        )
      ).doc.body.innerHTML,
    ).toBe("");
  });

  it("keeps hostile strings inert", async () => {
    const { html } = await render(
      <FabList
        fabData={{
          items: [
            {
              buttonText: EVIL,
              textColor: '"><script>',
              icon: { url: "javascript:alert(1)" },
              action: { uri: "javascript:x" },
            },
            { type: "FRESHDESK", widgetId: EVIL, url: "https://support.example.com" },
          ],
        }}
      />,
    );
    expectInert(html);
  });
});

describe("frame contract", () => {
  it("drops malformed frame parts instead of failing the page", async () => {
    const pd = data({ announcementBar: "oops", bottomNavigationBar: 12, fabData: { items: "x" } });
    expect(pd.announcementBar).toBeUndefined();
    expect(pd.bottomNavigationBar).toBeUndefined();
    expect(pd.fabData).toBeUndefined();
  });

  it("keeps unknown fields and tolerates null", async () => {
    const pd = data({
      announcementBar: { text: "Hi", icon: null, future: 1 },
      bottomNavigationBar: { leftButton: null, rightButton: { text: "Next", extra: true } },
      fabData: null,
    });
    expect(pd.announcementBar).toEqual({ text: "Hi", icon: undefined, future: 1 });
    expect(pd.bottomNavigationBar?.leftButton).toBeUndefined();
    expect(pd.bottomNavigationBar?.rightButton).toMatchObject({ text: "Next", extra: true });
    expect(pd.fabData).toBeUndefined();
  });

  it("drops a malformed button but keeps the bar", async () => {
    const pd = data({ bottomNavigationBar: { leftButton: "x", rightButton: { text: "Next" } } });
    expect(pd.bottomNavigationBar?.leftButton).toBeUndefined();
    expect(pd.bottomNavigationBar?.rightButton?.text).toBe("Next");
  });
});
