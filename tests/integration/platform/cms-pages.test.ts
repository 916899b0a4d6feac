import { describe, expect, it } from "vitest";
import type { UpstreamCallName } from "~/contract/calls";
import { EDITOR_LIMITS, EDITOR_TEXTS } from "~/contract/editor-values";
import {
  childIds,
  pageAt,
  cmsPlatformSuite,
  type AnsweredCell,
  type AnsweredPage,
} from "./cms-harness";

/**
 * The page editor's calls on the reference platform (docs/contract.md, "Admin editors"): each of
 * the six page edits and the revert changes the page as answered and moves its version by one;
 * a learner gets 403, a visitor 401, an old version 409, an invalid edit 400 with nothing stored;
 * two admins sending the same version: one 204, one 409; the history lists the edits newest
 * first and a revert puts the cells back.
 */
const cms = cmsPlatformSuite();

const ABOUT = "/about-us";
const DASHBOARD = "/course-dashboard/data-analyst";

const about = () => pageAt(cms.platform, ABOUT, cms.who.learner);
const dashboard = () => pageAt(cms.platform, DASHBOARD, cms.who.learner);
const cellOf = (page: AnsweredPage, id: string) => page.cells.find((cell) => cell.id === id);

const faq = (question: string) => ({
  questions: [{ question, answer: "Yes: every session is recorded." }],
});

describe("pageVersion", () => {
  it("stored pages carry it (from 1); pages built per request do not", async () => {
    expect((await about()).pageVersion).toBe(1);
    const practice = await pageAt(cms.platform, "/web-sandbox/landing-page", cms.who.learner);
    expect(practice.pageVersion).toBeUndefined();
    const dashboardPage = await pageAt(cms.platform, "/admin", cms.who.admin);
    expect(dashboardPage.pageVersion).toBeUndefined();
  });
});

