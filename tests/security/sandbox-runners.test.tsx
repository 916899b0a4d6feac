import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SANDBOX_PREVIEW_PATH, SQL_JS_VERSION, SQL_WASM_PATH } from "~/contract/sandbox-preview";
import { EMBED_ALLOWED_HOSTS } from "~/contract/widgets/embed-look";
import WebPreview from "~/sandbox/runners/web";
import { contentSecurityPolicy } from "~server/bff/security-headers.server";
import { PREVIEW_CSP, previewBootstrapResponse } from "~server/bff/sandbox-preview.server";
import { installedSqlJsVersion, sqlWasmResponse } from "~server/bff/sandbox-wasm.server";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the WEB sandbox's preview cannot reach the product (issue 14)", () => {
  it("frames the preview sandboxed with scripts only: an opaque origin, no cookies, no storage", () => {
    const html = renderToString(
      <WebPreview
        files={{ "index.html": { id: "1", code: "<p>hi</p>" } }}
        readOnly={false}
        dark={false}
      />,
    );
    const frames = html.match(/<iframe[^>]*>/g) ?? [];
    expect(frames).toHaveLength(1);
    expect(frames[0]).toContain('sandbox="allow-scripts"');
    expect(frames[0]).not.toMatch(
      /allow-same-origin|allow-top-navigation|allow-popups|allow-forms/,
    );
    expect(frames[0]).toContain(`src="${SANDBOX_PREVIEW_PATH}"`);
    // The learner's page is never written into our own document (it would run under our origin).
    expect(html).not.toContain("srcdoc");
  });

  it("serves the bootstrap with its own strict CSP that also sandboxes it when opened directly", async () => {
    const response = previewBootstrapResponse();
    const csp = directives(response.headers.get("Content-Security-Policy") ?? "");
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("sandbox")).toEqual(["allow-scripts"]);
    expect(csp.get("script-src")).toEqual(["'unsafe-inline'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    // Nothing can send data out: no connect-src, so fetch/XHR/WebSocket fall back to 'none'.
    expect(csp.has("connect-src")).toBe(false);
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("event.source === window.parent");
  });

  it("answers 304 while the bootstrap is unchanged, with the same protections", () => {
    const etag = previewBootstrapResponse().headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = previewBootstrapResponse(
      new Request("http://localhost/sandbox-preview", { headers: { "If-None-Match": etag! } }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBe(PREVIEW_CSP);
  });

  it("lets the bootstrap's inner frame run scripts only, in its own opaque origin", () => {
    expect(PREVIEW_CSP).not.toContain("allow-same-origin");
    const bootstrap = previewBootstrapResponse();
    return bootstrap.text().then((html) => {
      expect(html).toContain('next.setAttribute("sandbox", "allow-scripts")');
      expect(html).not.toContain("allow-same-origin");
      expect(html).not.toMatch(/document\.cookie|localStorage/);
    });
  });

  it("lets the app's pages frame our own origin and compile WebAssembly, nothing more", () => {
    const csp = directives(contentSecurityPolicy("n0nce"));
    const scripts = csp.get("script-src") ?? [];
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    // Frames: our origin (the preview), the EMBED widget's allowed hosts, and a checkout's origin
    // when one is configured; nothing else.
    expect(csp.get("default-src")).toEqual(["'self'"]);
    const embeds = EMBED_ALLOWED_HOSTS.map((host) => `https://${host}`);
    expect(csp.get("frame-src")).toEqual(["'self'", ...embeds]);
    const withCheckout = directives(contentSecurityPolicy("n0nce", ["https://pay.example"]));
    expect(withCheckout.get("frame-src")).toEqual(["'self'", ...embeds, "https://pay.example"]);
  });
});

describe("sql.js's WebAssembly from our origin", () => {
  it("is the installed version's file, cached immutable", async () => {
    expect(installedSqlJsVersion()).toBe(SQL_JS_VERSION);
    const name = SQL_WASM_PATH.split("/").pop();
    const response = await sqlWasmResponse(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/wasm");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d]);
  });

  it("answers no other file name", async () => {
    for (const file of ["sql-wasm-0.0.1.wasm", "..%2Fpackage.json", undefined]) {
      const response = await sqlWasmResponse(file);
      expect(response.status).toBe(404);
    }
  });
});
