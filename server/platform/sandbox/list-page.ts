import { LANGUAGE_LABELS, isLanguageId } from "~/contract/code-values";
import { MY_SANDBOXES_PATH, MY_SANDBOXES_TEXTS } from "~/contract/my-sandboxes";
import { SANDBOX_PAGE_PREFIX, type SandboxType } from "~/contract/sandbox-values";
import type { PageRecord } from "../db/pages";
import type { UserRecord } from "../db/users";
import { component, page, section } from "../seed/builders";
import {
  band,
  button,
  cardGrid,
  navigate,
  pageData,
  PERSONAL_PAGE_TTL_SECONDS,
  tag,
} from "../seed/common";
import type { SandboxService } from "./service";

/** Ours (issue 44): the page that lists the sandboxes, reachable from the header's Practice. */
export const SANDBOXES_PAGE = "/sandboxes";

/** What each type of sandbox is, in a learner's words. */
const TYPE_TEXT: Record<SandboxType, string> = {
  WEB: "Web page: HTML, CSS and JavaScript with a live preview",
  PLAYGROUND: "Project: several files, run on our servers",
  LOCAL_SQL: "SQL: queries on a database in your browser",
  JUPYTER_NOTEBOOK: "Notebook: Python cells run one by one",
  PYTHON: "Python: a script with its input",
};

const languageText = (languageId: string | undefined) =>
  languageId && isLanguageId(languageId) ? LANGUAGE_LABELS[languageId] : undefined;

const pathOf = (slug: string) => `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(slug)}`;

/**
 * /sandboxes (personal, TTL 0): every published sandbox to start from, as cards that open it;
 * for a signed-in learner, "My sandboxes" (where they ran, shared or saved code, the latest
 * first, as /user/sandboxes lists them), else a way to log in.
 */
export function sandboxesPage(
  uri: string,
  user: UserRecord | undefined,
  service: SandboxService,
): PageRecord | undefined {
  if (uri !== SANDBOXES_PAGE) return undefined;
  const templates = service.templates().map((sandbox) => ({
    superText: TYPE_TEXT[sandbox.sandboxType] ?? sandbox.sandboxType,
    title: sandbox.title,
    subText: sandbox.problemMetadata?.title ?? languageText(sandbox.languageId) ?? "",
    tags: sandbox.problemMetadata ? [tag("Problem", "yellow-light")] : [],
    action: navigate(pathOf(sandbox.slug)),
    bgColorData: { bgKey: "surface" },
  }));
  const mine = user ? service.mine(user.id).sandboxes.slice(0, 6) : [];
  return page(
    {
      id: "sandboxes",
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: "Sandboxes",
        description: "Code sandboxes: web pages, Python projects, SQL and notebooks.",
        pageName: "Sandboxes",
        marketing: false,
      }),
    },
    [
      section("sandboxes-title", { layout: band("surface", "s") }, [
        component("PAGE_TITLE", {
          viewType: "WITH_BORDER_LINE",
          superText: "Practice",
          title: "Sandboxes",
          subtitle: "Open one, change it and run it. Your changes stay in this browser.",
        }),
      ]),
      section("sandbox-templates", { layout: band("white", "s") }, [
        component("CARD_LIST", cardGrid(templates)),
      ]),
      section("my-sandboxes", { layout: band("surface", "s") }, [
        component("HEADER_TEXT", {
          textData: {
            text: MY_SANDBOXES_TEXTS.title,
            subText: user
              ? mine.length
                ? MY_SANDBOXES_TEXTS.intro
                : MY_SANDBOXES_TEXTS.empty
              : "Log in to see the sandboxes you ran, shared or saved code in.",
          },
          textSize: 3,
          buttonDataList: [
            user
              ? button("All my sandboxes", MY_SANDBOXES_PATH, "secondary")
              : button("Log in", `${SANDBOXES_PAGE}?login=1`, "secondary"),
          ],
        }),
        ...(mine.length
          ? [
              component(
                "CARD_LIST",
                cardGrid(
                  mine.map((row) => ({
                    title: row.title,
                    subText: languageText(row.languageId) ?? TYPE_TEXT[row.sandboxType],
                    action: navigate(row.path),
                    bgColorData: { bgKey: "white" },
                  })),
                ),
              ),
            ]
          : []),
      ]),
    ],
  );
}
