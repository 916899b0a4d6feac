import { EDIT_MODE_PARAM } from "../../../app/contract/editor-values";
import { SANDBOX_PAGE_PREFIX } from "../../../app/contract/sandbox-values";
import type { Clock } from "../clock";
import type { CatalogRepository } from "../db/catalog";
import type { ContentOverview } from "../db/content-overview";
import type { PageEditRepository } from "../db/page-edits";
import type { CellJson, PageRecord, PageRepository } from "../db/pages";
import type { FormDefinition } from "../db/records";
import type { UserRecord } from "../db/users";
import { component, page, section, type SeedCell } from "../seed/builders";
import { band, heading, navigate, pageData, PERSONAL_PAGE_TTL_SECONDS, tag } from "../seed/common";
import type { RecordingLinks } from "./recording";
import { editorName } from "./service";

/**
 * The admin pages built from the database as they are answered (docs/contract.md, "Admin
 * editors"): /admin (pages, forms, sandboxes, recent edits), /admin/cms (the content list),
 * /admin/spot (a fresh one-time recording link), /service/status and `{page}/builder` for any
 * stored page. The platform answers them only to admins (auth/page-access.ts); they carry no
 * pageVersion, so the page editor leaves them alone. Other admin pages are stored seed pages.
 */

export interface AdminPageDeps {
  pages: PageRepository;
  edits: PageEditRepository;
  catalog: CatalogRepository;
  overview: ContentOverview;
  recordings: RecordingLinks;
  clock: Clock;
}

/** How many edits the dashboard lists. */
export const RECENT_EDITS_SHOWN = 10;
const BUILDER_SUFFIX = "/builder";

/** The admin areas the dashboard links to. */
const AREAS: ReadonlyArray<[title: string, subText: string, route: string]> = [
  ["Content", "Pages and forms of the site, with edit links.", "/admin/cms"],
  ["Companies", "Hiring partners and their openings.", "/admin/companies"],
  ["CRM", "Learner leads and follow-ups.", "/admin/crm"],
  ["Educators", "Mentors, instructors and authors.", "/admin/educators"],
  ["Success stories", "Reviews and placement stories.", "/admin/success-stories"],
  ["Jobs", "Job posts shown to learners.", "/admin/jobs"],
  ["Spot recordings", "A one-time link to record the site on another device.", "/admin/spot"],
  ["Service status", "What the platform holds and how it is doing.", "/service/status"],
];

/** "2025-03-04 18:30 UTC": the same for every admin, whatever their time zone. */
const when = (iso: string | undefined) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "never";

const editLink = (uri: string) => `${uri}?${EDIT_MODE_PARAM}=1`;

function adminPage(id: string, uri: string, title: string, description: string, tree: SeedCell[]) {
  const built = page(
    {
      id,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({ title, description, pageName: title, marketing: false }),
    },
    tree,
  );
  return built as PageRecord;
}

function titleSection(id: string, superText: string, text: string, subText: string) {
  return section(id, { layout: band("surface", "s") }, [
    component("HEADER_TEXT", { textData: { superText, text, subText }, textSize: 1 }),
  ]);
}

const componentCells = (cells: readonly CellJson[]) =>
  cells.filter((cell) => cell.cellType === "CELL_COMPONENT");

/** formId → the stored pages whose FORM cells show it. */
function formPlaces(deps: AdminPageDeps): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const { id, uri } of deps.pages.listPages()) {
    for (const cell of componentCells(deps.pages.findPageById(id)?.cells ?? [])) {
      const formId = (cell.componentData as { formId?: unknown } | undefined)?.formId;
      if (cell.componentType !== "FORM" || typeof formId !== "string") continue;
      places.set(formId, [...new Set([...(places.get(formId) ?? []), uri])]);
    }
  }
  return places;
}

/** The stored pages, each a card that opens it in the page editor. */
function pageCards(deps: AdminPageDeps) {
  const lastEditor = new Map<string, string>();
  for (const edit of deps.edits.recent(200)) {
    if (!lastEditor.has(edit.pageId)) lastEditor.set(edit.pageId, edit.by.name);
  }
  return deps.pages
    .listPages()
    .filter((stored) => !isLivePage(stored.uri))
    .map((stored) => {
      const by = lastEditor.get(stored.id);
      return {
        superText: `Version ${stored.version ?? 1}`,
        title: stored.uri,
        subText: `Last change ${when(stored.updatedAt)}${by ? ` by ${by}` : ""}`,
        action: navigate(editLink(stored.uri)),
        bgColorData: { bgKey: "surface" },
      };
    });
}

function formCards(forms: readonly FormDefinition[], places: Map<string, string[]>) {
  return forms.flatMap((form) => {
    const shownOn = places.get(form.id) ?? [];
    const about = `${form.fields.length} fields · version ${form.version ?? 1}`;
    if (shownOn.length === 0) {
      return [{ superText: form.id, title: form.title, subText: `${about} · on no page` }];
    }
    return shownOn.map((uri) => ({
      superText: form.id,
      title: `Edit ${form.title}`,
      subText: `${about} · on ${uri}`,
      action: navigate(editLink(uri)),
      tags: [tag("Form")],
    }));
  });
}

