/**
 * The in-browser runners' own resources (issue 14): the WEB preview's bootstrap document, the
 * messages between it and the sandbox page, and sql.js's WebAssembly file, both served from our
 * origin. Zod-free: the runners, the BFF routes and the tests read them here.
 */

/** The WEB preview's bootstrap: a fixed document with its own strict CSP, framed sandboxed. */
export const SANDBOX_PREVIEW_PATH = "/sandbox-preview";

/**
 * The bootstrap of a shared copy (someone else's page, issue 41): its CSP also says
 * `webrtc 'block'`, which Chromium does not know yet and reports as a console error, so a
 * learner's own preview goes without it.
 */
export const SHARED_PREVIEW_PATH = `${SANDBOX_PREVIEW_PATH}?shared=1`;

/** The messages between the page, the bootstrap and the learner's document. */
export const PREVIEW_MESSAGE = {
  /** bootstrap → page: ready for a document. */
  ready: "sandbox-preview:ready",
  /** page → bootstrap: show this document. */
  render: "sandbox-preview:render",
  /** learner's document → bootstrap → page: a console line or an uncaught error. */
  log: "sandbox-preview:log",
  /** learner's document → bootstrap: parsed, so it replaces the previous one on show. */
  parsed: "sandbox-preview:parsed",
} as const;

/** The longest console message relayed (the rest is cut). */
export const PREVIEW_MAX_MESSAGE = 10_000;

/** sql.js's WebAssembly, served by its installed version (immutable: the name changes with it). */
export const SQL_WASM_PREFIX = "/sandbox-assets/sql-wasm-";

/** The sql.js version the browser asks for; a unit test holds it to the installed package. */
export const SQL_JS_VERSION = "1.16.0";

export const SQL_WASM_PATH = `${SQL_WASM_PREFIX}${SQL_JS_VERSION}.wasm`;
