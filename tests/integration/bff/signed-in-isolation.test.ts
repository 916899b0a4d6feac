import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * Issue 33 (decision 047): a parsed page answer, and the page prepared from it, are reused by
 * every request whose upstream answer was the same text, whoever asked; the page and document
 * caches keep visitors' pages. None of it may carry one user's parts to another. Two learners
 * and a visitor read the same page and pages of their own, many requests interleaved at once,
 * and each answer must hold its reader's header name and email, CSRF token and user-state hash,
 * and nothing of the others'.
 */

interface Reader {
  name: string;
  browser: Browser;
  /** Texts only this reader's answers may hold (empty for the visitor). */
  own: string[];
  pages: string[];
}

const ROUNDS = 6;

let stack: Stack;

beforeAll(async () => {
  // As deployed: the page-answer cache and the document cache on.
  stack = await startStack({ PAGE_ANSWER_CACHE: "on" });
});

afterAll(async () => {
  await stack?.stop();
});

/** The CSRF token and user-state hash a page was rendered with (form fields, loader data). */
function personalValuesOf(html: string): { csrf: string[]; hash: string[] } {
  const csrf = [
    ...[...html.matchAll(/name="csrf" value="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/csrfToken\\",\\"([^\\"]+)/g)].map((m) => m[1]),
  ];
  const hash = [...html.matchAll(/userStateHash\\",\\"([0-9a-f]+)/g)].map((m) => m[1]);
  return { csrf, hash };
}

async function signedIn(name: string, email: string, fullName: string, pages: string[]) {
  const browser = new Browser(stack);
  const landed = await loginByOtp(browser, stack, email);
  expect(landed.status).toBe(200);
  const first = await browser.get("/");
  const html = await first.text();
  const { csrf, hash } = personalValuesOf(html);
  // What this learner's own page shows of them: what no one else's may.
  expect(html).toContain(email);
  expect(html).toContain(fullName.split(" ")[0]);
  expect(csrf.length).toBeGreaterThan(0);
  expect(hash.length).toBeGreaterThan(0);
  return { name, browser, own: [email, fullName, ...new Set([...csrf, ...hash])], pages };
}

describe("signed-in pages under concurrent load", () => {
  it("never show one reader the header, token or user state of another", async () => {
    const asha = await signedIn("asha", "learner@example.com", "Asha Learner", [
      "/",
      "/course/data-analyst-course",
    ]);
    const rohan = await signedIn("rohan", "rise@example.com", "Rohan Rise", [
      "/",
      "/course/generative-ai-course",
    ]);
    const visitor: Reader = {
      name: "visitor",
      browser: new Browser(stack),
      own: [],
      pages: ["/", "/course/data-analyst-course"],
    };
    // The visitor's first page hands it a CSRF cookie; its token is its own part.
    const visitorFirst = await (await visitor.browser.get("/")).text();
    visitor.own.push(...new Set(personalValuesOf(visitorFirst).csrf));
    expect(visitor.own.length).toBeGreaterThan(0);
    const readers: Reader[] = [asha, rohan, visitor];

    // Every reader's pages, ROUNDS times over, all in flight at once and interleaved.
    const requests: { reader: Reader; path: string }[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const reader of readers)
        for (const path of reader.pages) requests.push({ reader, path });
    const answers = await Promise.all(
      requests.map(async ({ reader, path }) => {
        const res = await reader.browser.get(path, { accept: "text/html" });
        return { reader, path, status: res.status, html: await res.text() };
      }),
    );

    expect(answers).toHaveLength(ROUNDS * 6);
    for (const { reader, path, status, html } of answers) {
      const where = `${reader.name} ${path}`;
      expect(status, where).toBe(200);
      for (const other of readers) {
        if (other === reader) continue;
        for (const part of other.own) expect(html.includes(part), `${where}: ${part}`).toBe(false);
      }
      // And the reader's own parts are there: the page was rendered for them.
      const { csrf, hash } = personalValuesOf(html);
      expect(csrf.length, where).toBeGreaterThan(0);
      for (const token of csrf) expect(reader.own, `${where}: csrf`).toContain(token);
      if (reader === visitor) {
        expect(hash, where).toEqual([]);
        expect(html, where).not.toContain("@example.com");
      } else {
        expect(hash.length, where).toBeGreaterThan(0);
        for (const value of hash) expect(reader.own, `${where}: user state`).toContain(value);
        expect(html, where).toContain(reader.own[0]);
      }
    }
  });
});
