import { describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { pageAt, cmsPlatformSuite, type AnsweredPage } from "./cms-harness";
import { bearer, get, post, postPage } from "./platform-harness";

/**
 * The admin area on the reference platform (docs/contract.md, "Admin editors"): the dashboard,
 * content list, spot page, service status and builder pages built from the database for admins
 * only; the stored admin pages; the one-time recording link and its login.
 */
const cms = cmsPlatformSuite();

type Data = Record<string, unknown>;
const widgets = (page: AnsweredPage, kind: string) =>
  page.cells.filter((cell) => cell.componentType === kind).map((cell) => cell.componentData!);
const cardsOf = (page: AnsweredPage, sectionId: string) =>
  page.cells
    .filter((cell) => cell.parentId === sectionId && cell.componentType === "CARD_LIST")
    .flatMap((cell) => cell.componentData!.cards as Data[]);
const linkOf = (card: Data) => (card.action as { uri?: string } | undefined)?.uri;

const ADMIN_URIS = [
  "/admin",
  "/admin/cms",
  "/admin/spot",
  "/admin/spot/record",
  "/admin/companies",
  "/admin/crm",
  "/admin/crm/leads",
  "/admin/educators",
  "/admin/success-stories",
  "/admin/jobs",
  "/admin/jobs/openings",
  "/course/data-analyst-course/builder",
  "/service/status",
];

describe("admin pages", () => {
  it("every one: 401 for a visitor, 403 for a learner, 200 with no cache for an admin", async () => {
    for (const uri of ADMIN_URIS) {
      expect((await postPage(cms.platform.url, uri)).status, uri).toBe(401);
      expect((await postPage(cms.platform.url, uri, undefined, cms.who.learner)).status, uri).toBe(
        403,
      );
      const page = await postPage(cms.platform.url, uri, undefined, cms.who.admin);
      expect(page.status, uri).toBe(200);
      expect((page.body as { cacheInfo: { TTL: number } }).cacheInfo.TTL, uri).toBe(0);
      expect((page.body as AnsweredPage).cells.length, uri).toBeGreaterThan(1);
    }
  });

  it("the stored ones are editable (pageVersion); the built ones are not", async () => {
    const editable = await pageAt(cms.platform, "/admin/companies", cms.who.admin);
    expect(editable.pageVersion).toBe(1);
    for (const uri of ["/admin", "/admin/cms", "/admin/spot", "/service/status"]) {
      expect((await pageAt(cms.platform, uri, cms.who.admin)).pageVersion, uri).toBeUndefined();
    }
  });

  it("/admin lists pages with edit links, forms with their pages, sandboxes and recent edits", async () => {
    const about = await pageAt(cms.platform, "/about-us", cms.who.admin);
    const edit = await cms.call(
      "editPageUpdateCell",
      { pageId: "about-us", version: about.pageVersion, cellId: "team", span: 12 },
      cms.who.otherAdmin,
    );
    expect(edit.status).toBe(204);

    const page = await pageAt(cms.platform, "/admin", cms.who.admin);
    const pages = cardsOf(page, "admin-pages");
    const aboutCard = pages.find((card) => card.title === "/about-us")!;
    expect(aboutCard).toMatchObject({ superText: "Version 2" });
    expect(aboutCard.subText).toContain("by Sam Second");
    expect(linkOf(aboutCard)).toBe("/about-us?edit=1");
    expect(pages.some((card) => card.title === "/admin")).toBe(false);
    expect(pages.length).toBeGreaterThan(30);

    const [recent, forms] = widgets(page, "TABLE");
    expect((recent.rows as Data[])[0]).toMatchObject({
      by: "Sam Second",
      page: "/about-us",
      version: 2,
      summary: "Updated section team",
    });
    expect((forms.rows as Data[]).find((row) => row.id === "fellowship-application")).toEqual({
      id: "fellowship-application",
      title: "Fellowship application",
      version: 1,
      fields: 8,
      pages: "/apply/fellowship",
    });
    const formCard = cardsOf(page, "admin-forms").find(
      (card) => card.superText === "fellowship-application",
    );
    expect(linkOf(formCard!)).toBe("/apply/fellowship?edit=1");

    const sandboxes = cardsOf(page, "admin-sandboxes");
    expect(sandboxes.map(linkOf)).toContain("/web-sandbox/landing-page");
  });

  it("lists at most the 10 newest edits, newest first", async () => {
    const contact = await pageAt(cms.platform, "/contact-us", cms.who.admin);
    const target = contact.cells.find((cell) => cell.componentType)!;
    for (let i = 0; i < 12; i += 1) {
      const answer = await cms.call(
        "editPageUpdateCell",
        { pageId: contact.pageId, version: contact.pageVersion! + i, cellId: target.id, span: 12 },
        cms.who.admin,
      );
      expect(answer.status).toBe(204);
    }
    const [recent] = widgets(await pageAt(cms.platform, "/admin", cms.who.admin), "TABLE");
    const rows = recent.rows as Data[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ page: "/contact-us", version: contact.pageVersion! + 12 });
  });

  it("/admin/cms: forms and pages, each with its edit link", async () => {
    const page = await pageAt(cms.platform, "/admin/cms", cms.who.admin);
    expect(linkOf(cardsOf(page, "cms-forms")[0])).toBe("/apply/fellowship?edit=1");
    const links = cardsOf(page, "cms-pages").map(linkOf);
    expect(links).toContain("/course-dashboard/data-analyst?edit=1");
    expect(links).toContain("/admin/companies?edit=1");
  });

  it("{page}/builder outlines the stored page; an unknown page's builder is 404", async () => {
    const page = await pageAt(cms.platform, "/course/data-analyst-course/builder", cms.who.admin);
    const [outline] = widgets(page, "TABLE");
    expect((outline.rows as Data[]).length).toBeGreaterThan(3);
    const [buttons] = widgets(page, "BUTTON_LIST");
    expect(buttons.buttonDataList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: expect.objectContaining({ uri: "/course/data-analyst-course?edit=1" }),
        }),
      ]),
    );
    const missing = await postPage(
      cms.platform.url,
      "/course/nothing/builder",
      undefined,
      cms.who.admin,
    );
    expect(missing.status).toBe(404);
  });

  it("/service/status: figures from the database", async () => {
    const page = await pageAt(cms.platform, "/service/status", cms.who.admin);
    const [stats] = widgets(page, "STATS");
    expect((stats.items as Data[])[0]).toMatchObject({ label: "Pages" });
    expect(Number((stats.items as Data[])[0].value)).toBeGreaterThan(30);
  });

  it("the educators and companies pages show seeded rows", async () => {
    const companies = await pageAt(cms.platform, "/admin/companies", cms.who.admin);
    expect((widgets(companies, "TABLE")[0].rows as Data[]).map((row) => row.company)).toContain(
      "Bluepeak Analytics",
    );
    const educators = await pageAt(cms.platform, "/admin/educators", cms.who.admin);
    expect(widgets(educators, "CARD_LIST")[0].cards).toHaveLength(4);
  });
});

