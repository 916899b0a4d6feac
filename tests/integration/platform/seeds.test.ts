import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageResponseSchema, type Cell, type PageResponse } from "~/contract";
import { resolveWidget } from "~/widgets/schemas.server";
import { normalisePageUri } from "~server/platform/page-uri";
import type { RunningPlatform } from "~server/platform/server";
import { seedPages } from "~server/platform/seed/pages";
import { bearer, devSignIn, makeDataDir, postPage, start } from "./platform-harness";

/**
 * The seeds and the widgets agree: every seeded page, fetched over HTTP, parses with the contract,
 * and every component cell resolves to a registered widget whose schema accepts its data whole
 * (no item silently dropped by a tolerant list).
 */

const root = path.resolve(__dirname, "../../..");
const css = ["app/styles/app.css", "app/styles/spacing.css"]
  .map((file) => fs.readFileSync(path.join(root, file), "utf8"))
  .join("\n");
const hasClass = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

/** The stored admin pages (admin-only, TTL 0). */
const ADMIN_SEED_URIS = [
  "/admin/companies",
  "/admin/crm",
  "/admin/crm/leads",
  "/admin/educators",
  "/admin/success-stories",
  "/admin/jobs",
  "/admin/jobs/openings",
  "/admin/spot/record",
];
const LIVE_ADMIN_URIS = ["/admin", "/admin/cms", "/admin/spot", "/service/status"];

const EXPECTED_URIS = [
  "/",
  "/interview-prep/ai-mock-interview",
  "/course/product-management-course",
  "/course/ui-ux-design-course",
  "/course/data-analyst-course",
  "/course/business-analyst-course",
  "/course/generative-ai-course",
  "/reviews",
  "/for-companies",
  "/about-us",
  "/manifesto",
  "/contact-us",
  "/events",
  "/policy/tos",
  "/policy/privacy-policy",
  // Issue 35: the footer's Mentors and Refund Policy links (docs/decisions/051)
  "/mentorship/mentors",
  "/policy/refund-policy",
  "/my-courses",
  "/orders",
  "/my-referrals",
  "/coupons",
  "/my-calendar",
  "/scale/enrol",
  "/user/profile",
  ...ADMIN_SEED_URIS,
  "/course-dashboard/data-analyst",
  "/course-dashboard/data-analyst/nav",
  "/course-dashboard/data-analyst/pane",
  "/course-dashboard/product-management",
  "/contest/weekly-sql",
  "/modal-demo",
  "/modal-demo/details",
  "/workshops/sql-basics",
  "/subscriptions",
  "/mentorship/product-management",
  "/apply/fellowship",
  "/scale/onboarding",
  // Issue 16 (docs/decisions/019)
  "/join-program",
  "/onboarding/welcome",
  "/onboarding/goals",
  "/onboarding/done",
  "/register/status",
  "/course-invite/pm-cohort-7-mentor",
  "/course-invite/genai-bootcamp-team",
];
/** Pages of the BFF's own (not served from the page store) that seeded pages link to. */
const BFF_PAGE_URIS = ["/user/connections"];
/** Practice pages the platform builds as they are asked (routes/practice-pages.ts, sandbox/list-page.ts). */
const LIVE_PRACTICE_URIS = [
  "/practice",
  "/online-compiler",
  "/online-compiler/python",
  "/sandboxes",
];
/** Pages for one user: never cached (TTL 0). */
const PERSONAL_URIS = new Set([
  "/my-courses",
  "/orders",
  "/my-referrals",
  "/coupons",
  "/my-calendar",
  "/user/profile",
  ...ADMIN_SEED_URIS,
]);
const BUTTON_STYLES = new Set(["primary", "secondary", "text"]);

let platform: RunningPlatform;
const data = makeDataDir();
const pages = new Map<string, { raw: { cells: unknown[] }; page: PageResponse }>();

beforeAll(async () => {
  platform = await start(data.dir, false);
  // An admin may see every page, the guarded ones included.
  const admin = bearer(await devSignIn(platform.url, "admin@example.com"));
  for (const seed of seedPages) {
    const res = await postPage(platform.url, seed.uri, undefined, admin);
    expect(res.status, seed.uri).toBe(200);
    pages.set(seed.uri, {
      raw: res.body as { cells: unknown[] },
      page: pageResponseSchema.parse(res.body),
    });
  }
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

/** Every array in the input, by path, with its length. */
function arrayLengths(value: unknown, at = "", out = new Map<string, number>()) {
  if (Array.isArray(value)) {
    out.set(at, value.length);
    value.forEach((item, i) => arrayLengths(item, `${at}[${i}]`, out));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) arrayLengths(item, `${at}.${key}`, out);
  }
  return out;
}

/** Walks every value, calling visit(key, value) for each property. */
function walk(value: unknown, visit: (key: string, value: unknown) => void) {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      walk(item, visit);
    }
  }
}

