import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPlatformDatabase } from "~server/platform/db/database";
import { migrations, runMigrations } from "~server/platform/db/migrations";
import { createPageRepository, type PageInput } from "~server/platform/db/pages";
import { seedDatabase } from "~server/platform/seed";
import { seedPages } from "~server/platform/seed/pages";
import { makeDataDir, postPage, start } from "./platform-harness";

const dirs: Array<{ cleanup(): void }> = [];
function tempDir(): string {
  const d = makeDataDir();
  dirs.push(d);
  return d.dir;
}
afterAll(() => dirs.forEach((d) => d.cleanup()));

describe("data kept across restarts", () => {
  it("creates a missing data dir on first start, in WAL mode", async () => {
    const dir = path.join(tempDir(), "nested", "data");
    const platform = await start(dir);
    await platform.close();
    expect(fs.existsSync(path.join(dir, "platform.sqlite"))).toBe(true);
    const db = openPlatformDatabase(dir);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("a second start with the same dir does not reseed: same pageIds, edits kept", async () => {
    const dir = tempDir();
    const first = await start(dir);
    expect(first.seed).toEqual({ action: "seeded", pages: seedPages.length });
    const before = first.pages.listPages();
    expect(before.map((p) => p.uri).sort()).toEqual(seedPages.map((p) => p.uri).sort());
    const homeBefore = (await postPage(first.url, "/")).body as { pageId: string };
    const edited = first.pages.updatePage("home", {
      pageData: { title: "Edited by the page editor" },
    });
    expect(edited).toBe(true);
    await first.close();

    const second = await start(dir);
    try {
      expect(second.seed).toEqual({ action: "kept", pages: 0 });
      const after = second.pages.listPages();
      expect(after.map((p) => [p.id, p.uri])).toEqual(before.map((p) => [p.id, p.uri]));
      // Untouched pages keep their write time: nothing was rewritten.
      const untouched = after.filter((p) => p.id !== "home");
      expect(untouched).toEqual(before.filter((p) => p.id !== "home"));
      const home = (await postPage(second.url, "/home")).body as {
        pageId: string;
        pageData: { title: string };
      };
      expect(home.pageId).toBe(homeBefore.pageId);
      expect(home.pageData.title).toBe("Edited by the page editor");
    } finally {
      await second.close();
    }
  });
});

describe("migrations", () => {
  it("are idempotent: a second run applies nothing and changes no schema", () => {
    const dir = tempDir();
    const db = openPlatformDatabase(dir);
    const schema = () =>
      db.prepare("SELECT type, name, sql FROM sqlite_master ORDER BY type, name").all();
    const before = schema();
    expect(runMigrations(db)).toEqual([]);
    expect(runMigrations(db)).toEqual([]);
    expect(schema()).toEqual(before);
    const applied = db.prepare("SELECT id FROM migrations ORDER BY id").pluck().all();
    // Migrations run in the order listed; ids only need to be unique.
    expect(applied).toEqual(migrations.map((m) => m.id).sort((a, b) => a - b));
    db.close();
    // Reopening (a restart) runs them again, still without effect.
    const again = openPlatformDatabase(dir);
    expect(again.prepare("SELECT count(*) FROM migrations").pluck().get()).toBe(migrations.length);
    again.close();
  });

  it("create the contract's tables", () => {
    const db = openPlatformDatabase(tempDir());
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining(["cells", "meta", "migrations", "page_aliases", "pages"]),
    );
    db.close();
  });

  it("a failing migration is rolled back and not recorded", () => {
    const db = openPlatformDatabase(tempDir());
    const bad = [
      { id: 999, name: "broken", sql: "CREATE TABLE t999 (a); SELECT nope FROM nowhere;" },
    ];
    expect(() => runMigrations(db, bad)).toThrow();
    expect(db.prepare("SELECT count(*) FROM migrations WHERE id = 999").pluck().get()).toBe(0);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 't999'").pluck().get()).toBe(
      0,
    );
    db.close();
  });
});

describe("seeding", () => {
  const extraPage: PageInput = {
    id: "made-by-editor",
    uri: "/made-by-editor",
    aliases: [],
    pageData: { title: "Editor page" },
    showCellSeparator: false,
    ttl: 60,
    extra: {},
    cells: [],
  };

  it("seeds once, keeps when unchanged, reseeds only the seed pages when the seed changes", () => {
    const db = openPlatformDatabase(tempDir());
    const pages = createPageRepository(db);
    expect(seedDatabase(db, pages)).toEqual({ action: "seeded", pages: seedPages.length });
    expect(seedDatabase(db, pages)).toEqual({ action: "kept", pages: 0 });
    pages.savePage(extraPage);

    const changed = seedPages.map((p) =>
      p.id === "home" ? { ...p, pageData: { ...p.pageData, title: "New seed title" } } : p,
    );
    expect(seedDatabase(db, pages, changed).action).toBe("reseeded");
    expect(pages.findPageByUri("/home")?.pageData.title).toBe("New seed title");
    expect(pages.findPageByUri("/made-by-editor")?.pageData.title).toBe("Editor page");
    expect(seedDatabase(db, pages, changed).action).toBe("kept");
    db.close();
  });

  it("stores cells as rows and gives them back in tree order", () => {
    const db = openPlatformDatabase(tempDir());
    const pages = createPageRepository(db);
    pages.savePage({
      ...extraPage,
      cells: [
        { id: "c", parentId: "a", cellType: "CELL_COMPONENT", position: 1, componentType: "X" },
        { id: "b", parentId: "a", cellType: "CELL_COMPONENT", position: 0, span: 6 },
        { id: "d", cellType: "CELL_SECTION", position: 1 },
        { id: "a", cellType: "CELL_SECTION", position: 0, header: { textData: { text: "A" } } },
        { id: "orphan", parentId: "gone", cellType: "CELL_COMPONENT", position: 0 },
      ],
    });
    const cells = pages.findPageById("made-by-editor")!.cells;
    expect(cells.map((c) => c.id)).toEqual(["a", "b", "c", "d", "orphan"]);
    expect(cells[0]).toEqual({
      id: "a",
      cellType: "CELL_SECTION",
      position: 0,
      header: { textData: { text: "A" } },
    });
    expect(cells[1]).toMatchObject({ parentId: "a", span: 6 });
    expect(db.prepare("SELECT count(*) FROM cells").pluck().get()).toBe(5);
    pages.deletePage("made-by-editor");
    expect(db.prepare("SELECT count(*) FROM cells").pluck().get()).toBe(0);
    db.close();
  });
});
