import { describe, expect, it } from "vitest";
import type { ButtonData } from "~/contract";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { BRIGHTNESS_THRESHOLD, brightness, textToneOn } from "~/widgets/shared/color";
import { headingLevel, tagImageSize } from "~/widgets/shared/HeaderTextView";
import { rewriteImageUrl } from "~/widgets/shared/image-url";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { renderToHtml } from "../../../support/render";
import { expectInert } from "./harness";

const cfg = {
  staticImageHost: "https://static.example.com",
  imageResizerUrl: "https://img.example.com/resize",
};

describe("headingLevel (spec 01 section 9)", () => {
  it("maps sizes 1..5 to themselves and 6 to 5", async () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => headingLevel(n))).toEqual([1, 2, 3, 4, 5, 5]);
  });
  it("caps anything above 5 at 5 and lifts below 1 to 1", async () => {
    expect(headingLevel(9)).toBe(5);
    expect(headingLevel(0)).toBe(1);
    expect(headingLevel(-3)).toBe(1);
  });
  it("uses the fallback when no size is given", async () => {
    expect(headingLevel(undefined)).toBe(2);
    expect(headingLevel(undefined, 1)).toBe(1);
    expect(headingLevel(undefined, 3)).toBe(3);
  });
});

describe("tagImageSize (spec 01 section 9)", () => {
  const tag = (x?: number, y?: number) => ({
    text: "Tag",
    image: { url: "/images/logo.svg", aspectRatioX: x, aspectRatioY: y },
  });
  it("is 32 px square by default, whatever the ratio", async () => {
    expect(tagImageSize(tag(3, 1), false)).toEqual({ width: 32, height: 32 });
    expect(tagImageSize({ text: "No image" }, true)).toEqual({ width: 32, height: 32 });
  });
  it("with dynamic width: height 40 when the ratio is above 1, width = ratio * height", async () => {
    expect(tagImageSize(tag(3, 1), true)).toEqual({ width: 120, height: 40 });
    expect(tagImageSize(tag(16, 9), true)).toEqual({ width: 71, height: 40 });
  });
  it("with dynamic width: height 44 when the ratio is 1 or below", async () => {
    expect(tagImageSize(tag(1, 1), true)).toEqual({ width: 44, height: 44 });
    expect(tagImageSize(tag(1, 2), true)).toEqual({ width: 22, height: 44 });
  });
  it("falls back to 32 px when the ratio is unknown", async () => {
    expect(tagImageSize(tag(undefined, 2), true)).toEqual({ width: 32, height: 32 });
  });
});

describe("textToneOn (threshold 125)", () => {
  it("uses the spec's threshold", async () => {
    expect(BRIGHTNESS_THRESHOLD).toBe(125);
  });
  it("puts dark text on bright colours and light text on dark ones", async () => {
    expect(textToneOn("#ffffff")).toBe("dark");
    expect(textToneOn("#fff4d6")).toBe("dark");
    expect(textToneOn("#000000")).toBe("light");
    expect(textToneOn("#2b1b5c")).toBe("light");
  });
  it("switches exactly above 125", async () => {
    expect(brightness("#7d7d7d")).toBe(125);
    expect(textToneOn("#7d7d7d")).toBe("light");
    expect(textToneOn("#7e7e7e")).toBe("dark");
  });
  it("accepts short hex and leaves unknown colours to the theme", async () => {
    expect(textToneOn("#FFF")).toBe("dark");
    expect(textToneOn("fff")).toBe("dark");
    expect(textToneOn("purple")).toBeUndefined();
    expect(textToneOn("#12345")).toBeUndefined();
  });
});

