import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, post, postPage, start } from "./platform-harness";

/** The platform's own guard on personal pages, and pages that address the signed-in user. */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  for (const who of ["learner", "admin", "noinfo", "rise"]) {
    tokens[who] = await devSignIn(base, `${who}@example.com`);
  }
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const as = (who: string) => bearer(tokens[who]!);
type Cell = { id: string; componentType?: string; componentData?: Record<string, unknown> };
const cellOf = async (uri: string, who: string, id: string) => {
  const res = await postPage(base, uri, undefined, as(who));
  expect(res.status).toBe(200);
  return (res.body as { cells: Cell[] }).cells.find((c) => c.id === id)!;
};
const textOf = (cell: Cell) => cell.componentData?.textData as Record<string, string>;

const LOGIN_PAGES = [
  "/my-courses",
  "/orders",
  "/my-referrals",
  "/coupons",
  "/my-calendar",
  "/user/profile",
];

describe("page access", () => {
  it('answers 401 "Login required" for the personal pages without a token', async () => {
    for (const uri of [
      ...LOGIN_PAGES,
      "/user/unknown",
      "/orders/",
      "/my-courses?tab=1",
      "/admin",
    ]) {
      const res = await postPage(base, uri);
      expect(res.status, uri).toBe(401);
      expect(res.body).toEqual({ errorMessage: "Login required" });
    }
  });

  it("answers them to any signed-in user, and 404 for unknown pages under /user/", async () => {
    for (const uri of LOGIN_PAGES) {
      expect((await postPage(base, uri, undefined, as("learner"))).status, uri).toBe(200);
    }
    const unknown = await postPage(base, "/user/unknown", undefined, as("learner"));
    expect(unknown.status).toBe(404);
  });

  it('answers /admin and /admin/* with 403 "Admins only" to non-admins, the page to admins', async () => {
    for (const uri of ["/admin", "/admin/", "/admin/cms/pages"]) {
      for (const who of ["learner", "rise"]) {
        const res = await postPage(base, uri, undefined, as(who));
        expect(res.status, `${who} ${uri}`).toBe(403);
        expect(res.body).toEqual({ errorMessage: "Admins only" });
      }
    }
    const page = await postPage(base, "/admin", undefined, as("admin"));
    expect(page.status).toBe(200);
    const cells = (page.body as { pageId: string; cells: Cell[] }).cells;
    expect((page.body as { pageId: string }).pageId).toBe("admin");
    // The dashboard is built from the database as it is answered (tests/integration/platform/cms-*).
    expect(
      cells
        .map((c) => c.componentType)
        .filter(Boolean)
        .slice(0, 2),
    ).toEqual(["HEADER_TEXT", "CARD_LIST"]);
    expect((await postPage(base, "/admin/cms/pages", undefined, as("admin"))).status).toBe(404);
  });

  it("answers */builder and /service/* to admins only, like /admin", async () => {
    for (const uri of ["/course/data-analyst-course/builder", "/service/status"]) {
      expect((await postPage(base, uri)).status, uri).toBe(401);
      const learner = await postPage(base, uri, undefined, as("learner"));
      expect(learner.status, uri).toBe(403);
      expect(learner.body).toEqual({ errorMessage: "Admins only" });
      expect((await postPage(base, uri, undefined, as("admin"))).status, uri).toBe(200);
    }
    expect((await postPage(base, "/nowhere/builder", undefined, as("admin"))).status).toBe(404);
  });

  it("leaves /scale/enrol and the public pages to the BFF's route table", async () => {
    for (const uri of ["/scale/enrol", "/", "/administration-course"]) {
      expect((await postPage(base, uri)).status, uri).not.toBe(401);
    }
    expect((await postPage(base, "/scale/enrol")).status).toBe(200);
  });

  it("personal pages are never cached (TTL 0)", async () => {
    for (const uri of [...LOGIN_PAGES]) {
      const res = await postPage(base, uri, undefined, as("learner"));
      expect((res.body as { cacheInfo: { TTL: number } }).cacheInfo.TTL, uri).toBe(0);
    }
  });
});

describe("pages that address the user", () => {
  it("/my-courses greets the user by first name; without a first name just 'Welcome back'", async () => {
    const learner = await cellOf("/my-courses", "learner", "my-courses-greeting");
    expect(learner.componentType).toBe("HEADER_TEXT");
    expect(textOf(learner)).toMatchObject({ superText: "My Courses", text: "Welcome back, Asha" });
    expect(textOf(await cellOf("/my-courses", "noinfo", "my-courses-greeting")).text).toBe(
      "Welcome back",
    );
  });

  it("/my-courses shows course cards, and /orders an empty TABLE with the contract's columns", async () => {
    const res = await postPage(base, "/my-courses", undefined, as("learner"));
    const cards = (res.body as { cells: Cell[] }).cells.find(
      (c) => c.componentType === "CARD_LIST",
    );
    expect((cards?.componentData?.cards as unknown[]).length).toBeGreaterThan(0);
    const orders = await postPage(base, "/orders", undefined, as("learner"));
    const table = (orders.body as { cells: Cell[] }).cells.find((c) => c.componentType === "TABLE");
    expect(table?.componentData).toMatchObject({
      columns: [
        { key: "order", title: "Order" },
        { key: "programme", title: "Programme" },
        { key: "date", title: "Date" },
        { key: "status", title: "Status" },
      ],
      rows: [],
    });
  });

  it("the greeting follows a name change at once", async () => {
    await post(base, "/__test/update-user", {
      email: "rise@example.com",
      patch: { firstName: "Ro" },
    });
    expect(textOf(await cellOf("/my-courses", "rise", "my-courses-greeting")).text).toBe(
      "Welcome back, Ro",
    );
  });

  it("/user/profile shows the user's full name and email", async () => {
    expect(textOf(await cellOf("/user/profile", "admin", "profile-summary"))).toMatchObject({
      text: "Aditi Admin",
      subText: "admin@example.com",
    });
    expect(textOf(await cellOf("/user/profile", "noinfo", "profile-summary"))).toMatchObject({
      text: "Your profile",
      subText: "noinfo@example.com",
    });
  });

  it("the stored page is not changed by personalising it", () => {
    const stored = platform.pages.findPageByUri("/my-courses")!;
    const greeting = stored.cells.find((c) => c.id === "my-courses-greeting")!;
    expect(textOf(greeting as Cell).text).toBe("Welcome back");
  });
});
