import { describe, expect, it } from "vitest";
import { pageDataSchema } from "~/contract/page";
import type { TopNavigationBar } from "~/contract/page";
import { TOP_NAV_BAR_HEIGHT, TopNavBar } from "~/page/frame/TopNavBar";
import { TopNavButton } from "~/page/frame/TopNavButton";
import { parseHtml, textsOf } from "../shell/dom";
import { renderToHtml } from "../../support/render";

const NOW = Date.UTC(2030, 0, 1, 10, 0, 0);
const icon = { url: "https://cdn.example.com/i/run.svg", altText: "Run" };

function bar(raw: unknown): TopNavigationBar {
  const parsed = pageDataSchema.parse({ topNavigationBar: raw }).topNavigationBar;
  if (!parsed) throw new Error("no bar");
  return parsed;
}

async function render(node: React.ReactNode) {
  return parseHtml(await renderToHtml(node));
}

describe("TopNavBar", () => {
  it("is 64 px high (spec 01 section 9)", async () => {
    expect(TOP_NAV_BAR_HEIGHT).toBe(64);
  });

  it("shows the title, the subtitle (desktop-only class) and the up action as a Back link", async () => {
    const doc = await render(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({
          title: { text: "  Data Analyst Fellowship ", subText: "Module 3 of 12" },
          upAction: { type: "NAVIGATION", uri: "/my-courses" },
        })}
      />,
    );
    expect(textsOf(doc, ".top-nav-bar__title")).toEqual(["Data Analyst Fellowship"]);
    expect(textsOf(doc, ".top-nav-bar__subTitle")).toEqual(["Module 3 of 12"]);
    const back = doc.querySelector('a[aria-label="Back"]');
    expect(back?.getAttribute("href")).toBe("/my-courses");
    expect(doc.querySelector('[data-frame="top-nav-bar"]')?.className).toContain("bar");
  });

  it("leaves out an up action without a target, the timer and buttons when absent", async () => {
    const doc = await render(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({ title: { text: "T" }, upAction: { type: "NAVIGATION" } })}
      />,
    );
    expect(doc.querySelector('[aria-label="Back"]')).toBeNull();
    expect(doc.querySelector('[role="timer"]')).toBeNull();
    expect(doc.querySelector(".top-nav-bar__buttons")).toBeNull();
    expect(doc.querySelector(".top-nav-bar__subTitle")).toBeNull();
  });

  it("renders the countdown's server value from the render time", async () => {
    const doc = await render(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({ timerData: { timerActions: [{ showTimer: true, time: NOW + 3_723_000 }] } })}
      />,
    );
    const timer = doc.querySelector('[role="timer"]');
    expect(timer?.textContent).toBe("01:02:03");
    expect(timer?.getAttribute("aria-label")).toBe("Time left: 1 hour 2 minutes 3 seconds");
  });

  it("hides a timer whose showTimer is false", async () => {
    const doc = await render(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({ timerData: { timerActions: [{ showTimer: false, time: 60_000 }] } })}
      />,
    );
    expect(doc.querySelector('[role="timer"]')).toBeNull();
  });

  it("places the search slot", async () => {
    const doc = await render(
      <TopNavBar renderedAt={NOW} bar={bar({})} search={<input aria-label="Search" />} />,
    );
    expect(doc.querySelector(".top-nav-bar__search input[aria-label='Search']")).not.toBeNull();
  });

  it("links the drawer button to ?drawer=open (no JS), mobile-only class", async () => {
    const doc = await render(<TopNavBar renderedAt={NOW} bar={bar({})} hasDrawer />);
    const button = doc.querySelector('a[aria-label="Open navigation"]');
    expect(button?.getAttribute("href")).toBe("/?drawer=open");
    expect(button?.className).toContain("drawerButton");
    const custom = await render(
      <TopNavBar renderedAt={NOW} bar={bar({})} hasDrawer drawerHref="/x?drawer=open&tab=2" />,
    );
    expect(custom.querySelector('a[aria-label="Open navigation"]')?.getAttribute("href")).toBe(
      "/x?drawer=open&tab=2",
    );
    expect(
      (await render(<TopNavBar renderedAt={NOW} bar={bar({})} />)).querySelector(
        ".top-nav-bar__drawerButton",
      ),
    ).toBeNull();
  });

  it("renders buttons with the icon left by default or right, and marks the loading one", async () => {
    const doc = await render(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({
          buttons: [
            { text: "Run", icon, action: { type: "NAVIGATION", uri: "/run" } },
            {
              text: "Submit",
              icon,
              iconPlacement: "RIGHT",
              action: { type: "API_CALL", uri: "/s" },
            },
          ],
        })}
        isButtonLoading={(_, index) => index === 1}
      />,
    );
    const [run, submit] = Array.from(doc.querySelectorAll(".top-nav-bar__buttons > *"));
    expect(run.tagName).toBe("A");
    expect(run.getAttribute("href")).toBe("/run");
    expect(run.firstElementChild?.tagName).toBe("IMG");
    expect(run.lastElementChild?.textContent).toBe("Run");
    expect(submit.tagName).toBe("BUTTON");
    expect(submit.getAttribute("aria-busy")).toBe("true");
    expect(submit.hasAttribute("disabled")).toBe(true);
    expect(submit.firstElementChild?.textContent).toBe("Submit");
    expect(submit.lastElementChild?.className).toContain("spinner");
  });
});

