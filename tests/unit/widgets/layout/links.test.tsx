import { describe, expect, it } from "vitest";
import { languageClass } from "~/contract/widgets/code-snippet-look";
import { mailtoOf, telOf } from "~/contract/widgets/contact-card-look";
import { SOCIAL_NETWORK_LOOKS, SOCIAL_NETWORKS } from "~/contract/widgets/social-links-look";
import { schemaOf } from "~/widgets/schemas.server";
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

const code = layoutDef("CODE_SNIPPET");
const crumbs = layoutDef("BREADCRUMB");
const social = layoutDef("SOCIAL_LINKS");
const contact = layoutDef("CONTACT_CARD");

describe("CODE_SNIPPET", () => {
  itRendersEverySample(code);

  it("keeps the code as written in <pre><code>, with its language and title", async () => {
    const source = "for i in range(3):\n    print(i)";
    const html = await renderWidget(code, { code: source, language: "Python", title: "Loop" });
    expect(html).toContain(`<code class="language-python">${source}</code>`);
    expect(html).toMatch(/<pre class="code-snippet__pre" tabindex="0">/);
    expect(html).toContain(
      '<span class="code-snippet__title">Loop</span><span class="code-snippet__language">Python</span>',
    );
    expect(languageClass("C++")).toBe("language-c++");
    expect(languageClass('x" onload="y')).toBe("language-x-onload-y");
    expect(languageClass(undefined)).toBeUndefined();
  });

  it("copies with the app's clipboard action; the button waits for hydration", async () => {
    const html = await renderWidget(code, { code: "SELECT 1;" });
    expect(html).toMatch(
      /<button type="button" class="btn btn-secondary code-snippet__copy" disabled="" data-action-type="CLIPBOARD_COPY">Copy code<\/button>/,
    );
    expect(await renderWidget(code, { code: "SELECT 1;", showCopy: false })).not.toContain(
      "<button",
    );
  });

  it("refuses blank or missing code, tolerates unknown fields", async () => {
    expect(accepts(code, {})).toBe(false);
    expect(accepts(code, { code: "  \n " })).toBe(false);
    expect(accepts(code, { code: "x", language: "" })).toBe(false);
    expect(accepts(code, { code: "x", theme: "monokai" })).toBe(true);
    expect(schemaOf(code).parse({ code: "  indented\n" }).code).toBe("  indented\n");
  });

  it("escapes script code and text", async () => {
    const html = await renderWidget(code, {
      code: SCRIPT,
      title: SCRIPT,
      language: SCRIPT.slice(0, 30),
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("BREADCRUMB", () => {
  itRendersEverySample(crumbs);

  it("is a nav named Breadcrumb with an ordered list; the last item is the current page", async () => {
    const html = await renderWidget(crumbs, {
      items: [
        { text: "Courses", uri: "/courses" },
        { text: "Data Analyst Fellowship", uri: "/x" },
      ],
    });
    expect(html).toMatch(/^<nav aria-label="Breadcrumb"><ol class="breadcrumb__list">/);
    expect(html).toMatch(/<a [^>]*href="\/courses"[^>]*>Courses<\/a>/);
    expect(html).toContain(
      '<span class="breadcrumb__separator" aria-hidden="true">/</span><span aria-current="page" class="breadcrumb__current">Data Analyst Fellowship</span>',
    );
    expect(html).not.toContain('href="/x"');
  });

  it("shows a crumb without a safe address as text", async () => {
    const html = await renderWidget(crumbs, {
      items: [{ text: "Hub", uri: JS_URL }, { text: "Archive" }, { text: "Here" }],
    });
    expect(html).toContain("<span>Hub</span>");
    expect(html).toContain("<span>Archive</span>");
    expectInert(html);
  });

  it("refuses none or too many items, drops malformed ones", async () => {
    expect(accepts(crumbs, { items: [] })).toBe(false);
    expect(accepts(crumbs, { items: Array.from({ length: 11 }, () => ({ text: "x" })) })).toBe(
      false,
    );
    expect(
      schemaOf(crumbs).parse({ items: [{ uri: "/" }, { text: "Here", icon: 1 }] }).items,
    ).toHaveLength(1);
  });

  it("escapes script text", async () => {
    const html = await renderWidget(crumbs, {
      items: [{ text: SCRIPT, uri: "/" }, { text: SCRIPT }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("SOCIAL_LINKS", () => {
  itRendersEverySample(social);

  it("is a named list of new-tab links that say their network and that they open a tab", async () => {
    const html = await renderWidget(social, {
      links: [{ network: "LINKEDIN", url: "https://www.linkedin.com/company/x" }],
    });
    expect(html).toMatch(/^<ul class="social-links__links" aria-label="Social links">/);
    expect(html).toContain(
      '<a href="https://www.linkedin.com/company/x" target="_blank" rel="noopener noreferrer" class="social-links__link"><span class="social-links__mark" aria-hidden="true">in</span><span class="visually-hidden">LinkedIn</span><span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    const named = await renderWidget(social, {
      showNames: true,
      links: [{ network: "GITHUB", url: "https://github.com/x", text: "Code" }],
    });
    expect(named).toContain('<span class="social-links__name">Code</span>');
    expect(new Set(SOCIAL_NETWORKS.map((n) => SOCIAL_NETWORK_LOOKS[n].mark)).size).toBe(
      SOCIAL_NETWORKS.length,
    );
  });

  it("shows an unknown network as a website and drops non-web addresses", async () => {
    const parsed = schemaOf(social).parse({
      links: [
        { network: "MASTODON", url: "https://mastodon.social/@x" },
        { network: "X", url: JS_URL },
        { network: "X", url: "mailto:a@b.c" },
      ],
    }) as { links: unknown[] };
    expect(parsed.links).toHaveLength(1);
    const html = await renderWidget(social, {
      links: [{ network: "MASTODON", url: "https://mastodon.social/@x" }],
    });
    expect(html).toContain('>www</span><span class="visually-hidden">Website</span>');
    expect(accepts(social, { links: [{ network: "X", url: JS_URL }] })).toBe(false);
    expect(accepts(social, { links: [] })).toBe(false);
  });

  it("escapes script text", async () => {
    const html = await renderWidget(social, {
      label: SCRIPT,
      links: [{ network: "X", url: "https://x.com/a", text: SCRIPT.slice(0, 60) }],
    });
    expect(html).toContain(escapeHtml(SCRIPT.slice(0, 60)));
    expectInert(html);
  });
});

describe("CONTACT_CARD", () => {
  itRendersEverySample(contact);

  it("names the contact in an h3 and lists the details in an <address>", async () => {
    const html = await renderWidget(contact, {
      name: "Kavya Sharma",
      role: "Admissions",
      email: "admissions@academy.example",
      phone: "+91 80 4718 2200",
      location: "Bengaluru",
      hours: "Mon–Sat",
    });
    expect(html).toContain(
      '<h3 class="contact-card__name">Kavya Sharma</h3><p class="contact-card__role">Admissions</p>',
    );
    expect(html).toContain(
      '<div class="contact-card__row"><dt>Email</dt><dd><a href="mailto:admissions@academy.example">admissions@academy.example</a></dd></div>',
    );
    expect(html).toContain(
      '<dt>Phone</dt><dd><a href="tel:+918047182200">+91 80 4718 2200</a></dd>',
    );
    expect(html).toContain("<dt>Location</dt><dd>Bengaluru</dd>");
    expect(html).toContain("<dt>Hours</dt><dd>Mon–Sat</dd>");
    expect(html).toMatch(/<address class="contact-card__address">/);
  });

  it("shows odd addresses and numbers as text, not links", async () => {
    expect(mailtoOf("not an address")).toBeUndefined();
    expect(mailtoOf('a@b.c"><script>')).toBeUndefined();
    expect(telOf("call us")).toBeUndefined();
    expect(telOf("12")).toBeUndefined();
    expect(telOf("(080) 4718-2200")).toBe("tel:08047182200");
    const html = await renderWidget(contact, {
      name: "Desk",
      email: "desk at academy",
      phone: "ext. 42",
    });
    expect(html).toContain("<dd>desk at academy</dd>");
    expect(html).toContain("<dd>ext. 42</dd>");
  });

  it("requires a name, tolerates unknown fields", async () => {
    expect(accepts(contact, {})).toBe(false);
    expect(accepts(contact, { name: " " })).toBe(false);
    expect(accepts(contact, { name: "x", email: 5 })).toBe(false);
    expect(accepts(contact, { name: "x", pronouns: "she/her" })).toBe(true);
  });

  it("escapes script text and never links javascript:", async () => {
    const html = await renderWidget(contact, {
      name: SCRIPT,
      role: SCRIPT,
      email: JS_URL,
      location: SCRIPT,
      image: { url: JS_URL },
      buttonDataList: [{ buttonText: "x", action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
