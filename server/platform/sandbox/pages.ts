import { LANGUAGE_LABELS, type LanguageId } from "~/contract/code-values";
import { SANDBOX_EMBED_PREFIX, SANDBOX_PAGE_PREFIX } from "~/contract/sandbox-values";
import type { PageRecord } from "../db/pages";
import type { SandboxRecord } from "../db/sandboxes";
import type { UserRecord } from "../db/users";
import { component, layout, page, section } from "../seed/builders";
import { band, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../seed/common";
import { isAuthor, type SandboxService } from "./service";

/**
 * The sandbox pages, built for whoever asks (personal, TTL 0: authors see their draft and the
 * publish button, learners the published files): /web-sandbox/{slug}, /codesandbox/embed/{slug},
 * /web-sandbox/shared/{shareId} and the lesson that embeds one, /web-sandbox/embed-demo. Their
 * look (checkout-style, or no header and footer for embeds) is the route's, in the BFF.
 */

/** The languages the PLAYGROUND picker offers: those the platform's own pool runs. */
const PLAYGROUND_LANGUAGES: LanguageId[] = ["python3", "javascript12", "sqlite", "psql"];

/** The lesson page that embeds a sandbox in an iframe (the SANDBOX_EMBED widget). */
const EMBED_DEMO_SLUG = "embed-demo";
const EMBED_DEMO_SANDBOX = "landing-page";

function sandboxData(sandbox: SandboxRecord) {
  return {
    sandboxId: sandbox.id,
    title: sandbox.title,
    sandboxType: sandbox.sandboxType,
    files: sandbox.files,
    entryFile: sandbox.entryFile,
    languageId: sandbox.languageId,
    ...(sandbox.problemId ? { problemId: sandbox.problemId } : {}),
    ...(sandbox.problemMetadata ? { problemMetadata: sandbox.problemMetadata } : {}),
    ...(sandbox.sandboxType === "PLAYGROUND"
      ? {
          languages: PLAYGROUND_LANGUAGES.map((languageId) => ({
            languageId,
            label: LANGUAGE_LABELS[languageId],
          })),
        }
      : {}),
    publishedAt: sandbox.publishedAt,
  };
}

/** The author's publish button (CMS_CODE_SANDBOX_PUBLISH names its sandbox in context.data). */
function publishBar(sandboxId: string) {
  return section("sandbox-publish", { layout: band("surface", "s") }, [
    component("BUTTON_LIST", {
      label: "Author actions",
      alignment: "RIGHT",
      buttonDataList: [
        {
          buttonText: "Publish",
          bgColorData: { bgKey: "primary" },
          action: { type: "CMS_CODE_SANDBOX_PUBLISH", context: { data: { sandboxId } } },
        },
      ],
    }),
  ]);
}

function sandboxPageOf(
  uri: string,
  id: string,
  title: string,
  fields: Record<string, unknown>,
  embed: boolean,
): PageRecord {
  const author = fields.canPublish === true;
  return page(
    {
      id,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title,
        description: `${title}: a code sandbox.`,
        pageName: embed ? "Code Sandbox Embed" : "Code Sandbox",
        marketing: false,
      }),
    },
    [
      ...(author ? [publishBar(String(fields.sandboxId))] : []),
      section("sandbox", { layout: embed ? layout({ bg: "white" }) : band("white", "s") }, [
        component("SANDBOX", { ...fields, ...(embed ? { embed: true } : {}) }),
      ]),
    ],
  );
}

function ownPage(
  uri: string,
  sandbox: SandboxRecord,
  user: UserRecord | undefined,
  service: SandboxService,
  embed: boolean,
): PageRecord {
  const author = isAuthor(user) && !embed;
  const draft = author ? service.draftOf(sandbox.id) : undefined;
  return sandboxPageOf(
    uri,
    `${embed ? "sandbox-embed" : "sandbox"}-${sandbox.slug}`,
    sandbox.title,
    {
      ...sandboxData(sandbox),
      ...(author ? { canPublish: true } : {}),
      ...(draft
        ? {
            authorDraft: {
              files: draft.files,
              savedAt: draft.savedAt,
              ...(draft.problemMetadata ? { problemMetadata: draft.problemMetadata } : {}),
            },
          }
        : {}),
    },
    embed,
  );
}

function sharedPage(uri: string, shareId: string, service: SandboxService): PageRecord | undefined {
  const share = service.findShare(shareId);
  const original = share && service.findSandbox(share.sandboxId);
  if (!share || !original) return undefined;
  return sandboxPageOf(
    uri,
    `sandbox-shared-${share.id}`,
    `${original.title} (shared copy)`,
    {
      ...sandboxData(original),
      sandboxType: share.sandboxType,
      files: share.files,
      readOnly: true,
      shared: { shareId: share.id, forkPath: `${SANDBOX_PAGE_PREFIX}${original.slug}` },
    },
    false,
  );
}

function embedDemoPage(uri: string): PageRecord {
  return page(
    {
      id: "sandbox-embed-demo",
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: "Build a landing page",
        description: "A lesson with a live sandbox embedded in it.",
        pageName: "Code Sandbox Lesson",
        marketing: false,
      }),
    },
    [
      section("embed-demo-title", { layout: band("surface", "s") }, [
        component("PAGE_TITLE", {
          viewType: "WITH_BORDER_LINE",
          superText: "Lesson 3 · HTML and CSS",
          title: "Build a landing page",
          subtitle: "Change the headline or the colours and watch the preview update.",
        }),
      ]),
      section("embed-demo-lesson", { layout: band("white", "s") }, [
        component("RICH_TEXT", {
          blocks: [
            {
              kind: "paragraph",
              text: "A landing page has one job: get the visitor to act. Ours has a headline, three plans and one button.",
            },
            {
              kind: "list",
              items: [
                "Edit the h1 in index.html to make the promise sharper.",
                "Change --brand in styles.css to your own colour.",
                "Click a plan in the preview: script.js logs it to the console.",
              ],
            },
          ],
        }),
        component("SANDBOX_EMBED", {
          title: "Landing page sandbox",
          src: `${SANDBOX_EMBED_PREFIX}${EMBED_DEMO_SANDBOX}`,
        }),
      ]),
    ],
  );
}

/** The sandbox page of this address, or undefined when it is not one. */
export function sandboxPage(
  uri: string,
  user: UserRecord | undefined,
  service: SandboxService,
): PageRecord | undefined {
  const parts = uri.split("/").slice(1);
  if (parts[0] === "web-sandbox" && parts[1] === "shared" && parts[2] && parts.length === 3) {
    return sharedPage(uri, parts[2], service);
  }
  const embed = parts[0] === "codesandbox" && parts[1] === "embed";
  const slug = embed ? parts[2] : parts[0] === "web-sandbox" ? parts[1] : undefined;
  if (!slug || parts.length !== (embed ? 3 : 2)) return undefined;
  if (!embed && slug === EMBED_DEMO_SLUG) return embedDemoPage(uri);
  const sandbox = service.findBySlug(slug);
  return sandbox ? ownPage(uri, sandbox, user, service, embed) : undefined;
}
