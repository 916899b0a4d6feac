import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_LIMITS, EDITOR_TEXTS } from "~/contract/editor-values";
import { EDIT_TOO_LARGE } from "~server/bff/editor/edit-route.server";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { startStack, type Stack } from "../../support/stack";
import { Browser, lastUpstreamToken, loginByOtp } from "../auth/browser";

/**
 * POST /api/edit through the BFF against the platform (docs/contract.md, "Admin editors"): the
 * admin check before any upstream call, an edit a learner then sees, the 409 of a stale version
 * in the spec's words, the platform's field errors, the no-JavaScript round trip, previews, and
 * the recording link that signs a device in once.
 */
let stack: Stack;
const PAGE = "/manifesto";

let adminSession: { browser: Browser; csrf: string };

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
  // One admin login for the file: passcode requests are limited per address.
  adminSession = await signedIn("admin@example.com");
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

async function signedIn(email: string) {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, email);
  await browser.get("/");
  return { browser, csrf: browser.csrf() };
}

interface PlatformPage {
  pageId: string;
  pageVersion: number;
  cells: Array<{ id: string; cellType: string; componentType?: string; parentId?: string }>;
}

/** The page as the platform answers it to this browser's session (its upstream token). */
async function platformPage(browser: Browser, uri = PAGE): Promise<PlatformPage> {
  await browser.get(`${uri}?edit=1`);
  const token = await lastUpstreamToken(stack);
  const res = await fetch(`${stack.platformUrl}/api/v1/page`, {
    method: "POST",
    headers: { "content-type": "application/json", "auth-header": token ?? "" },
    body: JSON.stringify({ pageUri: uri }),
  });
  return (await res.json()) as PlatformPage;
}

