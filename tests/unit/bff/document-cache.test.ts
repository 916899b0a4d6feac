import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { documentKeyOf, pageUrlOfData, storableDocument } from "~server/bff/document-cache.server";
import { applyTestEnv } from "../auth/env";
import type { CachedPage } from "~server/bff/page-cache-store.server";

applyTestEnv();

/** What keeping a rendered page decides (docs/decisions/023-document-cache.md). */
const NONCE = "n0nceN0nceN0nce+/==";
const TOKEN = "tokenTOKENtokenTOKENtokenTOKENtokenTOKEN123";
const ID = "3f0e2c8e-58b1-4b8e-9a55-1c3b1c0e7f01";
const AT = 1795669681729;
const UNTIL = 1795669741729;
const html = `<script nonce="${NONCE}">x</script><p>${TOKEN}</p>"expiresAt",${UNTIL},"requestId","${ID}","renderedAt",${AT}<script nonce="${NONCE}"></script>`;

const source = { key: "k", entry: { storedAt: 0, ttlMs: 1 } as CachedPage };
const facts = {
  documentKey: "d",
  data: false,
  nonce: NONCE,
  csrfToken: TOKEN,
  csrfSetCookie: null,
  source,
  renderedAt: AT,
  expiresAt: UNTIL,
};

function response(status = 200, headers: Record<string, string | string[]> = {}) {
  return {
    statusCode: status,
    getHeaders: () => ({ "content-type": "text/html; charset=utf-8", ...headers }),
  };
}

describe("storableDocument", () => {
  it("cuts the page at the request's own values and keeps the shared headers only", () => {
    const res = response(200, {
      "cache-control": "private, no-cache",
      "content-security-policy": `script-src 'nonce-${NONCE}'`,
      "x-request-id": ID,
      "server-timing": "cache;dur=0",
    });
    const stored = storableDocument(facts, res, { requestId: ID }, html);
    expect(stored?.slots).toEqual([
      "nonce",
      "csrfToken",
      "expiresAt",
      "requestId",
      "renderedAt",
      "nonce",
    ]);
    expect(stored?.parts.join("")).not.toMatch(
      new RegExp([TOKEN, ID, String(AT), String(UNTIL)].join("|")),
    );
    expect(stored?.parts.join("")).not.toContain(NONCE);
    expect(Object.fromEntries(stored?.headers ?? [])).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-cache",
    });
  });

  it("keeps nothing that is not a visitor's whole page", () => {
    const ok = { requestId: ID };
    expect(storableDocument(facts, response(500), ok, html)).toBeUndefined();
    expect(storableDocument({ ...facts, failed: true }, response(), ok, html)).toBeUndefined();
    expect(storableDocument({ ...facts, source: undefined }, response(), ok, html)).toBeUndefined();
    expect(storableDocument({ ...facts, nonce: undefined }, response(), ok, html)).toBeUndefined();
    // A client's own request id may be any text of the page.
    expect(
      storableDocument(facts, response(), { requestId: ID, requestIdFromClient: true }, html),
    ).toBeUndefined();
    // Any cookie but the CSRF cookie made for this request (a referral, a session).
    const referral = response(200, { "set-cookie": ["cl_ref=a|b; Path=/"] });
    expect(storableDocument(facts, referral, ok, html)).toBeUndefined();
    const csrf = response(200, { "set-cookie": ["cl_csrf=s; Path=/"] });
    expect(
      storableDocument({ ...facts, csrfSetCookie: "cl_csrf=s; Path=/" }, csrf, ok, html),
    ).toBeDefined();
    // The render time twice: another field could be that number, so the page is not cut.
    expect(storableDocument(facts, response(), ok, `${html}${AT}`)).toBeUndefined();
    expect(storableDocument(facts, response(), ok, `${html}${UNTIL}`)).toBeUndefined();
    expect(
      storableDocument({ ...facts, expiresAt: undefined }, response(), ok, html),
    ).toBeUndefined();
    expect(
      storableDocument(facts, response(200, { "content-type": "application/json" }), ok, html),
    ).toBeUndefined();
  });
});

function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe("data answers (decision 030)", () => {
  const stream = `[{"_1":2},"root",{"_3":4},"csrfToken","${TOKEN}","requestId","${ID}","renderedAt",${AT},"expiresAt",${UNTIL}]`;
  const dataFacts = { ...facts, data: true, nonce: undefined };
  const turbo = () => response(200, { "content-type": "text/x-script; charset=utf-8" });

  it("keeps a turbo-stream cut at the token, id and times, without a nonce", () => {
    const stored = storableDocument(dataFacts, turbo(), { requestId: ID }, stream);
    expect(stored?.slots).toEqual(["csrfToken", "requestId", "renderedAt", "expiresAt"]);
    expect(stored?.parts.join("")).not.toMatch(new RegExp([TOKEN, ID, String(AT)].join("|")));
  });

  it("keeps no data answer that is HTML, nor a document that is a stream", () => {
    expect(storableDocument(dataFacts, response(), { requestId: ID }, stream)).toBeUndefined();
    expect(storableDocument(facts, turbo(), { requestId: ID }, html)).toBeUndefined();
  });

  it("knows the page a data request loads", () => {
    const page = (address: string) => {
      const url = pageUrlOfData(new URL(address, "http://x.test"));
      return `${url.pathname}${url.search}`;
    };
    expect(page("/_root.data")).toBe("/");
    expect(page("/course/a.data?_routes=root,routes/$&from=x")).toBe("/course/a?from=x");
  });
});

describe("documentKeyOf", () => {
  it("is the address, the device class, crawler or not and the date format", () => {
    const desktop = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" };
    const phone = { "user-agent": "Mozilla/5.0 (iPhone) Mobile" };
    const key = documentKeyOf(request("/?a=1", desktop));
    expect(key).toBeDefined();
    expect(documentKeyOf(request("/?a=1", desktop))).toBe(key);
    expect(documentKeyOf(request("/?a=2", desktop))).not.toBe(key);
    expect(documentKeyOf(request("/?a=1", phone))).not.toBe(key);
    expect(documentKeyOf(request("/?a=1", { "user-agent": "Googlebot/2.1" }))).not.toBe(key);
    expect(documentKeyOf(request("/?a=1", { ...desktop, "accept-language": "de-DE" }))).not.toBe(
      key,
    );
    // Hint cookies and other sites' cookies leave the page as it is.
    expect(documentKeyOf(request("/?a=1", { ...desktop, cookie: "cl_tid=abcdefgh1; _ga=1" }))).toBe(
      key,
    );
  });

  it("is nothing for a post or a request with our other cookies; a data request's is its own", () => {
    expect(documentKeyOf(request("/", {}, "POST"))).toBeUndefined();
    expect(documentKeyOf(request("/_root.data", {}, "POST"))).toBeUndefined();
    expect(documentKeyOf(request("/_root.data"))).toBeDefined();
    expect(documentKeyOf(request("/_root.data"))).not.toBe(documentKeyOf(request("/")));
    for (const cookie of ["cl_session=x", "__Host-cl_session=x", "cl_ref=a|b", "cl_lo=1"]) {
      expect(documentKeyOf(request("/", { cookie }))).toBeUndefined();
    }
  });
});
