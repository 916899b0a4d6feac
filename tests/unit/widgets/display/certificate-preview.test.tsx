import { describe, expect, it } from "vitest";
import { CERTIFICATE_PREVIEW_TEXTS } from "~/contract/widgets/certificate-preview-look";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  JS_URL,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("CERTIFICATE_PREVIEW"), (data) => {
  const d = data as { recipient: string; course: string; credentialId?: string; skills?: string[] };
  return [d.recipient, d.course, ...(d.credentialId ? [d.credentialId] : []), ...(d.skills ?? [])];
});

const certificate = {
  recipient: "Aditi Kulkarni",
  course: "Data Analyst Fellowship",
  issuedOn: "2026-12-01T06:30:00Z",
  credentialId: "DAF-2026-14-00871",
  issuer: "Career Learning Academy",
  signatories: [{ name: "Kavya Raghunathan", title: "Lead Instructor" }],
  skills: ["SQL"],
  verifyUrl: "/certificates/verify/DAF-2026-14-00871",
  buttons: [{ buttonText: "Download PDF", action: { type: "DOWNLOAD", uri: "/api/v1/cert.pdf" } }],
};

describe("CERTIFICATE_PREVIEW", () => {
  it("draws the certificate with recipient, course, issuer and signatories", async () => {
    const html = await renderCell("CERTIFICATE_PREVIEW", certificate);
    expect(html).toContain(
      `<p class="certificate-preview__title">${CERTIFICATE_PREVIEW_TEXTS.title}</p>`,
    );
    expect(html).toMatch(
      /This certifies that<\/p><h3 class="certificate-preview__recipient">Aditi Kulkarni<\/h3><p class="certificate-preview__certifies">has completed<\/p><p class="certificate-preview__course">Data Analyst Fellowship<\/p>/,
    );
    expect(html).toContain('<p class="certificate-preview__issuer">Career Learning Academy</p>');
    expect(html).toContain('<ul class="certificate-preview__signatories" aria-label="Signed by">');
    // The signature flourish is decoration; the name is said once.
    expect(html).toContain(
      '<span class="certificate-preview__signature" aria-hidden="true">Kavya Raghunathan</span><span class="certificate-preview__signName">Kavya Raghunathan</span>',
    );
    expect(html).toContain(
      '<figcaption class="visually-hidden">Certificate of completion: Aditi Kulkarni, Data Analyst Fellowship</figcaption>',
    );
  });

  it("lists the details, a verify link and the actions (a download form without JavaScript)", async () => {
    const html = await renderCell("CERTIFICATE_PREVIEW", certificate);
    expect(html).toContain(
      '<dt>Issued</dt><dd><time dateTime="2026-12-01T06:30:00.000Z">Tue, 1 Dec 2026</time></dd>',
    );
    expect(html).toContain(
      '<dt>Credential ID</dt><dd class="certificate-preview__code">DAF-2026-14-00871</dd>',
    );
    expect(html).toMatch(
      /<a[^>]*href="\/certificates\/verify\/DAF-2026-14-00871"[^>]*>Verify this certificate<\/a>/,
    );
    expect(html).toMatch(/<form[^>]*>[\s\S]*Download PDF/);
  });

  it("uses its own title when given", async () => {
    expect(
      await renderCell("CERTIFICATE_PREVIEW", {
        ...certificate,
        certificateTitle: "Certificate of merit",
      }),
    ).toContain('<p class="certificate-preview__title">Certificate of merit</p>');
  });

  it("refuses a certificate without recipient or course", async () => {
    expectRefused("CERTIFICATE_PREVIEW", {});
    expectRefused("CERTIFICATE_PREVIEW", { recipient: "Aditi" });
    expectRefused("CERTIFICATE_PREVIEW", { course: "DAF" });
    expectRefused("CERTIFICATE_PREVIEW", { ...certificate, skills: "SQL" });
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("CERTIFICATE_PREVIEW"), {
        ...certificate,
        grade: "A",
        blockchainHash: "0x1",
      }),
    ).toBe(true);
  });

  it("renders hostile text as text and leaves a javascript: verify link out", async () => {
    const html = await renderCell("CERTIFICATE_PREVIEW", {
      recipient: SCRIPT,
      course: SCRIPT,
      credentialId: SCRIPT,
      signatories: [{ name: SCRIPT }],
      verifyUrl: JS_URL,
      issuerLogo: { url: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("Verify this certificate");
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
