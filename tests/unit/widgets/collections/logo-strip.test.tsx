import { describe, expect, it } from "vitest";
import type { LogoStripData } from "~/contract/widgets/logo-strip";
import {
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  renderCell,
} from "./collection-test-kit";

// Logos are images: their names appear as alt text.
describeSamples<LogoStripData>("LOGO_STRIP", (data) => data.logos.map((l) => l.name));

describe("LOGO_STRIP", () => {
  const logos = [
    { name: "Acme", image: { url: "/images/logo-acme.svg", aspectRatioX: 3, aspectRatioY: 1 } },
    { name: "Globex", image: { url: "/images/logo-globex.svg", altText: "Globex logo" } },
  ];

  it("renders a list of logos with the company name or alt text", async () => {
    const html = await renderCell("LOGO_STRIP", { logos });
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<img[^>]*alt="Acme"[^>]*width="120"[^>]*height="40"/);
    expect(html).toContain('alt="Globex logo"');
  });

  it("rejects missing or malformed logos", async () => {
    expectRejected("LOGO_STRIP", { type: "LOGO_STRIP" });
    expectRejected("LOGO_STRIP", { logos: [] });
    expectRejected("LOGO_STRIP", { logos: [{ name: "No image" }] });
    expectRejected("LOGO_STRIP", { logos: [{ image: { url: "/images/logo-acme.svg" } }] });
    expectRejected("LOGO_STRIP", { logos: [{ name: "Acme", image: "/images/logo-acme.svg" }] });
  });

  it("shows the name instead of a script URL image, and escapes hostile names", async () => {
    const html = await renderCell("LOGO_STRIP", {
      logos: [
        { name: HOSTILE_TEXT, image: { url: HOSTILE_URL } },
        { name: "Initech", image: { url: HOSTILE_URL } },
      ],
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("Initech");
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