const forEachPage = (fn: (uri: string, page: PageResponse) => void) => {
  for (const [uri, { page }] of pages) fn(uri, page);
};

describe("seeded pages", () => {
  it("are exactly the seeded pages", () => {
    expect(seedPages.map((p) => p.uri).sort()).toEqual([...EXPECTED_URIS].sort());
    expect(seedPages.find((p) => p.uri === "/")?.aliases).toEqual(["/home"]);
  });

  it("answer 200 and parse with pageResponseSchema, dropping no cell", () => {
    forEachPage((uri, page) => {
      expect(page.cells.length, uri).toBe(pages.get(uri)!.raw.cells.length);
      expect(page.pageData.title, uri).toBeTruthy();
      if (PERSONAL_URIS.has(uri)) expect(page.cacheInfo?.TTL, uri).toBe(0);
      else expect(page.cacheInfo?.TTL, uri).toBeGreaterThan(0);
    });
  });

  it("every component cell resolves to a registered widget with valid data", () => {
    const problems: string[] = [];
    forEachPage((uri, page) => {
      for (const cell of page.cells.filter((c) => c.cellType === "CELL_COMPONENT")) {
        const resolved = resolveWidget(cell);
        if (resolved.status !== "ok") {
          problems.push(`${uri} ${cell.id}: ${JSON.stringify(resolved)}`);
          continue;
        }
        // A tolerant list drops bad items quietly: every list must come out as long as it went in.
        const before = arrayLengths(cell.componentData);
        const after = arrayLengths(resolved.data);
        for (const [at, length] of before) {
          if (after.get(at) !== length) {
            problems.push(`${uri} ${cell.id}: ${at} had ${length} items, ${after.get(at)} remain`);
          }
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it("use several widget kinds and view types across the site", () => {
    const kinds = new Set<string>();
    forEachPage((_uri, page) => {
      for (const c of page.cells) {
        if (c.componentType) kinds.add(`${c.componentType}:${c.componentData?.viewType ?? "-"}`);
      }
    });
    const kindNames = new Set([...kinds].map((k) => k.split(":")[0]));
    for (const kind of [
      "PAGE_TITLE",
      "HEADER_TEXT",
      "BANNER",
      "IMAGE",
      "BUTTON_LIST",
      "TAG_LIST",
      "RICH_TEXT",
      "STATS",
      "TABS_NAV",
      "CARD_LIST",
      "FAQ",
      "TESTIMONIALS",
      "TABLE",
      "LOGO_STRIP",
      "TIMELINE",
    ]) {
      expect(kindNames.has(kind), kind).toBe(true);
    }
    for (const look of [
      "PAGE_TITLE:DEFAULT",
      "PAGE_TITLE:PAGE_TITLE_V2",
      "PAGE_TITLE:PAGE_TITLE_MEDIA_CARD",
      "PAGE_TITLE:WITH_BORDER_LINE",
      "BANNER:BIG_CARD",
      "BANNER:ANCHOR_BUTTON",
      "BANNER:ANNOUNCEMENT_HIGHLIGHT",
      "BANNER:IMAGE_ON_RIGHT",
      "BANNER:FULL_BLEED_BACKGROUND",
      "CARD_LIST:HORIZONTAL",
      "CARD_LIST:DYNAMIC_WIDTH",
      "CARD_LIST:CARD_WITH_BACKGROUND",
      "CARD_LIST:IMAGE_CARD",
    ]) {
      expect(kinds.has(look), look).toBe(true);
    }
  });
});

describe("seeded cell trees", () => {
  it("are well formed: parents exist, components are leaves, spans fill rows of 12", () => {
    forEachPage((uri, page) => {
      const byId = new Map(page.cells.map((c) => [c.id, c]));
      expect(byId.size, `${uri}: unique ids`).toBe(page.cells.length);
      // Cell ids become element ids, so they must be usable as such (and as "#id" targets).
      for (const id of byId.keys()) expect(id, uri).toMatch(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/);
      for (const cell of page.cells) {
        if (cell.parentId === undefined) continue;
        const parent = byId.get(cell.parentId);
        expect(parent, `${uri} ${cell.id}: parent`).toBeDefined();
        expect(parent?.cellType, `${uri} ${cell.id}: parent kind`).not.toBe("CELL_COMPONENT");
      }
      for (const container of page.cells.filter((c) => c.cellType === "CELL_CONTAINER")) {
        const children = page.cells.filter((c) => c.parentId === container.id);
        expect(children.length, `${uri} ${container.id}`).toBeGreaterThan(0);
        const total = children.reduce((sum, c) => sum + (c.span || 12), 0);
        expect(total % 12, `${uri} ${container.id}: spans ${total}`).toBe(0);
        expect(container.numColumns, `${uri} ${container.id}: numColumns`).toBe(children.length);
        expect(["ROW", "COLUMN"]).toContain(container.alignment);
      }
    });
  });

  it("course pages start with a TABS_NAV whose targets are the page's section ids", () => {
    const coursePages = [...pages.keys()].filter((uri) => uri.startsWith("/course/"));
    expect(coursePages).toHaveLength(5);
    for (const uri of coursePages) {
      const page = pages.get(uri)!.page;
      const first = page.cells[0] as Cell;
      expect(first.componentType, uri).toBe("TABS_NAV");
      const sectionIds = new Set(
        page.cells.filter((c) => c.cellType === "CELL_SECTION").map((c) => c.id),
      );
      const tabs = (first.componentData as { tabs: Array<{ targetId: string }> }).tabs;
      expect(tabs.length).toBeGreaterThanOrEqual(4);
      for (const tab of tabs)
        expect(sectionIds.has(tab.targetId), `${uri} #${tab.targetId}`).toBe(true);
    }
  });

  it("layouts use spacing classes and palette keys that exist in the stylesheets", () => {
    const problems: string[] = [];
    forEachPage((uri, page) => {
      for (const cell of page.cells) {
        for (const key of [
          ...(cell.layout?.paddingKeys ?? []),
          ...(cell.layout?.marginKeys ?? []),
        ]) {
          if (!hasClass(key)) problems.push(`${uri} ${cell.id}: ${key}`);
        }
      }
      walk(page.cells, (key, value) => {
        if (key !== "bgKey" || typeof value !== "string") return;
        if (!BUTTON_STYLES.has(value) && !hasClass(`bg-${value}`))
          problems.push(`${uri}: bg-${value}`);
      });
    });
    expect(problems).toEqual([]);
  });
});

describe("seeded links and images", () => {
  const links = () => {
    const out: Array<{ uri: string; target: string }> = [];
    forEachPage((uri, page) =>
      walk([page.cells, page.pageData], (key, value) => {
        const action = value as { type?: string; uri?: string } | undefined;
        if (key === "action" && action?.type === "NAVIGATION" && action.uri) {
          out.push({ uri, target: action.uri });
        }
      }),
    );
    return out;
  };

  it("every internal path is a seeded page and every #anchor a cell of its page", () => {
    // The live admin pages (cms/admin-pages.ts) are built as they are answered, not seeded.
    const known = new Set([
      ...seedPages.flatMap((p) => [p.uri, ...p.aliases]),
      ...LIVE_ADMIN_URIS,
      ...BFF_PAGE_URIS,
      ...LIVE_PRACTICE_URIS,
    ]);
    const problems: string[] = [];
    for (const { uri, target } of links()) {
      if (!target.startsWith("/") && !target.startsWith("#")) continue;
      const [pathPart, anchor] = target.split("#");
      const targetUri = pathPart ? normalisePageUri(pathPart) : uri;
      if (!known.has(targetUri)) problems.push(`${uri} -> ${target}: no such page`);
      const targetPage = pages.get(targetUri === "/home" ? "/" : targetUri)?.page;
      if (anchor && !targetPage?.cells.some((c) => c.id === anchor)) {
        problems.push(`${uri} -> ${target}: no cell "${anchor}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("use internal paths, #anchors and exactly one external web link", () => {
    const all = links().map((l) => l.target);
    expect(all.some((t) => t.startsWith("#"))).toBe(true);
    expect(all.some((t) => t.startsWith("/"))).toBe(true);
    expect(new Set(all.filter((t) => /^https?:/.test(t)))).toEqual(
      new Set(["https://www.linkedin.com/"]),
    );
  });

  it("every image is a file in public/images", () => {
    const missing = new Set<string>();
    forEachPage((_uri, page) =>
      walk(page.cells, (key, value) => {
        if (key !== "url" || typeof value !== "string") return;
        expect(value.startsWith("/images/"), value).toBe(true);
        if (!fs.existsSync(path.join(root, "public", value))) missing.add(value);
      }),
    );
    expect([...missing]).toEqual([]);
  });

  it("mention no prices", () => {
    const text = JSON.stringify(seedPages);
    expect(text).not.toMatch(/[₹$€£]|\b(INR|USD|Rs\.?)\s?\d|\bprice/i);
  });
});
