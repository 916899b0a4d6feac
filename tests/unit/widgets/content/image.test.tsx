import { entryOf } from "../entry-of";
import { describe, expect, it } from "vitest";
import { imageWidget } from "~/widgets/image";
import {
  accepts,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(imageWidget);
const resizer = {
  staticImageHost: "https://static.example.com",
  imageResizerUrl: "https://img.example.com/resize",
};
const photo = (url: string) => ({
  type: "IMAGE",
  image: { url, altText: "Mentor session", aspectRatioX: 16, aspectRatioY: 9 },
  maxWidth: 640,
});

describe("IMAGE", () => {
  itRendersEverySample(def);

  it("sends static-host images through the resizer at the shown size (spec 01 section 7.1)", async () => {
    const url = "https://static.example.com/images/mentor-session.jpg";
    const html = await renderWidget(def, photo(url), resizer);
    const src = /<img[^>]* src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const params = new URL(src).searchParams;
    expect(src.startsWith("https://img.example.com/resize?")).toBe(true);
    expect(params.get("url")).toBe(url);
    expect(params.get("w")).toBe("640");
    expect(params.get("h")).toBe("360");
    expect(params.get("fit")).toBe("cover");
    expect(params.get("we")).toBe("1");
    expect(html).toContain("w=1280&amp;h=720&amp;fit=cover&amp;we=1 2x");
    expect(html).toContain('width="640"');
    expect(html).toContain('height="360"');
  });

  it.each([
    "https://static.example.com/images/diagram.svg",
    "https://other.example.org/images/mentor.jpg",
    "https://static.example.com/uploads/mentor.jpg",
    "/images/hero-learning.svg",
  ])("leaves %s as it is", async (url) => {
    const html = await renderWidget(def, photo(url), resizer);
    expect(html).toContain(`src="${url}"`);
    expect(html).not.toContain("img.example.com");
  });

  it("does not rewrite when no resizer is configured", async () => {
    const url = "https://static.example.com/images/mentor-session.jpg";
    expect(await renderWidget(def, photo(url))).toContain(`src="${url}"`);
  });

  it("limits the figure to maxWidth and shows the caption", async () => {
    const html = await renderWidget(def, { ...photo("/images/event.svg"), caption: "Demo day" });
    expect(html).toContain("max-width:640px");
    expect(html).toContain("<figcaption");
    expect(html).toContain("Demo day");
  });

  it("rejects a missing or undisplayable image and wrong types", async () => {
    expect(accepts(def, { type: "IMAGE" })).toBe(false);
    expect(accepts(def, { type: "IMAGE", image: { altText: "no url" } })).toBe(false);
    expect(accepts(def, { type: "IMAGE", image: { url: JS_URL } })).toBe(false);
    expect(accepts(def, { type: "IMAGE", image: { url: "data:text/html,<script>" } })).toBe(false);
    expect(accepts(def, { ...photo("/images/a.svg"), maxWidth: -10 })).toBe(false);
    expect(accepts(def, { ...photo("/images/a.svg"), maxWidth: "640px" })).toBe(false);
    expect(accepts(def, { ...photo("/images/a.svg"), caption: 3 })).toBe(false);
  });

  it("renders hostile alt text and captions as text, and drops a javascript: dark variant", async () => {
    const html = await renderWidget(def, {
      image: { url: "/images/event.svg", urlDark: JS_URL, altText: `"${SCRIPT}` },
      caption: SCRIPT,
    });
    expectInert(html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // One image (and its copy for no JavaScript, decision 028): no dark variant.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, "").match(/<img/g)?.length).toBe(1);
  });
});
