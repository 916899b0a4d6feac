import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateCheckSchema } from "~/contract/certificate-calls";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { certificateVerificationSchema } from "~/contract/widgets/certificate-verification";
import type { RunningPlatform } from "~server/platform/server";
import { SEEDED_CERTIFICATES } from "~server/platform/seed/certificates";
import { bearer, devSignIn, makeDataDir, post, postPage, start } from "./platform-harness";

/**
 * Certificate verification on the reference platform: the public check and the verification
 * page whose CERTIFICATE_VERIFICATION cell carries the answer for ?certificateId=.
 */
const data = makeDataDir();
let platform: RunningPlatform;

beforeAll(async () => {
  platform = await start(data.dir);
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const verify = (certificateId: unknown, headers: Record<string, string> = {}) =>
  post(platform.url, UPSTREAM_CALLS.certificateVerify.path, { certificateId }, headers);

interface CellShape {
  componentType?: string;
  componentData?: Record<string, unknown>;
}

async function widgetOnPage(context?: Record<string, string>) {
  const res = await postPage(platform.url, "/verify-certificate", context);
  expect(res.status).toBe(200);
  const body = res.body as { cells: CellShape[]; cacheInfo: { TTL: number } };
  const cell = body.cells.find((c) => c.componentType === "CERTIFICATE_VERIFICATION");
  expect(cell).toBeDefined();
  return { data: cell?.componentData ?? {}, ttl: body.cacheInfo.TTL };
}

describe("POST /api/v1/certificate/verify", () => {
  it("answers a seeded learner's certificate with what is printed on it, without a login", async () => {
    const res = await verify("CL-2026-PMF001");
    expect(res.status).toBe(200);
    expect(certificateCheckSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      status: "VALID",
      certificateId: "CL-2026-PMF001",
      certificate: {
        certificateId: "CL-2026-PMF001",
        holderName: "Asha Learner",
        courseName: "Product Manager Fellowship",
        issuedOn: "2026-02-20",
      },
    });
    expect(res.text).not.toContain("usr_learner");
    expect(res.text).not.toContain("learner@example.com");
  });

  it("normalises what people type (spaces, lower case)", async () => {
    const res = await verify("  cl-2025-sql7q2 ");
    expect((res.body as { status: string }).status).toBe("VALID");
    expect((res.body as { certificateId: string }).certificateId).toBe("CL-2025-SQL7Q2");
  });

  it("says REVOKED for a revoked certificate, with its details", async () => {
    const res = await verify("CL-2025-DAF9K3");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "REVOKED",
      certificate: { holderName: "Sara Scale", courseName: "Data Analyst Fellowship" },
    });
  });

  it("an unknown id is NOT_FOUND and a malformed one INVALID_ID: answers, not errors", async () => {
    expect((await verify("CL-2024-ABCDEF")).body).toEqual({
      status: "NOT_FOUND",
      certificateId: "CL-2024-ABCDEF",
    });
    const bad = await verify("<script>alert(1)</script>");
    expect(bad.status).toBe(200);
    expect((bad.body as { status: string }).status).toBe("INVALID_ID");
  });

  it("refuses a body without a certificate id (400)", async () => {
    expect((await verify(undefined)).status).toBe(400);
    expect((await verify(42)).status).toBe(400);
    expect((await verify("x".repeat(101))).status).toBe(400);
  });

  it("a signed-in user gets the same answer", async () => {
    const token = await devSignIn(platform.url, "scale@example.com");
    const res = await verify("CL-2026-PMF001", bearer(token));
    expect((res.body as { status: string }).status).toBe("VALID");
  });

  it("every seeded certificate is checkable", async () => {
    for (const seeded of SEEDED_CERTIFICATES) {
      const res = await verify(seeded.id);
      expect((res.body as { status: string }).status).toBe(seeded.revokedAt ? "REVOKED" : "VALID");
    }
  });
});

describe("the /verify-certificate page", () => {
  it("without an id: the form only, never cached, data that passes the widget's schema", async () => {
    const { data: widget, ttl } = await widgetOnPage();
    expect(ttl).toBe(0);
    expect(widget.result).toBeUndefined();
    expect(widget.verifyPath).toBe("/verify-certificate");
    expect(certificateVerificationSchema.safeParse(widget).success).toBe(true);
  });

  it("with ?certificateId=: the answer in the widget's result", async () => {
    const { data: widget } = await widgetOnPage({ certificateId: "CL-2026-PMF001" });
    expect(certificateVerificationSchema.safeParse(widget).success).toBe(true);
    expect(widget.certificateId).toBe("CL-2026-PMF001");
    expect(widget.result).toMatchObject({
      status: "VALID",
      certificate: { holderName: "Asha Learner", issuedOn: "2026-02-20" },
    });
  });

  it("not found and invalid ids are results too", async () => {
    const missing = await widgetOnPage({ certificateId: "CL-2024-ABCDEF" });
    expect(missing.data.result).toEqual({ status: "NOT_FOUND", certificateId: "CL-2024-ABCDEF" });
    const invalid = await widgetOnPage({ certificateId: "hello" });
    expect((invalid.data.result as { status: string }).status).toBe("INVALID_ID");
    expect(certificateVerificationSchema.safeParse(invalid.data).success).toBe(true);
  });
});