function cardList(cards: Array<Record<string, unknown>>, numColumns = 3) {
  return component("CARD_LIST", { viewType: "CARD_WITH_BACKGROUND", numColumns, cards });
}

function dashboard(user: UserRecord, deps: AdminPageDeps): PageRecord {
  const forms = deps.catalog.listForms();
  const places = formPlaces(deps);
  const pages = pageCards(deps);
  const sandboxes = deps.overview.sandboxes();
  const recent = deps.edits.recent(RECENT_EDITS_SHOWN);
  return adminPage("admin", "/admin", "Admin", "Pages, forms, sandboxes and recent edits.", [
    titleSection(
      "admin-title",
      "Admin",
      "Admin dashboard",
      `Signed in as ${editorName(user)}. ${pages.length} pages, ${forms.length} forms and ` +
        `${sandboxes.length} sandboxes.`,
    ),
    section("admin-areas", { layout: band("white", "s") }, [
      cardList(
        AREAS.map(([title, subText, route]) => ({
          superText: route,
          title,
          subText,
          action: navigate(route),
          bgColorData: { bgKey: "surface" },
        })),
        4,
      ),
    ]),
    section(
      "admin-recent-edits",
      { header: heading("Recent edits", { size: 3 }), layout: band("surface", "s") },
      [
        component("TABLE", {
          caption: `The ${RECENT_EDITS_SHOWN} most recent edits across pages`,
          columns: [
            { key: "at", title: "When" },
            { key: "by", title: "Who" },
            { key: "page", title: "Page" },
            { key: "version", title: "Version" },
            { key: "summary", title: "What" },
          ],
          rows: recent.map((edit) => ({
            at: when(edit.at),
            by: edit.by.name,
            page: edit.pageUri,
            version: edit.version,
            summary: edit.summary,
          })),
        }),
      ],
    ),
    section(
      "admin-pages",
      {
        header: heading("Pages", { size: 3, subText: "Open a page in the page editor." }),
        layout: band("white", "s"),
      },
      [cardList(pages)],
    ),
    section(
      "admin-forms",
      { header: heading("Forms", { size: 3 }), layout: band("surface", "s") },
      [
        component("TABLE", {
          caption: "Form definitions",
          columns: [
            { key: "id", title: "Form" },
            { key: "title", title: "Title" },
            { key: "version", title: "Version" },
            { key: "fields", title: "Fields" },
            { key: "pages", title: "Shown on" },
          ],
          rows: forms.map((form) => ({
            id: form.id,
            title: form.title,
            version: form.version ?? 1,
            fields: form.fields.length,
            pages: (places.get(form.id) ?? []).join(", ") || "no page",
          })),
        }),
        ...(forms.length ? [cardList(formCards(forms, places))] : []),
      ],
    ),
    section(
      "admin-sandboxes",
      { header: heading("Sandboxes", { size: 3 }), layout: band("white", "s") },
      sandboxes.length
        ? [
            cardList(
              sandboxes.map((sandbox) => ({
                superText: sandbox.sandboxType,
                title: sandbox.title,
                subText:
                  `${SANDBOX_PAGE_PREFIX}${sandbox.slug} · version ${sandbox.version}, ` +
                  `published ${when(sandbox.publishedAt)}` +
                  (sandbox.hasDraft ? " · a draft is waiting" : ""),
                action: navigate(`${SANDBOX_PAGE_PREFIX}${sandbox.slug}`),
                bgColorData: { bgKey: "surface" },
              })),
            ),
          ]
        : [component("HEADER_TEXT", { textData: { text: "No sandboxes yet." }, textSize: 4 })],
    ),
  ]);
}

function contentList(deps: AdminPageDeps): PageRecord {
  const forms = deps.catalog.listForms();
  const places = formPlaces(deps);
  return adminPage("admin-cms", "/admin/cms", "Content", "Every page and form, with edit links.", [
    titleSection(
      "cms-title",
      "Admin · Content",
      "Pages and forms",
      "Open a page to edit its cells, or the page that shows a form to edit its fields.",
    ),
    section(
      "cms-forms",
      { header: heading("Forms", { size: 3 }), layout: band("white", "s") },
      forms.length
        ? [cardList(formCards(forms, places))]
        : [component("HEADER_TEXT", { textData: { text: "No forms yet." }, textSize: 4 })],
    ),
    section("cms-pages", { header: heading("Pages", { size: 3 }), layout: band("surface", "s") }, [
      cardList(pageCards(deps)),
    ]),
  ]);
}

