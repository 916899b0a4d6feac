import { describe, expect, it } from "vitest";
import type { SandboxFiles } from "~/contract/sandbox-values";
import {
  buildPreviewDocument,
  entryHtmlFile,
  mapLine,
} from "~/sandbox/runners/web/preview-document";

function files(entries: Record<string, string>): SandboxFiles {
  return Object.fromEntries(
    Object.entries(entries).map(([name, code], index) => [name, { id: String(index), code }]),
  );
}

const RUNTIME = "/*runtime*/";

const LANDING = files({
  "index.html": [
    "<!doctype html>", // 1
    "<html>", // 2
    "<head>", // 3
    '  <link rel="stylesheet" href="styles.css">', // 4
    "</head>", // 5
    "<body>", // 6
    "  <h1>Hello</h1>", // 7
    '  <script src="./script.js"></script>', // 8
    "  <script>console.log('inline')</script>", // 9
    "</body>", // 10
    "</html>", // 11
  ].join("\n"),
  "styles.css": "h1 {\n  color: red;\n}",
  "script.js": "const a = 1;\nconsole.log(a);\nmissing();",
});

/** The built document's line holding `text` (1-based). */
function lineOf(html: string, text: string): number {
  const index = html.indexOf(text);
  expect(index).toBeGreaterThanOrEqual(0);
  return html.slice(0, index).split("\n").length;
}

describe("the WEB preview document", () => {
  it("inlines the stylesheet and script index.html links by name", () => {
    const { html } = buildPreviewDocument(LANDING, RUNTIME);
    expect(html).toContain('<style data-file="styles.css">\nh1 {\n  color: red;\n}\n</style>');
    expect(html).toContain(
      '<script data-file="script.js">\nconst a = 1;\nconsole.log(a);\nmissing();\n</script>',
    );
    expect(html).not.toContain('href="styles.css"');
    expect(html).not.toContain("src=");
  });

  it("puts the console runtime first in <head>, before any learner script", () => {
    const { html } = buildPreviewDocument(LANDING, RUNTIME);
    expect(html.indexOf(`<script>${RUNTIME}</script>`)).toBe(html.indexOf("<head>") + 6);
  });

  it("maps lines of the built document back to the learner's files", () => {
    const { html, lines } = buildPreviewDocument(LANDING, RUNTIME);
    expect(mapLine(lines, lineOf(html, "missing();"))).toEqual({ file: "script.js", line: 3 });
    expect(mapLine(lines, lineOf(html, "color: red"))).toEqual({ file: "styles.css", line: 2 });
    expect(mapLine(lines, lineOf(html, "console.log('inline')"))).toEqual({
      file: "index.html",
      line: 9,
    });
    expect(mapLine(lines, lineOf(html, "<h1>Hello</h1>"))).toEqual({
      file: "index.html",
      line: 7,
    });
  });

  it("keeps a multi-line runtime out of the learner's line numbers", () => {
    const { html, lines } = buildPreviewDocument(LANDING, "\n/* two\nlines */\n");
    expect(mapLine(lines, lineOf(html, "<h1>Hello</h1>"))).toEqual({
      file: "index.html",
      line: 7,
    });
    expect(mapLine(lines, lineOf(html, "/* two"))).toBeUndefined();
  });

  it("cannot be broken out of by a file that closes its element", () => {
    const { html } = buildPreviewDocument(
      files({
        "index.html": '<script src="script.js"></script>',
        "script.js": 'const s = "</script><img src=x>";',
      }),
      RUNTIME,
    );
    expect(html).toContain('const s = "<\\/script><img src=x>";');
  });

  it("leaves links to other places alone (the preview's CSP decides)", () => {
    const { html } = buildPreviewDocument(
      files({
        "index.html":
          '<link rel="stylesheet" href="https://cdn.example/x.css"><script src="other.js"></script>',
      }),
      RUNTIME,
    );
    expect(html).toContain('href="https://cdn.example/x.css"');
    expect(html).toContain('<script src="other.js"></script>');
  });

  it("previews the first HTML file, or builds a page from the CSS and JS alone", () => {
    expect(entryHtmlFile(files({ "b.html": "", "a.html": "" }))).toBe("a.html");
    const { html, lines } = buildPreviewDocument(
      files({ "app.js": "console.log(1);\nboom();", "look.css": "p{}" }),
      RUNTIME,
    );
    expect(html).toContain('<style data-file="look.css">\np{}\n</style>');
    expect(html.indexOf(RUNTIME)).toBeLessThan(html.indexOf("boom();"));
    expect(mapLine(lines, lineOf(html, "boom();"))).toEqual({ file: "app.js", line: 2 });
  });
});