describe("spot recording links", () => {
  const login = (token: string) =>
    post(cms.platform.url, UPSTREAM_CALLS.spotRecordingLogin.path, { token });

  async function newLink(): Promise<{ path: string; token: string }> {
    const page = await pageAt(cms.platform, "/admin/spot", cms.who.admin);
    const path = linkOf(cardsOf(page, "spot-link")[0])!;
    const token = new URL(path, "http://x").searchParams.get("token")!;
    return { path, token };
  }

  it("/admin/spot shows a new one-time link each time it is answered", async () => {
    const first = await newLink();
    const second = await newLink();
    expect(first.path).toMatch(/^\/admin\/spot\/record\?token=[A-Za-z0-9_-]{43}$/);
    expect(first.token.length).toBeGreaterThanOrEqual(32);
    expect(second.token).not.toBe(first.token);
  });

  it("signs the device in as the admin who opened it, once", async () => {
    const { token } = await newLink();
    const answer = await login(token);
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as {
      token: string;
      user: { email: string; admin: boolean; hash: string };
    };
    expect(body.user).toMatchObject({ email: "admin@example.com", admin: true });
    expect(answer.headers.get("x-user-state-hash")).toBe(body.user.hash);
    const info = await get(cms.platform.url, UPSTREAM_CALLS.userInfo.path, bearer(body.token));
    expect(info.status).toBe(200);
    expect((await pageAt(cms.platform, "/admin/spot/record", bearer(body.token))).pageId).toBe(
      "admin-spot-record",
    );

    const again = await login(token);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ errorMessage: EDITOR_TEXTS.recordingLinkExpired });
  });

  it("an unknown token is 401 with the same words; a malformed body is 400", async () => {
    const unknown = await login("x".repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ errorMessage: EDITOR_TEXTS.recordingLinkExpired });
    expect((await login("short")).status).toBe(400);
  });

  it("expires 10 minutes after it was made", async () => {
    const { token: late } = await newLink();
    const { token: inTime } = await newLink();
    await post(cms.platform.url, "/__test/advance-clock", { seconds: 9 * 60 + 50 });
    expect((await login(inTime)).status).toBe(200);
    await post(cms.platform.url, "/__test/advance-clock", { seconds: 20 });
    const expired = await login(late);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ errorMessage: EDITOR_TEXTS.recordingLinkExpired });
  });

  it("a learner can't get one (403 on /admin/spot)", async () => {
    expect(
      (await postPage(cms.platform.url, "/admin/spot", undefined, cms.who.learner)).status,
    ).toBe(403);
  });
});
