import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * Every route module that has an `action` refuses a post without the CSRF token, or with one
 * that is not this visitor's (403), as a visitor and as a learner. The list is read from
 * app/routes, so a new route with an action is covered the day it is added.
 */
const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");
const EXPORTS_ACTION = /export\s+(?:const|async\s+function|function)\s+action\b/;

/** A concrete address for a flat-routes file name (`$` -> a segment, `_index` -> `?index`). */
function addressOf(file: string): string {
  const name = file.replace(/\.(tsx|ts)$/, "");
  if (name === "_index") return "/?index";
  const segments = name
    .split(".")
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => (segment === "$" ? "events" : segment.replace(/_$/, "")))
    .map((segment) => (segment.startsWith("$") ? "x" : segment));
  return `/${segments.join("/")}`;
}

const ROUTES_WITH_ACTIONS = readdirSync(ROUTES_DIR)
  .filter((file) => /\.(tsx|ts)$/.test(file))
  .filter((file) => EXPORTS_ACTION.test(readFileSync(path.join(ROUTES_DIR, file), "utf8")))
  .map((file) => ({ file, address: addressOf(file) }));

let stack: Stack;
let visitor: Browser;
let learner: Browser;
let otherToken: string;

beforeAll(async () => {
  // Test mode (not production) with DEV_SIGN_IN, so /email-login exists and its action is reached too.
  stack = await startStack({ NODE_ENV: "test", DEV_SIGN_IN: "true" });
  visitor = new Browser(stack);
  await visitor.get("/login");
  learner = new Browser(stack);
  await loginByOtp(learner, stack, "learner@example.com");
  // A well-formed token that belongs to somebody else's session.
  const other = new Browser(stack);
  await other.get("/login");
  otherToken = other.csrf();
});
afterAll(async () => {
  await stack?.stop();
});

describe("CSRF on every route with an action", () => {
  it("finds the route modules with actions", () => {
    const files = ROUTES_WITH_ACTIONS.map((route) => route.file);
    for (const expected of ["$.tsx", "_index.tsx", "login.tsx", "logout.tsx", "api.download.tsx"]) {
      expect(files).toContain(expected);
    }
    expect(addressOf("payment_.test-gateway.tsx")).toBe("/payment/test-gateway");
  });

  it.each(ROUTES_WITH_ACTIONS)(
    "$file ($address) refuses a missing or foreign token",
    async ({ address }) => {
      for (const browser of [visitor, learner]) {
        const fields = { intent: "API_CALL", email: "learner@example.com", action: "{}" };
        const missing = await browser.post(address, fields);
        expect(missing.status, `${address} without a token`).toBe(403);
        const foreign = await browser.post(address, { ...fields, csrf: otherToken });
        expect(foreign.status, `${address} with another visitor's token`).toBe(403);
        const forged = await browser.post(address, { ...fields, csrf: "A".repeat(43) });
        expect(forged.status, `${address} with a made-up token`).toBe(403);
      }
    },
  );
});
