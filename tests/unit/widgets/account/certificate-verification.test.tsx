import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_ID_INPUT_PATTERN,
  CERTIFICATE_RESULT_LOOKS,
  CERTIFICATE_VERIFY_PAGE,
  isCertificateId,
  normaliseCertificateId,
} from "~/contract/widgets/certificate-verification-look";
import type { CertificateVerificationData } from "~/contract/widgets/certificate-verification";
import { certificateVerificationSamples } from "~/widgets/certificate-verification/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  parse,
  renderCell,
} from "./account-kit";

const valid = {
  status: "VALID",
  certificateId: "CL-2026-PMF001",
  certificate: {
    certificateId: "CL-2026-PMF001",
    holderName: "Asha Learner",
    courseName: "Product Manager Fellowship",
    issuedOn: "2026-02-20",
  },
};

describe("CERTIFICATE_VERIFICATION", () => {
  it.each(certificateVerificationSamples.map((s) => [s.title, s.data] as const))(
    "sample %s: a GET form, and the result when there is one",
    async (_title, input) => {
      const html = await renderCell("CERTIFICATE_VERIFICATION", input);
      const data = parse<CertificateVerificationData>("CERTIFICATE_VERIFICATION", input);
      expect(html).toMatch(/<form method="get" action="\/verify-certificate"/);
      expect(html).toMatch(/<label for="([^"]+)">Certificate ID<\/label><input id="\1"/);
      expect(html).toContain('name="certificateId"');
      if (data.intro) expect(html).toContain(escapeHtml(data.intro));
      if (data.result) {
        const look = CERTIFICATE_RESULT_LOOKS[data.result.status as "VALID"];
        expect(html).toContain(look.label);
        expect(html).toContain(`value="${data.result.certificateId}"`);
      }
      if (data.result?.certificate) {
        expect(html).toContain(escapeHtml(data.result.certificate.holderName));
        expect(html).toContain(escapeHtml(data.result.certificate.courseName));
      }
      expectInert(html);
    },
  );

  it("a verified certificate shows holder, course and date of issue, with a check glyph", async () => {
    const html = await renderCell("CERTIFICATE_VERIFICATION", { result: valid });
    expect(html).toMatch(/<dt>Awarded to<\/dt><dd>Asha Learner<\/dd>/);
    expect(html).toMatch(/<dt>Course<\/dt><dd>Product Manager Fellowship<\/dd>/);
    expect(html).toContain('<time dateTime="2026-02-20">20 Feb 2026</time>');
    expect(html).toContain('data-status-icon="check"');
    expect(html).toMatch(/role="status"/);
  });

  it("not found, revoked and invalid ids each say so in words", async () => {
    for (const status of ["NOT_FOUND", "REVOKED", "INVALID_ID"] as const) {
      const html = await renderCell("CERTIFICATE_VERIFICATION", {
        result: { status, certificateId: "CL-2024-ABCDEF" },
      });
      expect(html).toContain(CERTIFICATE_RESULT_LOOKS[status].label);
      expect(html).toContain(escapeHtml(CERTIFICATE_RESULT_LOOKS[status].detail));
    }
  });

  it("the id format is the contract's, on the input too", async () => {
    expect(isCertificateId("CL-2026-PMF001")).toBe(true);
    expect(isCertificateId(normaliseCertificateId(" cl-2026-pmf001 "))).toBe(true);
    for (const bad of ["CL-26-PMF001", "CL-2026-PMF00", "XX-2026-PMF001", "CL-2026-PMF0011"]) {
      expect(isCertificateId(bad)).toBe(false);
    }
    const html = await renderCell("CERTIFICATE_VERIFICATION", {});
    expect(html).toContain(`pattern="${CERTIFICATE_ID_INPUT_PATTERN}"`);
    expect(new RegExp(`^${CERTIFICATE_ID_INPUT_PATTERN}$`).test("cl-2026-pmf001")).toBe(true);
  });

  it("goes to its own verifyPath when given one", async () => {
    const html = await renderCell("CERTIFICATE_VERIFICATION", { verifyPath: "/hire/verify" });
    expect(html).toContain('action="/hire/verify"');
    expect(CERTIFICATE_VERIFY_PAGE).toBe("/verify-certificate");
  });

  it("refuses another site or a script as the form's target, and a malformed result", async () => {
    expectRejected("CERTIFICATE_VERIFICATION", { verifyPath: "https://evil.example/x" });
    expectRejected("CERTIFICATE_VERIFICATION", { verifyPath: "//evil.example/x" });
    expectRejected("CERTIFICATE_VERIFICATION", { verifyPath: "javascript:alert(1)" });
    expectRejected("CERTIFICATE_VERIFICATION", { result: { certificateId: "x" } });
    expectRejected("CERTIFICATE_VERIFICATION", {
      result: { status: "VALID", certificate: { holderName: "A" } },
    });
  });

  it("tolerates unknown fields and an unknown result status (shown as words)", async () => {
    expect(accepts("CERTIFICATE_VERIFICATION", { result: { ...valid, qr: "x" }, theme: 1 })).toBe(
      true,
    );
    const html = await renderCell("CERTIFICATE_VERIFICATION", { result: { status: "EXPIRED" } });
    expect(html).toContain(">Expired</h3>");
    expect(html).toContain('data-status-icon="info"');
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("CERTIFICATE_VERIFICATION", {
      intro: HOSTILE_TEXT,
      certificateId: HOSTILE_TEXT,
      result: {
        status: "VALID",
        certificate: { ...valid.certificate, holderName: HOSTILE_TEXT, courseName: HOSTILE_TEXT },
      },
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
