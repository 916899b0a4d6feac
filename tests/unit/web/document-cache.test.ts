import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { PageResponse } from "~/contract/page";
import { getLoadContext } from "~server/bff/context/load-context.server";
import { pageAnswerCache } from "~server/bff/page-answer-cache.server";
import type { PageAnswerEntry } from "~server/bff/page-answer-store.server";
import { CacheDeclaration } from "~server/bff/context/cache-declaration.server";
import { documentKeyOf, pageUrlOfData } from "~server/web/document-cache/document-key";
import { documentCache } from "~server/web/document-cache/middleware";
import {
  filledDocument,
  storableDocument,
  type RenderedAnswer,
} from "~server/web/document-cache/stored-document";
import { fromDocument } from "../../support/server-timing";
import { applyTestEnv } from "../auth/env";

applyTestEnv({ PAGE_ANSWER_CACHE: "on", SERVER_TIMING: "true" });

/** What keeping a rendered page decides (docs/decisions/040-declared-document-cache.md). */
const NONCE = "n0nceN0nceN0nce+/==";
const TOKEN = "tokenTOKENtokenTOKENtokenTOKENtokenTOKEN123";
const ID = "3f0e2c8e-58b1-4b8e-9a55-1c3b1c0e7f01";
const AT = 1795669681729;
const UNTIL = 1795669741729;
const html = `<script nonce="${NONCE}">x</script><p>${TOKEN}</p>"expiresAt",${UNTIL},"requestId","${ID}","renderedAt",${AT}<script nonce="${NONCE}"></script>`;
const values = {
  nonce: NONCE,
  csrfToken: TOKEN,
  requestId: ID,
  renderedAt: String(AT),
  expiresAt: String(UNTIL),
};

function answer(over: Partial<RenderedAnswer> = {}, headers: Record<string, string> = {}) {
  return {
    data: false,
    status: 200,
    headers: new Headers({ "content-type": "text/html; charset=utf-8", ...headers }),
    body: html,
    values,
    ...over,
  };
}

describe("storableDocument", () => {
  it("marks the request's own values as slots and keeps the shared headers only", () => {
    const stored = storableDocument(
      answer(
        {},
        {
          "cache-control": "private, no-cache",
          "content-security-policy": `script-src 'nonce-${NONCE}'`,
          "x-request-id": ID,
          "server-timing": "cache;dur=0",
        },
      ),
    );
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
    // Filled with the same values, it is the page as rendered.
    expect(stored && filledDocument(stored, values).toString()).toBe(html);
  });

  it("keeps the body as UTF-8 bytes and counts exactly those, a character beyond ASCII too", () => {
    const wideHtml = `${html}<p>→ ₹</p>`;
    const wide = storableDocument(answer({ body: wideHtml }));
    const parts = wide?.parts ?? [];
    expect(parts.every((part) => Buffer.isBuffer(part))).toBe(true);
    const held = parts.reduce((sum, part) => sum + part.byteLength, 0);
    const slotBytes = [NONCE, TOKEN, String(UNTIL), ID, String(AT), NONCE].join("").length;
    expect(held + slotBytes).toBe(Buffer.byteLength(wideHtml));
    // Its bytes and its headers (content-type: 12 + 24 characters, two bytes each).
    expect(wide?.bytes).toBe(Buffer.byteLength(wideHtml) + 2 * (12 + 24));
    expect(wide && filledDocument(wide, values).toString()).toBe(wideHtml);
    // Cut from the bytes that went out, it is the same document.
    const fromBytes = storableDocument(answer({ body: new TextEncoder().encode(wideHtml) }));
    expect(fromBytes && filledDocument(fromBytes, values).toString()).toBe(wideHtml);
  });

  it("keeps nothing that is not a visitor's whole page", () => {
    expect(storableDocument(answer({ status: 500 }))).toBeUndefined();
    expect(storableDocument(answer({ values: { ...values, nonce: undefined } }))).toBeUndefined();
    // Any cookie a loader set (a referral, a session): the context's own are written later.
    expect(storableDocument(answer({}, { "set-cookie": "cl_ref=a|b; Path=/" }))).toBeUndefined();
    // The render time twice: another field could be that number, so the page is not cut.
    expect(storableDocument(answer({ body: `${html}${AT}` }))).toBeUndefined();
    expect(storableDocument(answer({ body: `${html}${UNTIL}` }))).toBeUndefined();
    expect(
      storableDocument(answer({ values: { ...values, expiresAt: undefined } })),
    ).toBeUndefined();
    expect(storableDocument(answer({}, { "content-type": "application/json" }))).toBeUndefined();
    // A document whose scripts carry no nonce of this request is not what was rendered here.
    expect(storableDocument(answer({ body: html.replaceAll(NONCE, "other") }))).toBeUndefined();
  });
});

function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(new URL(url, "http://bff.test"), { method, headers });
}

