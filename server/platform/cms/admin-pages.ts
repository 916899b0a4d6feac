import type { PageRecord, CellJson } from "../db/pages";
import type { UserRecord } from "../db/users";
import { component, section } from "../seed/builders";
import { band, navigate } from "../seed/common";
import {
  adminPage,
  BUILDER_SUFFIX,
  cardList,
  componentCells,
  editLink,
  isLivePage,
  titleSection,
  when,
  type AdminPageDeps,
} from "./admin-page-parts";
import { contentList, dashboard } from "./admin-dashboard";

/**
 * The admin pages built from the database as they are answered (docs/contract.md, "Admin
 * editors"): /admin (pages, forms, sandboxes, recent edits), /admin/cms (the content list),
 * /admin/spot (a fresh one-time recording link), /service/status and `{page}/builder` for any
 * stored page. The platform answers them only to admins (auth/page-access.ts); they carry no
 * pageVersion, so the page editor leaves them alone. Other admin pages are stored seed pages.
 */

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