async function edit(browser: Browser, fields: Record<string, string>) {
  const res = await browser.post("/api/edit", fields, { accept: "application/json" });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function editCallsSeen(): Promise<string[]> {
  const seen = (await (await fetch(`${stack.platformUrl}/__test/seen-calls`)).json()) as string[];
  return seen.filter((call) => call.includes("/edit-page/") || call.includes("/edit-form/"));
}

const faq = (question: string) =>
  JSON.stringify({ questions: [{ question, answer: "Every week, with a mentor." }] });

describe("POST /api/edit", () => {
  it("refuses learners and visitors before anything goes upstream", async () => {
    const before = (await editCallsSeen()).length;
    const { browser, csrf } = await signedIn("learner@example.com");
    const fields = { csrf, intent: "delete-cell", pageId: "manifesto", version: "1", cellId: "x" };
    const learner = await edit(browser, fields);
    expect(learner).toEqual({ status: 403, body: { message: EDITOR_TEXTS.adminsOnly } });
    const visitor = new Browser(stack);
    await visitor.get("/login");
    const anonymous = await edit(visitor, { ...fields, csrf: visitor.csrf() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ login: true });
    expect((await editCallsSeen()).length).toBe(before);
  });

  it("adds a FAQ cell an admin wrote, which a learner then sees; a stale version is a 409", async () => {
    const admin = adminSession;
    const page = await platformPage(admin.browser);
    const section = page.cells.find((cell) => cell.cellType === "CELL_SECTION")!;
    const added = await edit(admin.browser, {
      csrf: admin.csrf,
      intent: "add-cell",
      returnTo: `${PAGE}?edit=1`,
      pageId: page.pageId,
      version: String(page.pageVersion),
      parentId: section.id,
      position: "0",
      componentType: "FAQ",
      componentData: faq("How often do we meet?"),
    });
    expect(added).toEqual({
      status: 200,
      body: { ok: true, message: EDITOR_TEXTS.saved, pageUri: PAGE },
    });
    const learner = new Browser(stack);
    const html = await (await learner.get(PAGE)).text();
    expect(html).toContain("How often do we meet?");

    const stale = await edit(admin.browser, {
      csrf: admin.csrf,
      intent: "add-cell",
      pageId: page.pageId,
      version: String(page.pageVersion),
      parentId: section.id,
      position: "0",
      componentType: "FAQ",
      componentData: faq("A second question?"),
    });
    expect(stale).toEqual({ status: 409, body: { message: EDITOR_TEXTS.pageChanged } });
  });

  it("passes the platform's field errors on, and checks bodies itself first", async () => {
    const admin = adminSession;
    const page = await platformPage(admin.browser);
    const faqCell = page.cells.find((cell) => cell.componentType === "FAQ");
    expect(faqCell).toBeDefined();
    const common = {
      csrf: admin.csrf,
      pageId: page.pageId,
      version: String(page.pageVersion),
    };
    const invalid = await edit(admin.browser, {
      ...common,
      intent: "update-cell",
      cellId: faqCell!.id,
      componentType: "FAQ",
      componentData: JSON.stringify({ questions: [] }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(EDITOR_TEXTS.invalidEdit);
    expect(Object.keys(invalid.body.errors as object).join()).toContain("questions");

    const noVersion = await edit(admin.browser, { ...common, intent: "swap-cell", version: "" });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toMatchObject({ version: expect.any(String) });
    const unknown = await edit(admin.browser, { ...common, intent: "rm -rf" });
    expect(unknown.status).toBe(400);
    const big = await edit(admin.browser, {
      ...common,
      intent: "update-cell",
      componentData: "x".repeat(EDITOR_LIMITS.formBytes + 10),
    });
    expect(big).toEqual({ status: 413, body: { message: EDIT_TOO_LARGE } });
    // The refused body's socket is closed after the 413: the next test's requests, on the same
    // pool, would otherwise hang on what was left of it.
  });

  it("works without JavaScript: a plain post goes back to the page, which says what happened", async () => {
    const admin = adminSession;
    const page = await platformPage(admin.browser);
    const faqCell = page.cells.find((cell) => cell.componentType === "FAQ")!;
    const res = await admin.browser.post("/api/edit", {
      csrf: admin.csrf,
      intent: "update-cell",
      returnTo: PAGE,
      pageId: page.pageId,
      version: String(page.pageVersion),
      cellId: faqCell.id,
      componentType: "FAQ",
      componentDataBase: faq("How often do we meet?"),
      "cd.questions.0.question": "How often do cohorts meet?",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${PAGE}?edit=1`);
    const back = await (await admin.browser.get(`${PAGE}?edit=1`)).text();
    expect(back).toContain("How often do cohorts meet?");
    expect(back).toContain(EDITOR_TEXTS.saved);
    // Shown once.
    const again = await (await admin.browser.get(`${PAGE}?edit=1`)).text();
    expect(again).not.toContain(`"message":"${EDITOR_TEXTS.saved}"`);

    const offSite = await admin.browser.post("/api/edit", {
      csrf: admin.csrf,
      intent: "revert",
      returnTo: "//evil.example/x",
      pageId: page.pageId,
      version: "1",
    });
    expect(offSite.status).toBe(303);
    expect(offSite.headers.get("location")).toBe("/?edit=1");
  });

  it("previews a draft cell as the page would show it, storing nothing", async () => {
    const admin = adminSession;
    const ok = await edit(admin.browser, {
      csrf: admin.csrf,
      intent: "preview",
      componentType: "FAQ",
      componentData: faq("Draft question?"),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.widget).toMatchObject({ status: "ok" });
    const bad = await edit(admin.browser, {
      csrf: admin.csrf,
      intent: "preview",
      componentType: "FAQ",
      componentData: JSON.stringify({ questions: "no" }),
    });
    expect(bad.body.widget).toMatchObject({ status: "invalid", kind: "FAQ" });
  });

  it("lists the page's edits and reverts the newest", async () => {
    const admin = adminSession;
    const page = await platformPage(admin.browser);
    const history = await edit(admin.browser, {
      csrf: admin.csrf,
      intent: "history",
      pageId: page.pageId,
    });
    expect(history.status).toBe(200);
    const edits = history.body.edits as Array<{ version: number; by: { name: string } }>;
    expect(edits[0].version).toBe(page.pageVersion);
    expect(edits[0].by.name).toContain("Aditi");
    const reverted = await edit(admin.browser, {
      csrf: admin.csrf,
      intent: "revert",
      pageId: page.pageId,
      version: String(page.pageVersion),
    });
    expect(reverted).toMatchObject({ status: 200, body: { message: EDITOR_TEXTS.reverted } });
    const html = await (await new Browser(stack).get(PAGE)).text();
    expect(html).toContain("How often do we meet?");
    expect(html).not.toContain("How often do cohorts meet?");
  });
});

describe("recording links (/admin/spot)", () => {
  it("sign a recording device in once, and drop the token from the address", async () => {
    const admin = adminSession;
    const spot = await (await admin.browser.get("/admin/spot")).text();
    const link = /\/admin\/spot\/record\?token=([A-Za-z0-9_-]+)/.exec(spot);
    expect(link).not.toBeNull();
    const device = new Browser(stack);
    const opened = await device.get(link![0]);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/admin/spot/record");
    expect((await device.get("/admin/spot/record")).status).toBe(200);

    const second = new Browser(stack);
    const reused = await second.get(link![0]);
    expect(reused.headers.get("location")).toBe("/admin/spot/record");
    const refused = await second.get("/admin/spot/record");
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain(EDITOR_TEXTS.recordingLinkExpired);
  });
});
