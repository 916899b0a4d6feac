import { describe, expect, it } from "vitest";
import { EMBED_ALLOWED_HOSTS, EMBED_SANDBOX, embedTarget } from "~/contract/widgets/embed-look";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { layoutDef } from "./layout-kit";

const strip = layoutDef("HIGHLIGHT_STRIP");
const embed = layoutDef("EMBED");
const audio = layoutDef("AUDIO");

describe("HIGHLIGHT_STRIP", () => {
  itRendersEverySample(strip);

  it("is a named list of highlights with decorative marks or icons", async () => {
    const html = await renderWidget(strip, {
      label: "Programme highlights",
      items: [{ text: "24 weeks" }, { text: "Weekends", icon: { url: "/img/clock.svg" } }],
    });
    expect(html).toMatch(/^<ul class="highlight-strip__strip" aria-label="Programme highlights">/);
    expect(html).toContain(
      '<li class="highlight-strip__item"><span class="highlight-strip__mark" aria-hidden="true"></span><span>24 weeks</span></li>',
    );
    expect(html).toMatch(/<img [^>]*alt=""[^>]*>/);
    expect(html).not.toMatch(/animation|marquee/i);
  });

  it("refuses none or too many highlights, drops malformed ones, keeps unknown fields", async () => {
    expect(accepts(strip, { items: [] })).toBe(false);
    expect(accepts(strip, { items: Array.from({ length: 13 }, () => ({ text: "x" })) })).toBe(
      false,
    );
    expect(accepts(strip, { items: [{ text: "a".repeat(81) }] })).toBe(false);
    expect(accepts(strip, { items: [{ text: "ok", tone: "gold" }, { text: 5 }], speed: 2 })).toBe(
      true,
    );
  });

  it("escapes script text", async () => {
    const html = await renderWidget(strip, {
      label: SCRIPT,
      items: [{ text: SCRIPT.slice(0, 60) }],
    });
    expect(html).toContain(escapeHtml(SCRIPT.slice(0, 60)));
    expectInert(html);
  });
});

describe("EMBED", () => {
  itRendersEverySample(embed);

  it("frames allowed https hosts only, in a sandbox, named by the title", async () => {
    const html = await renderWidget(embed, {
      url: "https://player.vimeo.com/video/76979871",
      title: "Demo day highlights",
    });
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html).toContain('title="Demo day highlights"');
    expect(html).toContain(`sandbox="${EMBED_SANDBOX}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("aspect-ratio:16 / 9");
    expect(EMBED_SANDBOX).not.toContain("allow-top-navigation");
    expect(
      await renderWidget(embed, { url: "https://calendly.com/x", title: "Book", height: 600 }),
    ).toContain("height:600px");
  });

  it("shows other web addresses as a link and drops anything else", async () => {
    expect(embedTarget("https://evil.example.com/")).toEqual({
      kind: "link",
      href: "https://evil.example.com/",
    });
    expect(embedTarget("http://www.youtube.com/embed/x")).toEqual({
      kind: "link",
      href: "http://www.youtube.com/embed/x",
    });
    expect(embedTarget("https://www.youtube.com.evil.io/embed/x").kind).toBe("link");
    expect(embedTarget("https://user:pw@www.youtube.com/embed/x").kind).toBe("none");
    expect(embedTarget("https://www.youtube.com:8443/embed/x").kind).toBe("link");
    expect(embedTarget(JS_URL).kind).toBe("none");
    expect(embedTarget("data:text/html,<script>alert(1)</script>").kind).toBe("none");
    expect(embedTarget("not a url").kind).toBe("none");
    expect(
      EMBED_ALLOWED_HOSTS.every((host) => embedTarget(`https://${host}/x`).kind === "frame"),
    ).toBe(true);
    const link = await renderWidget(embed, {
      url: "https://example.org/brochure.pdf",
      title: "Brochure",
    });
    expect(link).not.toContain("<iframe");
    expect(link).toContain(
      '<a href="https://example.org/brochure.pdf" target="_blank" rel="noopener noreferrer">Brochure</a>',
    );
    expect(await renderWidget(embed, { url: JS_URL, title: "x" })).toBe("");
  });

  it("requires url and title, tolerates unknown fields", async () => {
    expect(accepts(embed, { url: "https://www.loom.com/embed/1" })).toBe(false);
    expect(accepts(embed, { title: "No address" })).toBe(false);
    expect(accepts(embed, { url: "https://www.loom.com/embed/1", title: "x", height: 50 })).toBe(
      false,
    );
    expect(
      accepts(embed, { url: "https://www.loom.com/embed/1", title: "x", autoplay: true }),
    ).toBe(true);
  });

  it("escapes script text in the title", async () => {
    const html = await renderWidget(embed, { url: "https://www.loom.com/embed/1", title: SCRIPT });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("AUDIO", () => {
  itRendersEverySample(audio);

  it("names the native player by its title and puts the transcript in a disclosure", async () => {
    const html = await renderWidget(audio, {
      url: "https://cdn.example.com/ep1.mp3",
      title: "Episode 1",
      transcript: "Host: hello.\n\nGuest: hi.",
    });
    const id = /<h3 id="([^"]+)" class="audio__title">Episode 1<\/h3>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(
      `<audio class="audio__player" controls="" preload="none" src="https://cdn.example.com/ep1.mp3" aria-labelledby="${id}">`,
    );
    expect(html).toContain('<a href="https://cdn.example.com/ep1.mp3">Download the audio</a>');
    expect(html).toContain("<details");
    expect(html).toContain(
      "<summary>Transcript</summary><p>Host: hello.</p><p>Guest: hi.</p></details>",
    );
  });

  it("plays https addresses and site paths only", async () => {
    expect(await renderWidget(audio, { url: "/media/a.mp3", title: "a" })).toContain(
      'src="/media/a.mp3"',
    );
    for (const url of ["http://cdn.example.com/a.mp3", "//evil.example.com/a.mp3", JS_URL]) {
      expect(await renderWidget(audio, { url, title: "a" })).not.toContain("<audio");
    }
    expect(await renderWidget(audio, { url: "/a.mp3", title: "a" })).not.toContain("<details");
  });

  it("requires url and title, tolerates unknown fields", async () => {
    expect(accepts(audio, { title: "x" })).toBe(false);
    expect(accepts(audio, { url: "/a.mp3" })).toBe(false);
    expect(accepts(audio, { url: "/a.mp3", title: "x", transcript: 3 })).toBe(false);
    expect(accepts(audio, { url: "/a.mp3", title: "x", chapters: [] })).toBe(true);
  });

  it("escapes script text", async () => {
    const html = await renderWidget(audio, { url: "/a.mp3", title: SCRIPT, transcript: SCRIPT });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