describe("TopNavBar on phones", () => {
  it("repeats the buttons in a three-dot menu (a <details>, no JS needed), texts shown", async () => {
    const doc = await render(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({
          buttons: [
            { text: "Run", icon, action: { type: "NAVIGATION", uri: "/run" } },
            { text: "Submit", action: { type: "NAVIGATION", uri: "/submit" } },
          ],
        })}
      />,
    );
    const menu = doc.querySelector('details[data-frame="top-nav-menu"]');
    expect(menu?.querySelector("summary")?.getAttribute("aria-label")).toBe("More actions");
    const inMenu = Array.from(menu?.querySelectorAll("a") ?? []);
    expect(inMenu.map((a) => a.getAttribute("href"))).toEqual(["/run", "/submit"]);
    // In the bar an icon button folds its text away on phones; in the menu it never does.
    expect(doc.querySelector(".top-nav-bar__buttons a")?.className).toContain("collapsible");
    expect(inMenu[0].className).not.toContain("collapsible");
  });

  it("has no menu without buttons", async () => {
    const doc = await render(<TopNavBar renderedAt={NOW} bar={bar({ title: { text: "T" } })} />);
    expect(doc.querySelector("details")).toBeNull();
  });
});

describe("TopNavButton", () => {
  it("puts an icon on the right when iconPlacement is RIGHT", async () => {
    const doc = await render(
      <TopNavButton
        button={{ text: "Next", icon, iconPlacement: "RIGHT", action: { uri: "/n" } }}
      />,
    );
    const a = doc.querySelector("a");
    expect(a?.firstElementChild?.textContent).toBe("Next");
    expect(a?.lastElementChild?.tagName).toBe("IMG");
  });

  it("shows no spinner while loading when showLoader is false, but stays busy", async () => {
    const doc = await render(
      <TopNavButton button={{ text: "Save", showLoader: false }} isLoading />,
    );
    const b = doc.querySelector("button");
    expect(b?.getAttribute("aria-busy")).toBe("true");
    expect(doc.querySelector(".top-nav-button__spinner")).toBeNull();
  });

  it("is an enabled button for a non-navigation action when a handler is given", async () => {
    const withHandler = await render(
      <TopNavButton
        button={{ text: "Submit", action: { type: "API_CALL", uri: "/s" } }}
        onAction={() => {}}
      />,
    );
    expect(withHandler.querySelector("button")?.hasAttribute("disabled")).toBe(false);
    // Without a handler ActionLink posts the action (a form, with its own loader while it runs).
    const without = await render(
      <TopNavButton button={{ text: "Submit", action: { type: "API_CALL", uri: "/s" } }} />,
    );
    const form = without.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector('input[name="intent"]')?.getAttribute("value")).toBe("API_CALL");
    expect(without.querySelector("button")?.hasAttribute("disabled")).toBe(false);
  });
});

describe("hostile strings in the top bar", () => {
  it("are rendered as inert text", async () => {
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const html = await renderToHtml(
      <TopNavBar
        renderedAt={NOW}
        bar={bar({
          title: { text: evil, subText: evil },
          upAction: { type: "NAVIGATION", uri: "javascript:alert(3)" },
          buttons: [
            {
              text: evil,
              icon: { url: "javascript:alert(4)" },
              action: { uri: "javascript:alert(5)" },
            },
          ],
        })}
        hasDrawer
        drawerHref={'"><script>alert(6)</script>'}
      />,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="javascript:/i);
    const doc = parseHtml(html);
    expect(textsOf(doc, ".top-nav-bar__title")).toEqual([evil]);
  });
});
