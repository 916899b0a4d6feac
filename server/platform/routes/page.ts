import { z } from "zod";
import { checkPageAccess } from "../auth/page-access";
import type { Session } from "../auth/session";
import type { CellJson, PageRecord, PageRepository } from "../db/pages";
import type { FormDefinition } from "../db/records";
import type { UserRecord } from "../db/users";
import { HttpError } from "../http/json";
import { parseBody } from "../http/validation";
import { normalisePageUri } from "../page-uri";
import { widgetFields } from "../seed/forms";
import { personalisePage } from "./personalise";

export const MAX_PAGE_URI_LENGTH = 2048;

/** Spec 01 section 7.2: POST /api/v1/page {pageUri, context}. */
export const pageRequestSchema = z.object(
  {
    pageUri: z
      .string({
        required_error: "pageUri is required",
        invalid_type_error: "pageUri must be a string",
      })
      .max(MAX_PAGE_URI_LENGTH, `pageUri must be at most ${MAX_PAGE_URI_LENGTH} characters`)
      .startsWith("/", "pageUri must be a path starting with /"),
    context: z
      .record(z.string({ invalid_type_error: "context values must be strings" }), {
        invalid_type_error: "context must be an object of strings",
      })
      .nullish(),
  },
  { required_error: "Body is required", invalid_type_error: "Body must be a JSON object" },
);

/** Spec 01 section 3: the page response. cacheInfo.TTL is in seconds. */
export function toPageResponse(page: PageRecord): Record<string, unknown> {
  return {
    // extra first: the core fields below can never be overridden by it.
    ...page.extra,
    pageId: page.id,
    cells: page.cells,
    pageData: page.pageData,
    showCellSeparator: page.showCellSeparator,
    cacheInfo: { TTL: page.ttl },
    // Stored pages only: what the page editor sends back with each edit (docs/contract.md).
    ...(page.version === undefined ? {} : { pageVersion: page.version }),
  };
}

/** Where pages come from beside the stored ones (the account pages). */
export interface PageSources {
  /** A page that exists only for its user (/order/{orderId}); undefined when it is not theirs. */
  virtualPage?(uri: string, user: UserRecord): PageRecord | undefined;
  /** Database-backed changes to a stored page for the user asking (/orders, /coupons). */
  personalise?(page: PageRecord, user: UserRecord): PageRecord;
  /** A page built for whoever asks, visitors too (the practice pages); undefined: not one. */
  generatedPage?(
    uri: string,
    user: UserRecord | undefined,
    context: Record<string, string>,
  ): PageRecord | undefined;
  /**
   * A page always built from the database as it is answered, looked up before the stored pages
   * (the admin dashboard: a stored copy from an older seed never shadows it).
   */
  livePage?(uri: string, user: UserRecord | undefined): PageRecord | undefined;
  /** A form's stored definition: FORM cells showing it get its current fields and version. */
  formOf?(formId: string): FormDefinition | undefined;
}

/**
 * FORM cells whose formId has a stored definition show that definition as it is now (fields,
 * rules, formVersion), so the form editor's changes reach every page showing the form. The
 * fields are built as the seed builds them (seed/forms.ts widgetFields): one source.
 */
function withStoredForms(page: PageRecord, formOf: PageSources["formOf"]): PageRecord {
  if (!formOf) return page;
  const definitions = new Map<string, FormDefinition | undefined>();
  const definitionOf = (formId: string) => {
    if (!definitions.has(formId)) definitions.set(formId, formOf(formId));
    return definitions.get(formId);
  };
  let changed = false;
  const cells = page.cells.map((cell): CellJson => {
    if (cell.componentType !== "FORM") return cell;
    const data = (cell.componentData ?? {}) as Record<string, unknown>;
    const definition = typeof data.formId === "string" ? definitionOf(data.formId) : undefined;
    if (!definition) return cell;
    changed = true;
    const fields = widgetFields(definition);
    return { ...cell, componentData: { ...data, fields, formVersion: definition.version ?? 1 } };
  });
  return changed ? { ...page, cells } : page;
}

/**
 * The page for this caller: personal pages need a session (checked before the lookup, so their
 * existence is not revealed), and some pages address the signed-in user.
 */
export function answerPage(
  pages: PageRepository,
  body: unknown,
  session?: Session,
  sources: PageSources = {},
): Record<string, unknown> {
  const request = parseBody(pageRequestSchema, body);
  const uri = normalisePageUri(request.pageUri);
  checkPageAccess(uri, session);
  const user = session?.user;
  const stored =
    sources.livePage?.(uri, user) ??
    pages.findPageByUri(uri) ??
    (user && sources.virtualPage?.(uri, user)) ??
    sources.generatedPage?.(uri, user, request.context ?? {});
  if (!stored) throw new HttpError(404, { errorMessage: "Page not found" });
  const page = personalisePage(withStoredForms(stored, sources.formOf), user);
  return toPageResponse(user && sources.personalise ? sources.personalise(page, user) : page);
}