function spotPage(user: UserRecord, deps: AdminPageDeps): PageRecord {
  const link = deps.recordings.mint(user.id);
  return adminPage(
    "admin-spot",
    "/admin/spot",
    "Spot recordings",
    "Record a walkthrough of the site on another device.",
    [
      titleSection(
        "spot-title",
        "Admin · Spot",
        "Spot recordings",
        "Open the link on the device that records: it signs that device in as you, once.",
      ),
      section("spot-link", { layout: band("white", "s") }, [
        cardList(
          [
            {
              superText: "One-time link",
              title: "Open the recording link",
              subText: `Works once, until ${when(link.expiresAt)}. Opening this page again makes a new one.`,
              action: navigate(link.path),
              bgColorData: { bgKey: "surface" },
            },
          ],
          1,
        ),
        component("RICH_TEXT", {
          blocks: [
            { kind: "paragraph", text: "Or copy it to the recording device:" },
            { kind: "paragraph", text: link.path },
          ],
        }),
      ]),
    ],
  );
}

function statusPage(deps: AdminPageDeps): PageRecord {
  const counts = deps.overview.counts();
  const checked = when(new Date(deps.clock()).toISOString());
  return adminPage("service-status", "/service/status", "Service status", "Platform status.", [
    titleSection("status-title", "Service", "Service status", `All systems normal · ${checked}`),
    section("status-figures", { layout: band("white", "s") }, [
      component("STATS", {
        items: [
          { value: counts.pages, label: "Pages" },
          { value: counts.forms, label: "Forms" },
          { value: counts.users, label: "Users", subLabel: `${counts.admins} admins` },
          { value: counts.pageEdits, label: "Page edits kept" },
        ],
        showDividers: true,
      }),
      component("TABLE", {
        caption: "Services",
        columns: [
          { key: "service", title: "Service" },
          { key: "state", title: "State" },
          { key: "detail", title: "Detail" },
        ],
        rows: [
          {
            service: "Page API",
            state: "Operational",
            detail: `${counts.pages} pages, ${counts.cells} cells`,
          },
          {
            service: "Forms",
            state: "Operational",
            detail: `${counts.forms} forms, ${counts.formSubmissions} submissions`,
          },
          {
            service: "Sandboxes",
            state: "Operational",
            detail: `${counts.sandboxes} published`,
          },
          { service: "Database", state: "Operational", detail: "SQLite, write-ahead log" },
        ],
      }),
    ]),
  ]);
}

/** `{page}/builder`: the stored page's outline, with the way into the page editor. */
function builderPage(stored: PageRecord, uri: string): PageRecord {
  const title = String(stored.pageData.title ?? stored.uri);
  const sections = stored.cells.filter((cell) => cell.parentId === undefined);
  const widgetsUnder = (id: string): CellJson[] => {
    const children = stored.cells.filter((cell) => cell.parentId === id);
    return children.flatMap((cell) =>
      cell.cellType === "CELL_COMPONENT" ? [cell] : widgetsUnder(cell.id),
    );
  };
  return adminPage(`builder-${stored.id}`, uri, `Builder: ${title}`, `The outline of ${title}.`, [
    titleSection(
      "builder-title",
      "Builder",
      title,
      `${stored.uri} · version ${stored.version ?? 1}`,
    ),
    section("builder-outline", { layout: band("white", "s") }, [
      component("STATS", {
        items: [
          { value: sections.length, label: "Sections" },
          { value: componentCells(stored.cells).length, label: "Widgets" },
          { value: stored.version ?? 1, label: "Version" },
        ],
        showDividers: true,
      }),
      component("TABLE", {
        caption: "Sections in page order",
        columns: [
          { key: "section", title: "Section" },
          { key: "heading", title: "Heading" },
          { key: "widgets", title: "Widgets" },
        ],
        rows: sections.map((cell) => ({
          section: cell.id,
          heading:
            (cell.header as { textData?: { text?: string } } | undefined)?.textData?.text ?? "",
          widgets: widgetsUnder(cell.id)
            .map((widget) => String(widget.componentType))
            .join(", "),
        })),
      }),
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [
          {
            buttonText: "Open in the page editor",
            bgColorData: { bgKey: "primary" },
            action: navigate(editLink(stored.uri)),
          },
          {
            buttonText: "View the page",
            bgColorData: { bgKey: "secondary" },
            action: navigate(stored.uri),
          },
        ],
      }),
    ]),
  ]);
}

const LIVE_PAGES = new Set(["/admin", "/admin/cms", "/admin/spot", "/service/status"]);

/** Whether the platform builds this address at answer time (a stored copy never shadows it). */
export function isLivePage(uri: string): boolean {
  return LIVE_PAGES.has(uri) || uri.endsWith(BUILDER_SUFFIX);
}

/** The live admin page at `uri` for an admin; undefined when it is none (or the user no admin). */
export function adminLivePage(
  uri: string,
  user: UserRecord | undefined,
  deps: AdminPageDeps,
): PageRecord | undefined {
  if (!user?.isAdmin || !isLivePage(uri)) return undefined;
  switch (uri) {
    case "/admin":
      return dashboard(user, deps);
    case "/admin/cms":
      return contentList(deps);
    case "/admin/spot":
      return spotPage(user, deps);
    case "/service/status":
      return statusPage(deps);
    default: {
      const target = uri.slice(0, -BUILDER_SUFFIX.length) || "/";
      const stored = deps.pages.findPageByUri(target);
      return stored ? builderPage(stored, uri) : undefined;
    }
  }
}
