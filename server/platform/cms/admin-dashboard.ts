import { SANDBOX_PAGE_PREFIX } from "~/contract/sandbox-values";
import type { PageRecord } from "../db/pages";
import type { FormDefinition } from "../db/records";
import type { UserRecord } from "../db/users";
import { component, section } from "../seed/builders";
import { band, heading, linkCard, navigate, tag } from "../seed/common";
import {
  adminPage,
  cardList,
  editLink,
  emptyNote,
  isLivePage,
  titleSection,
  when,
  type AdminPageDeps,
} from "./admin-page-parts";
import { editorName } from "./service";
import { plural } from "~/contract/plural";

/** The admin dashboard (/admin) and the content list (/admin/cms), built as they are answered. */

/** "1 form", "2 forms", "3 sandboxes". */
const counted = (n: number, word: string) =>
  plural(n, word, word.endsWith("x") ? `${word}es` : `${word}s`);

/** How many edits the dashboard lists. */
export const RECENT_EDITS_SHOWN = 10;

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

export function dashboard(user: UserRecord, deps: AdminPageDeps): PageRecord {
  const forms = deps.catalog.listForms();
  const places = deps.pages.formPlaces();
  const pages = pageCards(deps);
  const sandboxes = deps.overview.sandboxes();
  const recent = deps.edits.recent(RECENT_EDITS_SHOWN);
  return adminPage("admin", "/admin", "Admin", "Pages, forms, sandboxes and recent edits.", [
    titleSection(
      "admin-title",
      "Admin",
      "Admin dashboard",
      `Signed in as ${editorName(user)}. ${counted(pages.length, "page")}, ` +
        `${counted(forms.length, "form")} and ${counted(sandboxes.length, "sandbox")}.`,
    ),
    section("admin-areas", { layout: band("white", "s") }, [
      cardList(
        AREAS.map(([title, subText, route]) => linkCard(route, title, subText)),
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
        : [emptyNote("No sandboxes yet.")],
    ),
  ]);
}

export function contentList(deps: AdminPageDeps): PageRecord {
  const forms = deps.catalog.listForms();
  const places = deps.pages.formPlaces();
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
      forms.length ? [cardList(formCards(forms, places))] : [emptyNote("No forms yet.")],
    ),
    section("cms-pages", { header: heading("Pages", { size: 3 }), layout: band("surface", "s") }, [
      cardList(pageCards(deps)),
    ]),
  ]);
}
