import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/**
 * Uploads (docs/contract.md, decision 006): kinds and limits, files kept under DATA_DIR/uploads and
 * served at GET /uploads/{name}, and the profile image and resume that point at them.
 */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const tokens = new Map<string, string>();
const MB = 1024 * 1024;

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  for (const email of ["uploader@example.com", "someone.else@example.com"]) {
    tokens.set(email, await devSignIn(base, email));
  }
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const as = (email = "uploader@example.com") => ({ "auth-header": tokens.get(email)! });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...Buffer.from("%PDF-1.4\n")];
const bytes = (head: number[], size = 64) => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};

async function upload(
  uploadType: string | undefined,
  file: Uint8Array<ArrayBuffer> | undefined,
  headers: Record<string, string> = as(),
  name = "file.bin",
) {
  const form = new FormData();
  if (uploadType !== undefined) form.set("uploadType", uploadType);
  if (file) form.set("file", new File([file], name));
  const res = await fetch(`${base}/api/v1/upload`, { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("POST /api/v1/upload", () => {
  it("stores a profile image under DATA_DIR/uploads and serves it back with its real type", async () => {
    const res = await upload("PROFILE_IMAGE", bytes(PNG), as(), "me.jpg");
    expect(res.status).toBe(200);
    const url = res.body.url as string;
    expect(url).toMatch(new RegExp(`^${base}/uploads/[0-9a-f]{32}\\.png$`));
    const name = url.split("/").pop()!;
    expect(fs.existsSync(path.join(data.dir, "uploads", name))).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes(PNG));
  });

  it("accepts a PDF resume and a form file from a visitor without a login", async () => {
    expect((await upload("RESUME", bytes(PDF))).status).toBe(200);
    expect((await upload("FORM_FILE", bytes(PDF), {})).status).toBe(200);
  });

  it("refuses wrong types, sizes over the kind's limit, missing parts and logged-out profile files", async () => {
    const cases: Array<
      [
        string | undefined,
        Uint8Array<ArrayBuffer> | undefined,
        Record<string, string>,
        number,
        string,
      ]
    > = [
      ["PROFILE_IMAGE", bytes(PDF), as(), 400, "Choose a JPEG, PNG or WebP image"],
      ["RESUME", bytes(PNG), as(), 400, "Choose a PDF file"],
      ["FORM_FILE", bytes([0x4d, 0x5a]), as(), 400, "Choose a PDF, PNG or JPEG file"],
      ["PROFILE_IMAGE", bytes(PNG, 2 * MB + 1), as(), 400, "The file must be at most 2 MB"],
      ["RESUME", bytes(PDF, 5 * MB + 1), as(), 400, "The file must be at most 5 MB"],
      [
        "AVATAR",
        bytes(PNG),
        as(),
        400,
        "Choose an upload type: PROFILE_IMAGE, RESUME or FORM_FILE",
      ],
      [
        undefined,
        bytes(PNG),
        as(),
        400,
        "Choose an upload type: PROFILE_IMAGE, RESUME or FORM_FILE",
      ],
      ["RESUME", undefined, as(), 400, "Choose a file"],
      ["RESUME", new Uint8Array(0), as(), 400, "Choose a file"],
      ["PROFILE_IMAGE", bytes(PNG), {}, 401, "Login required"],
    ];
    for (const [kind, file, headers, status, message] of cases) {
      const res = await upload(kind, file, headers);
      expect(res.status, `${kind} ${message}`).toBe(status);
      expect(res.body.message).toBe(message);
    }
  });

  it("refuses a body that is not multipart, and one far over the limit, without a 500", async () => {
    const json = await post(base, "/api/v1/upload", { file: "x" }, as());
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ message: "Send the file as multipart/form-data" });
    const broken = await fetch(`${base}/api/v1/upload`, {
      method: "POST",
      headers: { ...as(), "content-type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nnot a part",
    });
    expect(broken.status).toBe(400);
    const huge = await upload("RESUME", bytes(PDF, 6 * MB));
    expect(huge.status).toBe(413);
  });

  // Issue 30: the file was piped with no `error` listener on its read stream, so a stored name
  // whose file can no longer be read (here a directory in its place) ended the process.
  it("a stored file that cannot be read ends that answer only, never the platform", async () => {
    const res = await upload("PROFILE_IMAGE", bytes(PNG), as(), "me.png");
    const name = String(res.body.url).split("/").pop()!;
    const file = path.join(data.dir, "uploads", name);
    fs.rmSync(file);
    fs.mkdirSync(file);
    const answer = await fetch(`${base}/uploads/${name}`).then(
      async (got) => `${got.status} ${(await got.arrayBuffer()).byteLength}`,
      (error: unknown) => `failed: ${String(error)}`,
    );
    expect(answer).not.toMatch(/^200 [1-9]/);
    expect((await fetch(`${base}${UPSTREAM_CALLS.health.path}`)).status).toBe(200);
  });

  it("GET /uploads/{name} answers 404 for names it did not store", async () => {
    for (const name of [
      "nope.png",
      "../platform.sqlite",
      "%2e%2e%2fplatform.sqlite",
      `${"0".repeat(32)}.png`,
    ]) {
      expect((await get(base, `/uploads/${name}`)).status, name).toBe(404);
    }
  });
});

describe("profile image and resume", () => {
  it("sets the user's image from their own upload: 'Image Uploaded!'", async () => {
    const { url } = (await upload("PROFILE_IMAGE", bytes(PNG))).body as { url: string };
    const res = await post(
      base,
      "/api/v1/user/update/profileImage",
      { url, aspectRatioX: 1, aspectRatioY: 1 },
      as(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Image Uploaded!" });
    const info = await get(base, "/api/v1/user/info", as());
    expect(info.body).toMatchObject({ image: { url, aspectRatioX: 1, aspectRatioY: 1 } });
  });

  it("refuses someone else's upload, another kind of upload and a foreign address", async () => {
    const { url } = (await upload("PROFILE_IMAGE", bytes(PNG), as("someone.else@example.com")))
      .body as { url: string };
    const resume = (await upload("RESUME", bytes(PDF))).body.url as string;
    for (const target of [url, resume, "https://evil.example.com/x.png"]) {
      const res = await post(base, "/api/v1/user/update/profileImage", { url: target }, as());
      expect(res.status, target).toBe(400);
      expect(res.body).toMatchObject({ errors: { url: "Upload the file first" } });
    }
  });

  it("keeps the user's resume: 'Resume Uploaded!'", async () => {
    const { url } = (await upload("RESUME", bytes(PDF))).body as { url: string };
    const res = await post(base, "/api/v1/user/update/resume", { resumeUrl: url }, as());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Resume Uploaded!" });
    const actions = (await get(base, "/__test/user-actions?email=uploader@example.com")).body;
    expect(actions).toMatchObject({ resumeUrl: url });
  });
});
