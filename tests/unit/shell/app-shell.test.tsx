import { describe, expect, it } from "vitest";
import { AppShell } from "~/shell/AppShell";
import { routeLook } from "~/shared/route-look";
import { renderToHtml } from "../../support/render";
import { parseHtml } from "./dom";
import { BLOG_URL, learner } from "./fixtures";

async function renderShell(path: string) {
  const html = await renderToHtml(
    <AppShell look={routeLook(path)} user={learner}>
      <p>page body</p>
    </AppShell>,
    { blogUrl: BLOG_URL },
  );
  const doc = parseHtml(html);
  return {
    skip: doc.querySelector("a.skip-link"),
    header: doc.querySelector("header"),
    main: doc.querySelector("main"),
    footer: doc.querySelector("footer"),
    doc,
  };
}

describe("AppShell", () => {
  it("marketing page: skip link, header, main with the page, footer, in that order", async () => {
    const { skip, header, main, footer, doc } = await renderShell("/");
    expect(skip?.getAttribute("href")).toBe("#main");
    expect(skip?.textContent).toBe("Skip to content");
    expect(header?.getAttribute("data-header")).toBe("full");
    expect(main?.id).toBe("main");
    expect(main?.textContent).toBe("page body");
    expect(footer).not.toBeNull();
    const order = Array.from(doc.body.querySelectorAll("a.skip-link, header, main, footer")).map(
      (el) => el.tagName.toLowerCase(),
    );
    expect(order).toEqual(["a", "header", "main", "footer"]);
  });

  it("uses the configured blog address", async () => {
    const { header, footer } = await renderShell("/");
    expect(header?.querySelector(`a[href="${BLOG_URL}"]`)).not.toBeNull();
    expect(footer?.querySelector(`a[href="${BLOG_URL}"]`)).not.toBeNull();
  });

  it("checkout: minimal header, no footer", async () => {
    const { header, footer, main } = await renderShell("/checkout");
    expect(header?.getAttribute("data-header")).toBe("minimal");
    expect(footer).toBeNull();
    expect(main?.textContent).toBe("page body");
  });

  it("calendar and AI interview: header without footer", async () => {
    for (const path of ["/my-calendar", "/interview/x"]) {
      const { header, footer } = await renderShell(path);
      expect(header).not.toBeNull();
      expect(footer).toBeNull();
    }
  });

  it("header hidden and admin editors: no header, no skip link, no footer", async () => {
    for (const path of ["/course-dashboard/a/challenges/b/challenge", "/admin/cms/pages"]) {
      const { skip, header, footer, main } = await renderShell(path);
      expect(skip).toBeNull();
      expect(header).toBeNull();
      expect(footer).toBeNull();
      expect(main?.textContent).toBe("page body");
    }
  });

  it("embed: only the page", async () => {
    const { skip, header, footer, main } = await renderShell("/codesandbox/embed/abc");
    expect([skip, header, footer]).toEqual([null, null, null]);
    expect(main?.getAttribute("data-route-group")).toBe("embed");
  });

  it("unknown path: header and footer around the not-found page", async () => {
    const { header, footer, main } = await renderShell("/nope");
    expect(header?.getAttribute("data-header")).toBe("full");
    expect(footer).not.toBeNull();
    expect(main?.getAttribute("data-route-group")).toBe("not-found");
  });
});
