import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { LANGUAGE_LABELS, isLanguageId } from "~/contract/code-values";
import { type MySandbox, type SandboxType } from "~/contract/sandbox";
import { MY_SANDBOXES_TEXTS } from "~/contract/my-sandboxes";
import { accessOf, callUpstreamAsUser } from "../auth.server";
import { appendSetCookie, sessionCookies } from "../session.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** What a sandbox of no language runs (the WEB preview, the browser's SQLite). */
const TYPE_LANGUAGE: Partial<Record<SandboxType, string>> = {
  WEB: "HTML, CSS and JavaScript",
  LOCAL_SQL: "SQL (SQLite)",
  JUPYTER_NOTEBOOK: "Python 3 notebook",
};

/** One row of /user/sandboxes, as the page shows it. */
export interface MySandboxRow {
  sandboxId: string;
  title: string;
  language: string;
  /** ISO 8601, for `<time dateTime>`. */
  changedAt: string;
  /** "2026-11-28 14:05 UTC": the same text on the server and in the browser. */
  changedText: string;
  path: string;
}

export interface MySandboxesPage {
  sandboxes: MySandboxRow[];
  loadError?: string;
}

function changedText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function rowOf(sandbox: MySandbox): MySandboxRow {
  const languageId = sandbox.languageId;
  const language =
    (isLanguageId(languageId) ? LANGUAGE_LABELS[languageId] : undefined) ??
    TYPE_LANGUAGE[sandbox.sandboxType as SandboxType] ??
    "Code";
  return {
    sandboxId: sandbox.sandboxId,
    title: sandbox.title,
    language,
    changedAt: sandbox.changedAt,
    changedText: changedText(sandbox.changedAt),
    path: sandbox.path,
  };
}

/**
 * GET /user/sandboxes (login required, like every /user/* page): the learner's sandboxes from
 * the upstream (`mySandboxes`, docs/contract.md "My sandboxes"), rendered on the server.
 */
export async function loadMySandboxes(request: Request, context: AppLoadContext) {
  const auth = context.session.auth;
  const url = new URL(request.url);
  if (accessOf(url.pathname, auth) !== "ok") {
    // The root shows the no-access state and the login panel in this page's place (root.tsx).
    const headers = new Headers(NO_STORE);
    appendSetCookie(headers, ...(await sessionCookies(auth.session)));
    return data<MySandboxesPage>({ sandboxes: [] }, { status: 401, headers });
  }
  const { result, settlement } = await callUpstreamAsUser(context, (upstream) =>
    upstream.checkedCall("mySandboxes", { body: {} }),
  );
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...settlement.setCookies);
  if (settlement.kind === "ended") throw redirect(url.pathname, { headers });
  const page: MySandboxesPage = result.ok
    ? { sandboxes: result.data.sandboxes.map(rowOf) }
    : { sandboxes: [], loadError: MY_SANDBOXES_TEXTS.loadFailed };
  return data(page, { headers });
}
