import { mount, requestOf } from "../http/mount";
import { z } from "zod";
import type { CertificateRecord, CertificateRepository } from "../db/certificates";
import type { PageRecord } from "../db/pages";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { parseBody } from "../http/validation";
import { component, page, section } from "../seed/builders";
import { band, pageData } from "../seed/common";
import { readJsonBody } from "../http/json";
import type { CertificateCheck } from "~/contract/certificate-calls";
import {
  CERTIFICATE_QUERY_PARAM,
  CERTIFICATE_VERIFY_PAGE,
  isCertificateId,
  normaliseCertificateId,
} from "~/contract/widgets/certificate-verification-look";

/**
 * Certificate verification (docs/contract.md, "Widget kinds: account family"): the public check
 * (POST /api/v1/certificate/verify) and the verification page, built per request with the answer
 * for its ?certificateId= in its CERTIFICATE_VERIFICATION cell. Both answer only what is printed
 * on the certificate: never the holder's user id or contact details.
 */

/** What a check of a typed id finds. */
export function checkCertificate(
  certificates: CertificateRepository,
  raw: string,
): CertificateCheck {
  const certificateId = normaliseCertificateId(raw).slice(0, 100);
  if (!isCertificateId(certificateId)) return { status: "INVALID_ID", certificateId };
  const found = certificates.findById(certificateId);
  if (!found) return { status: "NOT_FOUND", certificateId };
  return {
    status: found.revokedAt ? "REVOKED" : "VALID",
    certificateId,
    certificate: publicView(found),
  };
}

function publicView(record: CertificateRecord) {
  return {
    certificateId: record.id,
    holderName: record.holderName,
    courseName: record.courseName,
    issuedOn: record.issuedOn,
  };
}

const verifySchema = z.object({ certificateId: z.string().min(1).max(100) });

const certificateVerifyRequest = requestOf("certificateVerify", verifySchema);

export function certificateRoutes(certificates: CertificateRepository): RouteTable {
  return {
    ...mount("certificateVerify", async (req, res) => {
      const { certificateId } = parseBody(certificateVerifyRequest, await readJsonBody(req));
      sendJson(res, 200, checkCertificate(certificates, certificateId));
    }),
  };
}

/** The verification page's uri (the platform normalises page uris without a trailing slash). */
const PAGE_URI = CERTIFICATE_VERIFY_PAGE;

/**
 * /verify-certificate, for whoever asks: the form, and with ?certificateId= the answer. Built per
 * request and never cached (TTL 0): a revocation shows at once.
 */
export function certificatePage(
  uri: string,
  context: Record<string, string>,
  certificates: CertificateRepository,
): PageRecord | undefined {
  if (uri !== PAGE_URI) return undefined;
  const asked = context[CERTIFICATE_QUERY_PARAM]?.trim();
  const result = asked ? checkCertificate(certificates, asked) : undefined;
  return page(
    {
      id: "verify-certificate",
      uri: PAGE_URI,
      ttl: 0,
      pageData: pageData({
        title: "Verify a certificate",
        description:
          "Check that a Career Learning certificate is genuine: who it was awarded to, for which course and when.",
        pageName: "Verify Certificate",
        marketing: false,
      }),
    },
    [
      section("verify-certificate-title", { layout: band("surface", "s") }, [
        component("PAGE_TITLE", {
          viewType: "WITH_BORDER_LINE",
          title: "Verify a certificate",
          subtitle:
            "Every certificate we issue has an ID. Enter it to see who it was awarded to, for which course and when.",
        }),
      ]),
      section("verify-certificate-form", { layout: band("white") }, [
        component(
          "CERTIFICATE_VERIFICATION",
          {
            intro: "Recruiters and employers can check any certificate; no login is needed.",
            verifyPath: PAGE_URI,
            ...(asked ? { certificateId: asked.slice(0, 100), result } : {}),
          },
          { id: "verify-certificate-widget" },
        ),
      ]),
    ],
  );
}
