import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startHarness, upstream } from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const headers = { "content-type": "application/json", accept: "application/json" };

async function client() {
  return import("~server/bff/upstream.server");
}

describe("callUpstream for actions (server actions)", () => {
  it("sends a FormData as multipart/form-data with its boundary", async () => {
    const { callUpstream } = await client();
    upstream.script("/api/v1/upload", { body: { url: "/uploads/a.pdf" } });
    const body = new FormData();
    body.set("uploadType", "RESUME");
    body.set("file", new File(["%PDF-1.7"], "a.pdf", { type: "application/pdf" }));
    const result = await callUpstream({
      path: "/api/v1/upload",
      body,
      headers,
      schema: z.object({ url: z.string() }),
    });
    expect(result).toMatchObject({ ok: true, data: { url: "/uploads/a.pdf" } });
    const [call] = upstream.calls("/api/v1/upload");
    expect(call.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.raw.toString()).toContain('filename="a.pdf"');
  });

  it("takes an empty answer as undefined only when the call allows it", async () => {
    const { callUpstream } = await client();
    upstream.script("/api/v1/empty", { status: 204 });
    const strict = await callUpstream({ path: "/api/v1/empty", headers, schema: z.unknown() });
    expect(strict).toMatchObject({ ok: false, error: { kind: "parse" } });
    const allowed = await callUpstream({
      path: "/api/v1/empty",
      headers,
      schema: z.unknown(),
      allowEmpty: true,
    });
    expect(allowed).toMatchObject({ ok: true, status: 204, data: undefined });
  });

  it("reads an error body's `message` only when the call asks for it", async () => {
    const { callUpstream } = await client();
    upstream.script("/api/v1/enroll", { status: 404, body: { message: "Failed to enrol" } });
    const plain = await callUpstream({ path: "/api/v1/enroll", headers, schema: z.unknown() });
    expect(plain).toMatchObject({ ok: false, error: { status: 404, message: "" } });
    const asked = await callUpstream({
      path: "/api/v1/enroll",
      headers,
      schema: z.unknown(),
      readMessageField: true,
    });
    expect(asked).toMatchObject({ ok: false, error: { status: 404, message: "Failed to enrol" } });
    upstream.script("/api/v1/enroll", {
      status: 400,
      body: { errorMessage: "First", message: "Second" },
    });
    const both = await callUpstream({
      path: "/api/v1/enroll",
      headers,
      schema: z.unknown(),
      readMessageField: true,
    });
    expect(both).toMatchObject({ ok: false, error: { message: "First" } });
  });
});

describe("callUpstreamStream (DOWNLOAD)", () => {
  it("hands a success on as a stream and an error as a normalised failure", async () => {
    const { callUpstreamStream } = await client();
    upstream.script("/api/v1/file", { bytes: Buffer.from("%PDF-1.7 hello") });
    const ok = await callUpstreamStream({ path: "/api/v1/file", headers, body: {} });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(await new Response(ok.body).text()).toBe("%PDF-1.7 hello");
    upstream.script("/api/v1/file", { status: 403, body: { errorMessage: "Not yours" } });
    const denied = await callUpstreamStream({ path: "/api/v1/file", headers, body: {} });
    expect(denied).toMatchObject({
      ok: false,
      error: { kind: "http", status: 403, message: "Not yours" },
    });
  });

  it("cuts a transfer that passes its limit", async () => {
    const { callUpstreamStream } = await client();
    upstream.script("/api/v1/file", { bytes: Buffer.alloc(64 * 1024, 1) });
    const big = await callUpstreamStream({
      path: "/api/v1/file",
      headers,
      body: {},
      maxBytes: 1000,
    });
    expect(big.ok).toBe(true);
    if (big.ok) await expect(new Response(big.body).arrayBuffer()).rejects.toThrow();
  });

  it("cancels with the browser's signal", async () => {
    const { callUpstreamStream } = await client();
    const controller = new AbortController();
    let release!: () => void;
    upstream.script("/api/v1/file", {
      hold: new Promise<void>((r) => (release = r)),
      bytes: Buffer.from("x"),
    });
    const pending = callUpstreamStream({
      path: "/api/v1/file",
      headers,
      body: {},
      signal: controller.signal,
    });
    await expect.poll(() => upstream.calls("/api/v1/file").length).toBe(1);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: "aborted" } });
    release();
  });
});
