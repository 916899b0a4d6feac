import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attachmentHeader, safeFileName } from "~server/bff/actions/download.server";
import {
  actionJson,
  formRequest,
  inRequestContext,
  keepCookies,
  startHarness,
  upstream,
  visitor,
} from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const certificate = {
  intent: "DOWNLOAD",
  action: actionJson({
    type: "DOWNLOAD",
    uri: "/api/v1/certificate/download",
    requestObject: { courseId: "pm-fellowship" },
    fileName: "certificate.pdf",
  }),
};

async function download(fields: Record<string, string>, loggedIn = true, withCsrf = true) {
  const { handleDownload } = await import("~server/bff/actions/download.server");
  const v = await visitor(loggedIn);
  const request = formRequest(v, fields, { path: "/api/download", withCsrf });
  const { answer: res } = await inRequestContext(request, (c) => handleDownload(request, c));
  keepCookies(v, res.headers);
  return res;
}

describe("POST /api/download (spec 02 section 7)", () => {
  it("streams the binary answer back as an attachment named after fileName", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(300_000, 7)]);
    upstream.script("/api/v1/certificate/download", { bytes: pdf });
    const res = await download(certificate);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="certificate.pdf"; filename*=UTF-8''certificate.pdf`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    const [call] = upstream.calls("/api/v1/certificate/download");
    expect(call.json).toEqual({ courseId: "pm-fellowship" });
    expect(call.headers["auth-header"]).toBe("user-token-1");
  });

  it("answers JSON with the platform's message when the file cannot be had", async () => {
    upstream.script("/api/v1/certificate/download", {
      status: 404,
      body: { message: "No certificate yet" },
    });
    const res = await download(certificate);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      intent: "DOWNLOAD",
      ok: false,
      message: "No certificate yet",
    });
  });

  it.each([
    ["another host", { uri: "https://evil.example/x" }],
    ["a path outside the API", { uri: "/__test/reset" }],
    ["no uri", { fileName: "x.pdf" }],
  ])("refuses %s with 400 and calls nothing", async (_label, action) => {
    const res = await download({ intent: "DOWNLOAD", action: actionJson(action) });
    expect(res.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });

  it("refuses a post without the CSRF token with 403", async () => {
    const res = await download(certificate, true, false);
    expect(res.status).toBe(403);
    expect(upstream.received).toHaveLength(0);
  });
});

describe("download file names", () => {
  it.each([
    ["certificate.pdf", "certificate.pdf"],
    ["../../etc/passwd", "etc_passwd"],
    ['a"b\r\nSet-Cookie: x=1.pdf', "a_b_Set-Cookie_ x=1.pdf"],
    [".hidden", "hidden"],
    ["", "download"],
    ["C:\\Users\\x.pdf", "C_Users_x.pdf"],
  ])("%j becomes %j", (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it("keeps non-ASCII names in filename* and a plain one beside it", () => {
    expect(attachmentHeader("Zertifikat für Asha.pdf")).toBe(
      `attachment; filename="Zertifikat f_r Asha.pdf"; filename*=UTF-8''Zertifikat%20f%C3%BCr%20Asha.pdf`,
    );
    expect(safeFileName("x".repeat(500))).toHaveLength(120);
  });
});

describe("POST /api/video-sign (spec 02 section 3)", () => {
  async function sign(fields: Record<string, string>) {
    const { handleVideoSign } = await import("~server/bff/actions/video-sign.server");
    const v = await visitor(true);
    const request = formRequest(v, fields, { path: "/api/video-sign" });
    return (await inRequestContext(request, (c) => handleVideoSign(request, c))).answer;
  }

  it("answers signedObjectKeys and expires (http(s) addresses only)", async () => {
    upstream.script("/api/v1/aws/cloudfront/sign-cookies", {
      body: {
        signedObjectKeys: {
          "videos/a.m3u8": "https://cdn.example.com/videos/a.m3u8?sig=1",
          "videos/b.m3u8": "javascript:alert(1)",
        },
        expires: 1_900_000_000,
      },
    });
    const res = await sign({ objectKeys: JSON.stringify(["videos/a.m3u8", "videos/b.m3u8"]) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      signedObjectKeys: { "videos/a.m3u8": "https://cdn.example.com/videos/a.m3u8?sig=1" },
      expires: 1_900_000_000,
    });
    expect(upstream.calls("/api/v1/aws/cloudfront/sign-cookies")[0].json).toEqual({
      objectKeys: ["videos/a.m3u8", "videos/b.m3u8"],
    });
  });

  it("says 'Some Error Happened' for bad keys and for a failed call", async () => {
    for (const objectKeys of [
      "not json",
      "[]",
      JSON.stringify(["../secret"]),
      JSON.stringify([1]),
    ]) {
      const res = await sign({ objectKeys });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Some Error Happened" });
    }
    expect(upstream.received).toHaveLength(0);
    upstream.script("/api/v1/aws/cloudfront/sign-cookies", { status: 500, body: {} });
    const failed = await sign({ objectKeys: JSON.stringify(["videos/a.m3u8"]) });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: "Some Error Happened" });
  });
});