describe("data answers (decision 030)", () => {
  const stream = `[{"_1":2},"root",{"_3":4},"csrfToken","${TOKEN}","requestId","${ID}","renderedAt",${AT},"expiresAt",${UNTIL}]`;
  const turbo = { "content-type": "text/x-script; charset=utf-8" };
  const dataValues = { ...values, nonce: undefined };

  it("keeps a turbo-stream cut at the token, id and times, without a nonce", () => {
    const stored = storableDocument(
      answer({ data: true, body: stream, values: dataValues }, turbo),
    );
    expect(stored?.slots).toEqual(["csrfToken", "requestId", "renderedAt", "expiresAt"]);
    expect(stored?.parts.join("")).not.toMatch(new RegExp([TOKEN, ID, String(AT)].join("|")));
  });

  it("keeps no data answer that is HTML, nor a document that is a stream", () => {
    expect(
      storableDocument(answer({ data: true, body: stream, values: dataValues })),
    ).toBeUndefined();
    expect(storableDocument(answer({}, turbo))).toBeUndefined();
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
    // The site theme (decision 051) is a page of its own; "system" is the same as none.
    const dark = documentKeyOf(request("/?a=1", { ...desktop, cookie: "cl_theme=dark" }));
    expect(dark).toBeDefined();
    expect(dark).not.toBe(key);
    expect(documentKeyOf(request("/?a=1", { ...desktop, cookie: "cl_theme=light" }))).not.toBe(
      dark,
    );
    expect(documentKeyOf(request("/?a=1", { ...desktop, cookie: "cl_theme=bogus" }))).toBe(key);
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

describe("CacheDeclaration", () => {
  it("keeps what a loader declared until a render error refuses it", () => {
    const declaration = new CacheDeclaration();
    expect(declaration.kept).toBeUndefined();
    const declared = {
      page: { key: "k", entry: {} as PageAnswerEntry },
      renderedAt: AT,
      expiresAt: UNTIL,
    };
    declaration.keep(declared);
    expect(declaration.kept).toBe(declared);
    declaration.refuse();
    expect(declaration.kept).toBeUndefined();
  });
});

/**
 * The step around Remix's answer, with a real page-answer cache and load context: a page rendered by
 * `render` (what Remix would answer) is kept only as its loader declared, and answered again
 * with the next request's own nonce, token and id.
 */
describe("documentCache", () => {
  const page = { pageId: "p", cells: [], pageData: {}, cacheInfo: { TTL: 60 } } as PageResponse;

  async function visit(path: string, render: (context: AppLoadContext) => Response) {
    const asked = request(path);
    const context = await getLoadContext(asked, undefined);
    let rendered = false;
    const response = await documentCache(asked, context, () => {
      rendered = true;
      return Promise.resolve(render(context));
    });
    const body = await response.text();
    // The copy for the cache is read beside the answer: stored once these callbacks have run.
    await new Promise((resolve) => setImmediate(resolve));
    return { response, body, rendered, context };
  }

  async function renderer(pageKey: string, declare: (context: AppLoadContext) => void) {
    const entry = await pageAnswerCache()?.offer(pageKey, { page, path: "/p", bytes: 10 });
    expect(entry).toBeDefined();
    return (context: AppLoadContext) => {
      const renderedAt = Date.now();
      const expiresAt = renderedAt + 60_000;
      context.cache.keep({
        page: { key: pageKey, entry: entry as PageAnswerEntry },
        renderedAt,
        expiresAt,
      });
      declare(context);
      const token = context.csrf.token(context.session.auth);
      const body = `<script nonce="${context.nonce}">x</script><input name="csrf" value="${token}">"requestId","${context.requestId}","renderedAt",${renderedAt},"expiresAt",${expiresAt}`;
      return new Response(body, {
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "private, no-cache",
        },
      });
    };
  }

  it("answers a declared page again with the new request's own values, without a render", async () => {
    const render = await renderer("unit-kept", () => undefined);
    const first = await visit("/?unit=kept", render);
    const second = await visit("/?unit=kept", render);
    expect([first.rendered, second.rendered]).toEqual([true, false]);
    expect(fromDocument(second.response)).toBe(true);
    const { context, body, response } = second;
    expect(body).toContain(`nonce="${context.nonce}"`);
    expect(response.headers.get("content-security-policy")).toContain(`'nonce-${context.nonce}'`);
    expect(body).toContain(`value="${context.csrf.token(context.session.auth)}"`);
    expect(body).toContain(`"requestId","${context.requestId}"`);
    expect(body).not.toContain(first.context.nonce);
    expect(body).not.toContain(first.context.requestId);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keeps nothing a loader did not declare, a render refused, or a loader's cookie", async () => {
    const cases: [string, (context: AppLoadContext) => Response][] = [
      [
        "undeclared",
        (context) =>
          new Response(`<script nonce="${context.nonce}"></script>`, {
            headers: { "content-type": "text/html" },
          }),
      ],
      ["refused", await renderer("unit-refused", (context) => context.cache.refuse())],
    ];
    const withCookie = await renderer("unit-cookie", () => undefined);
    cases.push([
      "cookie",
      (context) => {
        const response = withCookie(context);
        response.headers.append("Set-Cookie", "cl_ref=a|b; Path=/");
        return response;
      },
    ]);
    for (const [name, render] of cases) {
      await visit(`/?unit=${name}`, render);
      const again = await visit(`/?unit=${name}`, render);
      expect({ name, rendered: again.rendered }).toEqual({ name, rendered: true });
    }
  });
});
