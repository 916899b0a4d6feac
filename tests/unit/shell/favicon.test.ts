import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { faviconHref } from "~/shell/favicon";

describe("the root's icon link", () => {
  it("holds public/favicon.ico's bytes, so the page needs no request for its icon", () => {
    const href = faviconHref();
    expect(href.startsWith("data:image/x-icon;base64,")).toBe(true);
    const bytes = Buffer.from(href.slice(href.indexOf(",") + 1), "base64");
    expect(bytes.equals(readFileSync(path.resolve(__dirname, "../../../public/favicon.ico")))).toBe(
      true,
    );
  });
});