describe("rewriteImageUrl (spec 01 section 7.1)", () => {
  const resized = (url: string, size = {}) => {
    const out = rewriteImageUrl(url, size, cfg);
    expect(out.startsWith(`${cfg.imageResizerUrl}?`)).toBe(true);
    return new URL(out).searchParams;
  };

  it.each([
    "https://static.example.com/images/a.jpg",
    "https://static.example.com/images/a.jpeg",
    "https://static.example.com/img/a.png",
    "https://static.example.com/images/deep/path/a.webp",
    "https://static.example.com/img/a.jfif",
    "https://static.example.com/images/A.PNG",
  ])("rewrites %s", (url) => {
    expect(resized(url, { width: 100 }).get("url")).toBe(url);
  });

  it("scales width and height by the device pixel ratio", async () => {
    const params = resized("https://static.example.com/images/a.jpg", {
      width: 200,
      height: 150,
      devicePixelRatio: 2,
    });
    expect(params.get("w")).toBe("400");
    expect(params.get("h")).toBe("300");
  });

  it("uses ratio 1 by default, fit cover by default and we=1 (no enlargement)", async () => {
    const params = resized("https://static.example.com/images/a.jpg", { width: 320, height: 180 });
    expect(params.get("w")).toBe("320");
    expect(params.get("h")).toBe("180");
    expect(params.get("fit")).toBe("cover");
    expect(params.get("we")).toBe("1");
  });

  it("keeps a requested fit mode", async () => {
    const params = resized("https://static.example.com/images/a.png", {
      width: 10,
      fit: "contain",
    });
    expect(params.get("fit")).toBe("contain");
  });

  it("omits sizes it was not given", async () => {
    const params = resized("https://static.example.com/images/a.png");
    expect(params.has("w")).toBe(false);
    expect(params.has("h")).toBe(false);
  });

  it.each([
    ["another host", "https://cdn.other.com/images/a.jpg"],
    ["a path outside images/ and img/", "https://static.example.com/assets/a.jpg"],
    ["an svg", "https://static.example.com/images/a.svg"],
    ["a gif", "https://static.example.com/images/a.gif"],
    ["a relative path", "/images/a.png"],
    ["not a URL", "not a url"],
  ])("leaves %s unchanged", (_what, url) => {
    expect(rewriteImageUrl(url, { width: 100, height: 100, devicePixelRatio: 2 }, cfg)).toBe(url);
  });

  it("is off when no resizer or static host is configured", async () => {
    const url = "https://static.example.com/images/a.jpg";
    expect(rewriteImageUrl(url, { width: 100 }, { ...cfg, imageResizerUrl: "" })).toBe(url);
    expect(rewriteImageUrl(url, { width: 100 }, { ...cfg, staticImageHost: "" })).toBe(url);
  });
});

describe("ResponsiveImage", () => {
  it("offers 1x, 2x and 3x resized sources for static images", async () => {
    const html = await renderToHtml(
      <ResponsiveImage
        image={{ url: "https://static.example.com/images/a.jpg", altText: "A" }}
        width={100}
        height={50}
      />,
      cfg,
    );
    expect(html).toContain('alt="A"');
    expect(html).toContain("w=100&amp;h=50");
    expect(html).toContain("w=300&amp;h=150&amp;fit=cover&amp;we=1 3x");
  });
  it("renders nothing for a javascript: image", async () => {
    expect(
      await renderToHtml(<ResponsiveImage image={{ url: "javascript:alert(1)" }} />),
    ).not.toContain("<img");
  });
  it("loads an image below the first screen lazily, with its address, as the browser knows to", async () => {
    const lazy = await renderToHtml(
      <ResponsiveImage image={{ url: "/images/a.svg", altText: "A" }} />,
    );
    expect(lazy).toMatch(/<img alt="A" loading="lazy" decoding="async" src="\/images\/a.svg"/);
    expect(lazy).not.toContain("<noscript>");
    const eager = await renderToHtml(<ResponsiveImage eager image={{ url: "/images/a.svg" }} />);
    expect(eager).toMatch(/<img [^>]*loading="eager"[^>]* src="\/images\/a.svg"/);
  });
  it("renders the dark variant beside the light one", async () => {
    const html = await renderToHtml(
      <ResponsiveImage image={{ url: "/images/a.svg", urlDark: "/images/a-dark.svg" }} />,
    );
    expect(html).toContain("img-light");
    expect(html).toContain("img-dark");
  });
});

describe("ButtonView", () => {
  const render = (button: ButtonData) => renderToHtml(<ButtonView button={button} />);
  it("renders an internal navigation as a link", async () => {
    const html = await render({
      buttonText: "Courses",
      action: { type: "NAVIGATION", uri: "/courses" },
    });
    expect(html).toMatch(/<a[^>]+href="\/courses"/);
    expect(html).toContain("btn btn-primary");
  });
  it("opens other sites in a new tab", async () => {
    const html = await render({
      buttonText: "Blog",
      action: { uri: "https://blog.example.com/x" },
    });
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
  it("keeps #id targets as in-page anchors", async () => {
    expect(await render({ buttonText: "Jump", action: { uri: "#faq" } })).toContain('href="#faq"');
  });
  it("renders javascript: targets as a disabled button", async () => {
    const html = await render({
      buttonText: "Click",
      action: { type: "NAVIGATION", uri: "javascript:alert(1)" },
    });
    expect(html).toContain("<button");
    expect(html).toContain("disabled");
    expectInert(html);
  });
  it("drops colour keys that are not class-safe", async () => {
    const html = await render({
      buttonText: "X",
      bgColorData: { bgKey: '"><script>' },
      textColor: "a b",
    });
    expect(html).toContain("btn btn-primary");
    expectInert(html);
  });
});