describe("the page edits: happy paths", () => {
  it("update/cell: new componentData, shown to learners; the version moves by one", async () => {
    const before = await about();
    const answer = await cms.call(
      "editPageUpdateCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        cellId: "values-0-0",
        componentData: { textData: { text: "Learners first", subText: "Always." } },
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(answer.text).toBe("");
    const after = await about();
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
    expect(cellOf(after, "values-0-0")?.componentData).toMatchObject({
      type: "HEADER_TEXT",
      textData: { text: "Learners first", subText: "Always." },
    });
  });

  it("update/cell: layout and span of a section", async () => {
    const before = await about();
    const answer = await cms.call(
      "editPageUpdateCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        cellId: "team",
        layout: { paddingKeys: ["padding-top-32"] },
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(cellOf(await about(), "team")?.layout).toEqual({ paddingKeys: ["padding-top-32"] });
  });

  it("add/cell: a new cell with a readable id at the position asked, siblings renumbered", async () => {
    const before = await about();
    const answer = await cms.call(
      "editPageAddCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        parentId: "team",
        position: 0,
        componentType: "FAQ",
        componentData: faq("Are the sessions recorded?"),
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await about();
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
    const [added, ...rest] = childIds(after, "team");
    expect(added).toMatch(/^faq-[a-z0-9]{6}$/);
    expect(rest).toEqual(["team-0"]);
    const cell = cellOf(after, added)!;
    expect(cell).toMatchObject({ cellType: "CELL_COMPONENT", componentType: "FAQ", position: 0 });
    expect(cell.componentData).toMatchObject(faq("Are the sessions recorded?"));
    expect(cellOf(after, "team-0")?.position).toBe(1);
  });

  it("add/cell: a position past the end is the end", async () => {
    const before = await about();
    const answer = await cms.call(
      "editPageAddCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        parentId: "about-next",
        position: 99,
        componentType: "HEADER_TEXT",
        componentData: { textData: { text: "One more thing" } },
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const ids = childIds(await about(), "about-next");
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe("about-next-0");
    expect(ids[1]).toMatch(/^header-text-[a-z0-9]{6}$/);
  });

  it("swap/cell: two cells of one parent trade places", async () => {
    const before = await about();
    expect(childIds(before, "values-0")).toEqual(["values-0-0", "values-0-1", "values-0-2"]);
    const answer = await cms.call(
      "editPageSwapCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        cellId: "values-0-0",
        otherCellId: "values-0-2",
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await about();
    expect(childIds(after, "values-0")).toEqual(["values-0-2", "values-0-1", "values-0-0"]);
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
  });

  it("move/cell: into another section at a position; both parents renumbered", async () => {
    const before = await about();
    const answer = await cms.call(
      "editPageMoveCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        cellId: "values-0-1",
        parentId: "about-next",
        position: 1,
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await about();
    expect(childIds(after, "values-0")).toEqual(["values-0-2", "values-0-0"]);
    expect(childIds(after, "about-next")[1]).toBe("values-0-1");
    expect(childIds(after, "about-next")).toHaveLength(3);
    expect(cellOf(after, "values-0-0")?.position).toBe(1);
    expect(cellOf(after, "values-0-1")?.parentId).toBe("about-next");
  });

  it("move/cell: within its parent (up one place)", async () => {
    const before = await about();
    await cms.call(
      "editPageMoveCell",
      {
        pageId: "about-us",
        version: before.pageVersion,
        cellId: "values-0-0",
        parentId: "values-0",
        position: 0,
      },
      cms.who.admin,
    );
    expect(childIds(await about(), "values-0")).toEqual(["values-0-0", "values-0-2"]);
  });

  it("delete/cell: the cell and everything inside it", async () => {
    const before = await about();
    const answer = await cms.call(
      "editPageDeleteCell",
      { pageId: "about-us", version: before.pageVersion, cellId: "our-story-0" },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await about();
    for (const id of ["our-story-0", "our-story-0-0", "our-story-0-1"]) {
      expect(cellOf(after, id), id).toBeUndefined();
    }
    expect(cellOf(after, "our-story")).toBeDefined();
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
  });
});

describe("activity groups on the course dashboard", () => {
  const groupRows = (page: AnsweredPage, cellId: string) =>
    ((cellOf(page, cellId)?.componentData?.rows ?? []) as Array<Record<string, unknown>>).map(
      (row) => row.activityId,
    );

  it("the learning plan is one TABLE per group, each row with its activityId", async () => {
    const page = await dashboard();
    expect(childIds(page, "modules")).toEqual([
      "learning-plan-weeks-1-4",
      "learning-plan-weeks-5-8",
      "learning-plan-capstone",
    ]);
    expect(cellOf(page, "learning-plan-weeks-5-8")?.componentData).toMatchObject({
      activityGroupId: "da-weeks-5-8",
      caption: expect.stringContaining("Weeks 5-8"),
    });
    expect(groupRows(page, "learning-plan-weeks-1-4")).toEqual([
      "da-module-1-class",
      "da-module-2-class",
    ]);
  });

  it("moves an activity across groups, to the position asked", async () => {
    const before = await dashboard();
    const answer = await cms.call(
      "cmsActivityMove",
      {
        pageId: "course-dashboard-data-analyst",
        version: before.pageVersion,
        activityId: "da-module-3-assignment",
        toGroupId: "da-weeks-1-4",
        position: 1,
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await dashboard();
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
    expect(groupRows(after, "learning-plan-weeks-1-4")).toEqual([
      "da-module-1-class",
      "da-module-3-assignment",
      "da-module-2-class",
    ]);
    expect(groupRows(after, "learning-plan-weeks-5-8")).toEqual(["da-module-4-class"]);
    const moved = (
      cellOf(after, "learning-plan-weeks-1-4")!.componentData!.rows as Array<
        Record<string, unknown>
      >
    )[1];
    expect(moved).toMatchObject({ module: "Module 3", status: "In progress" });
  });

  it("moves an activity within its group, and is a page edit in the history", async () => {
    const before = await dashboard();
    const answer = await cms.call(
      "cmsActivityMove",
      {
        pageId: "course-dashboard-data-analyst",
        version: before.pageVersion,
        activityId: "da-module-6-project",
        toGroupId: "da-capstone",
        position: 0,
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(groupRows(await dashboard(), "learning-plan-capstone")).toEqual([
      "da-module-6-project",
      "da-module-5-project",
    ]);
    const history = await cms.call(
      "editPageHistory",
      { pageId: "course-dashboard-data-analyst" },
      cms.who.admin,
    );
    const edits = (history.body as { edits: Array<{ operation: string; summary: string }> }).edits;
    expect(edits.map((edit) => edit.operation)).toEqual(["activity/move", "activity/move"]);
    expect(edits[1].summary).toContain("from da-weeks-5-8 to da-weeks-1-4");
  });

  it("404 for an unknown activity or group", async () => {
    const { pageVersion } = await dashboard();
    const base = { pageId: "course-dashboard-data-analyst", version: pageVersion, position: 0 };
    const noActivity = await cms.call(
      "cmsActivityMove",
      { ...base, activityId: "nope", toGroupId: "da-capstone" },
      cms.who.admin,
    );
    expect(noActivity.status).toBe(404);
    expect(noActivity.body).toMatchObject({ errorMessage: EDITOR_TEXTS.activityNotFound });
    const noGroup = await cms.call(
      "cmsActivityMove",
      { ...base, activityId: "da-module-1-class", toGroupId: "nope" },
      cms.who.admin,
    );
    expect(noGroup.status).toBe(404);
    expect(noGroup.body).toMatchObject({ errorMessage: EDITOR_TEXTS.activityGroupNotFound });
  });
});

/** For each page call: a valid body at a version, and one the cms.platform must refuse with 400. */
const PAGE_CALLS: Array<{
  name: UpstreamCallName;
  uri: string;
  pageId: string;
  valid: (version: number, page: AnsweredPage) => Record<string, unknown>;
  invalid: (version: number) => Record<string, unknown>;
  /** The field errors the invalid body gets. */
  errors: Record<string, unknown>;
}> = [
  {
    name: "editPageUpdateCell",
    uri: ABOUT,
    pageId: "about-us",
    valid: (version) => ({
      pageId: "about-us",
      version,
      cellId: "about-title-0",
      componentData: { title: "About us, edited" },
    }),
    invalid: (version) => ({
      pageId: "about-us",
      version,
      cellId: "about-title-0",
      componentData: { title: "" },
    }),
    errors: { "componentData.title": expect.any(String) },
  },
  {
    name: "editPageAddCell",
    uri: ABOUT,
    pageId: "about-us",
    valid: (version) => ({
      pageId: "about-us",
      version,
      parentId: "team",
      position: 1,
      componentType: "FAQ",
      componentData: faq("Valid?"),
    }),
    // One of two questions lacks its text: the tolerant list would drop it, the editor may not.
    invalid: (version) => ({
      pageId: "about-us",
      version,
      parentId: "team",
      position: 1,
      componentType: "FAQ",
      componentData: {
        questions: [
          { question: "Fine", answer: "Yes" },
          { question: " ", answer: "No question" },
        ],
      },
    }),
    errors: { "componentData.questions.1.question": expect.any(String) },
  },
  {
    name: "editPageDeleteCell",
    uri: ABOUT,
    pageId: "about-us",
    valid: (version, page) => ({
      pageId: "about-us",
      version,
      cellId: page.cells.find((cell) => cell.componentType === "FAQ")!.id,
    }),
    invalid: (version) => ({ pageId: "about-us", version, cellId: "bad id!" }),
    errors: { cellId: "Invalid id" },
  },
  {
    name: "editPageSwapCell",
    uri: ABOUT,
    pageId: "about-us",
    valid: (version) => ({
      pageId: "about-us",
      version,
      cellId: "values-0-0",
      otherCellId: "values-0-2",
    }),
    invalid: (version) => ({
      pageId: "about-us",
      version,
      cellId: "values-0-0",
      otherCellId: "team-0",
    }),
    errors: { otherCellId: EDITOR_TEXTS.notNeighbours },
  },
  {
    name: "editPageMoveCell",
    uri: ABOUT,
    pageId: "about-us",
    valid: (version) => ({
      pageId: "about-us",
      version,
      cellId: "values-0-2",
      parentId: "values-0",
      position: 5,
    }),
    invalid: (version) => ({
      pageId: "about-us",
      version,
      cellId: "values",
      parentId: "values-0",
      position: 0,
    }),
    errors: { parentId: EDITOR_TEXTS.moveIntoItself },
  },
  {
    name: "cmsActivityMove",
    uri: DASHBOARD,
    pageId: "course-dashboard-data-analyst",
    valid: (version) => ({
      pageId: "course-dashboard-data-analyst",
      version,
      activityId: "da-module-3-assignment",
      toGroupId: "da-weeks-5-8",
      position: 0,
    }),
    invalid: (version) => ({
      pageId: "course-dashboard-data-analyst",
      version,
      activityId: "da-module-3-assignment",
      toGroupId: "da-weeks-5-8",
      position: -1,
    }),
    errors: { position: expect.any(String) },
  },
  {
    name: "editPageRevert",
    uri: ABOUT,
    pageId: "about-us",
    valid: (version) => ({ pageId: "about-us", version }),
    invalid: (version) => ({ pageId: "about-us", version: String(version) }),
    errors: { version: expect.any(String) },
  },
];

describe.each(PAGE_CALLS)("$name", ({ name, uri, valid, invalid, errors }) => {
  const current = () => pageAt(cms.platform, uri, cms.who.admin);

  it("a visitor gets 401, a learner 403 (admins only), and nothing changes", async () => {
    const before = await current();
    const body = valid(before.pageVersion!, before);
    const anonymous = await cms.call(name, body, cms.who.anonymous);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ errorMessage: "Login required" });
    const learner = await cms.call(name, body, cms.who.learner);
    expect(learner.status).toBe(403);
    expect(learner.body).toMatchObject({ errorMessage: EDITOR_TEXTS.adminsOnly });
    expect((await current()).pageVersion).toBe(before.pageVersion);
  });

  it("an invalid edit is 400 with field errors, and nothing is stored", async () => {
    const before = await current();
    const answer = await cms.call(name, invalid(before.pageVersion!), cms.who.admin);
    expect(answer.status, answer.text).toBe(400);
    expect((answer.body as { errors: unknown }).errors).toMatchObject(errors);
    const after = await current();
    expect(after.pageVersion).toBe(before.pageVersion);
    expect(after.cells).toEqual(before.cells);
  });

  it("the current version: 204 and the next version; the old one again: 409", async () => {
    const before = await current();
    const body = valid(before.pageVersion!, before);
    const first = await cms.call(name, body, cms.who.admin);
    expect(first.status, first.text).toBe(204);
    const after = await current();
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
    // The old version with cells that are still there (a deleted cell would be 404 first).
    const stale = await cms.call(name, valid(before.pageVersion!, after), cms.who.admin);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorMessage: EDITOR_TEXTS.pageChanged });
    expect((await current()).cells).toEqual(after.cells);
  });
});

describe("two admins, one version", () => {
  it("both send the same version at once: exactly one 204, the other 409", async () => {
    const before = await about();
    const edit = (text: string) => ({
      pageId: "about-us",
      version: before.pageVersion,
      cellId: "values-0-2",
      componentData: { textData: { text } },
    });
    const answers = await Promise.all([
      cms.call("editPageUpdateCell", edit("From the first admin"), cms.who.admin),
      cms.call("editPageUpdateCell", edit("From the second admin"), cms.who.otherAdmin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body).toMatchObject({ errorMessage: EDITOR_TEXTS.pageChanged });
    const after = await about();
    expect(after.pageVersion).toBe(before.pageVersion! + 1);
    const winner = answers[0].status === 204 ? "From the first admin" : "From the second admin";
    expect(cellOf(after, "values-0-2")?.componentData?.textData).toEqual({ text: winner });
  });

  it("many edits at once on one version: exactly one lands", async () => {
    const before = await about();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        cms.call(
          "editPageUpdateCell",
          {
            pageId: "about-us",
            version: before.pageVersion,
            cellId: "values-0-0",
            componentData: { textData: { text: `Edit ${i}` } },
          },
          i % 2 ? cms.who.admin : cms.who.otherAdmin,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect((await about()).pageVersion).toBe(before.pageVersion! + 1);
  });
});

describe("history and revert", () => {
  const history = async (pageId = "about-us", headers = cms.who.admin) =>
    cms.call("editPageHistory", { pageId }, headers);

  it("lists the page's edits newest first: version, operation, summary, who, when", async () => {
    const answer = await history();
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as {
      pageId: string;
      version: number;
      edits: Array<{ version: number; operation: string; by: { name: string }; at: string }>;
    };
    expect(body.pageId).toBe("about-us");
    expect(body.version).toBe((await about()).pageVersion);
    const versions = body.edits.map((edit) => edit.version);
    expect(versions[0]).toBe(body.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(body.edits.at(-1)).toMatchObject({ version: 2, operation: "update/cell" });
    expect(new Set(body.edits.map((edit) => edit.by.name))).toEqual(
      new Set(["Aditi Admin", "Sam Second"]),
    );
    expect(body.edits.every((edit) => !Number.isNaN(Date.parse(edit.at)))).toBe(true);
    expect(body.edits.map((edit) => edit.operation)).toEqual(
      expect.arrayContaining(["update/cell", "add/cell", "delete/cell", "swap/cell", "move/cell"]),
    );
  });

  it("history is admin-only too (401, 403) and 404 for an unknown page", async () => {
    expect((await history("about-us", cms.who.anonymous)).status).toBe(401);
    expect((await history("about-us", cms.who.learner)).status).toBe(403);
    const unknown = await history("no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorMessage: EDITOR_TEXTS.pageNotFound });
  });

  it("revert restores the cells from before the newest edit, as an edit of its own", async () => {
    const original = await about();
    const deleted = await cms.call(
      "editPageDeleteCell",
      { pageId: "about-us", version: original.pageVersion, cellId: "team" },
      cms.who.admin,
    );
    expect(deleted.status).toBe(204);
    const withoutTeam = await about();
    expect(cellOf(withoutTeam, "team")).toBeUndefined();
    const revert = await cms.call(
      "editPageRevert",
      { pageId: "about-us", version: withoutTeam.pageVersion },
      cms.who.otherAdmin,
    );
    expect(revert.status, revert.text).toBe(204);
    const restored = await about();
    expect(restored.pageVersion).toBe(original.pageVersion! + 2);
    expect(restored.cells).toEqual(original.cells);
    const newest = ((await history()).body as { edits: Array<Record<string, unknown>> }).edits[0];
    expect(newest).toMatchObject({
      version: restored.pageVersion,
      operation: "revert",
      by: { name: "Sam Second" },
      summary: expect.stringContaining("Deleted section team"),
    });
  });

  it("revert of a page without edits: 400 nothing to revert", async () => {
    const page = await pageAt(cms.platform, "/manifesto", cms.who.admin);
    const answer = await cms.call(
      "editPageRevert",
      { pageId: page.pageId, version: page.pageVersion },
      cms.who.admin,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorMessage: EDITOR_TEXTS.nothingToRevert });
  });

  it(`keeps the newest ${EDITOR_LIMITS.historyEntries} entries of a page`, async () => {
    const page = await pageAt(cms.platform, "/contact-us", cms.who.admin);
    const target = page.cells.find((cell) => cell.componentType)!;
    let version = page.pageVersion!;
    for (let i = 0; i < EDITOR_LIMITS.historyEntries + 3; i += 1) {
      const answer = await cms.call(
        "editPageUpdateCell",
        { pageId: page.pageId, version, cellId: target.id, span: (i % 12) + 1 },
        cms.who.admin,
      );
      expect(answer.status).toBe(204);
      version += 1;
    }
    const edits = ((await history(page.pageId)).body as { edits: Array<{ version: number }> })
      .edits;
    expect(edits).toHaveLength(EDITOR_LIMITS.historyEntries);
    expect(edits[0].version).toBe(version);
  });
});

describe("refusals", () => {
  const update = (body: Record<string, unknown>) =>
    cms.call(
      "editPageUpdateCell",
      { pageId: "about-us", cellId: "team-0", ...body },
      cms.who.admin,
    );

  it("404 for an unknown page or cell (before the version is looked at)", async () => {
    const unknownPage = await cms.call(
      "editPageDeleteCell",
      { pageId: "no-such-page", version: 1, cellId: "x" },
      cms.who.admin,
    );
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body).toMatchObject({ errorMessage: EDITOR_TEXTS.pageNotFound });
    const unknownCell = await update({ version: 1, cellId: "gone", span: 6 });
    expect(unknownCell.status).toBe(404);
    expect(unknownCell.body).toMatchObject({ errorMessage: EDITOR_TEXTS.cellNotFound });
  });

  it("a body without a version is 400 before anything else", async () => {
    const answer = await update({ span: 6 });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toHaveProperty("version");
  });

  it("componentData of an unknown kind, or on a section, or a cell under a widget: 400", async () => {
    const { pageVersion: version } = await about();
    const unknownKind = await cms.call(
      "editPageAddCell",
      {
        pageId: "about-us",
        version,
        parentId: "team",
        position: 0,
        componentType: "NO_SUCH_WIDGET",
        componentData: {},
      },
      cms.who.admin,
    );
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body).toMatchObject({
      errorMessage: EDITOR_TEXTS.invalidEdit,
      errors: { componentType: expect.stringContaining("NO_SUCH_WIDGET") },
    });
    const onSection = await update({ version, cellId: "team", componentData: faq("Q") });
    expect(onSection.status).toBe(400);
    const underWidget = await cms.call(
      "editPageAddCell",
      {
        pageId: "about-us",
        version,
        parentId: "team-0",
        position: 0,
        componentType: "FAQ",
        componentData: faq("Q"),
      },
      cms.who.admin,
    );
    expect(underWidget.status).toBe(400);
    expect((underWidget.body as { errors: Record<string, string> }).errors).toHaveProperty(
      "parentId",
    );
    expect((await about()).pageVersion).toBe(version);
  });

  it("the widget's schema decides: wrong types and missing fields name their paths", async () => {
    const { pageVersion: version } = await about();
    const answer = await update({
      version,
      componentData: { viewType: "IMAGE_CARD", cards: [{ title: "" }], numColumns: "three" },
    });
    expect(answer.status).toBe(400);
    const errors = (answer.body as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual([
      "componentData.cards.0.title",
      "componentData.numColumns",
    ]);
    // A list that would only lose an item (and so still parse) names that item too.
    const second = await update({
      version,
      componentData: { cards: [{ title: "Kept" }, { title: "" }] },
    });
    expect(second.status).toBe(400);
    expect(Object.keys((second.body as { errors: Record<string, string> }).errors)).toEqual([
      "componentData.cards.1.title",
    ]);
  });

  it("an update without anything to change is 400", async () => {
    const { pageVersion: version } = await about();
    const answer = await update({ version });
    expect(answer.status).toBe(400);
  });

  it("cells stay as stored after every refusal above", async () => {
    const page = await about();
    const cells: AnsweredCell[] = page.cells;
    expect(cells.some((cell) => cell.componentType === "NO_SUCH_WIDGET")).toBe(false);
    expect(cells.filter((cell) => cell.parentId === "team-0")).toEqual([]);
  });
});
