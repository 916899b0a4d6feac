import { createRemixStub } from "@remix-run/testing";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { expect } from "vitest";
import { AppConfigContext, defaultAppConfig } from "~/config/app-config";
import { cellSchema, type Cell } from "~/contract";
import type { RootAuth } from "~/shared/login-state";
import { EMPTY_LOGIN_STATE } from "~/shared/login-state";
import { ACCOUNT_KINDS, entriesOf } from "../family-kit";
import { resolveWidget, schemaOf, withWidget } from "~/widgets/schemas.server";
import type { WidgetDefinition } from "~/widgets/types";
import { WidgetCell } from "~/page/WidgetCell";
import { renderAllToHtml } from "../../../support/render";

/** Shared checks of the account family's widget tests (not a test file itself). */

export const HOSTILE_TEXT = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
export const HOSTILE_URL = "javascript:alert(1)";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

export function definitionOf(kind: string): WidgetDefinition {
  const def = entriesOf(ACCOUNT_KINDS).find((d) => d.kind === kind);
  if (!def) throw new Error(`${kind} is not in the account catalogue`);
  return def;
}

export function componentCell(kind: string, componentData: unknown): Cell {
  return cellSchema.parse({
    id: "cell-1",
    cellType: "CELL_COMPONENT",
    componentType: kind,
    componentData,
  });
}

export function accepts(kind: string, componentData: unknown): boolean {
  return schemaOf(definitionOf(kind)).safeParse(componentData).success;
}

export function parse<T>(kind: string, componentData: unknown): T {
  return schemaOf(definitionOf(kind)).parse(componentData) as T;
}

export interface RenderOptions {
  /** The root loader's login data (logged out by default). */
  auth?: Partial<RootAuth>;
  /** The address the page is rendered at (default "/"). */
  url?: string;
  /** The page action's answer, as after a post without JavaScript. */
  actionData?: unknown;
}

/**
 * Resolves through the registry and renders inside the cell frame, as CellGrid does, under a
 * root route whose loader data is `auth` (what useRootAuth reads) at `url`.
 */
export async function renderCell(
  kind: string,
  componentData: unknown,
  options: RenderOptions = {},
) {
  const cell = componentCell(kind, componentData);
  const resolved = resolveWidget(cell);
  if (resolved.status !== "ok") {
    throw new Error(`${kind} did not resolve: ${JSON.stringify(resolved)}`);
  }
  const url = options.url ?? "/";
  const pathname = url.split("?")[0];
  const root: RootAuth = {
    user: null,
    csrfToken: "test-csrf-token",
    userStateHash: null,
    login: EMPTY_LOGIN_STATE,
    loggedOut: null,
    ...options.auth,
  };
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      Component: () => (
        <AppConfigContext.Provider value={defaultAppConfig}>
          <AuthenticityTokenProvider token="test-csrf-token">
            <WidgetCell cell={withWidget(cell)} />
          </AuthenticityTokenProvider>
        </AppConfigContext.Provider>
      ),
      children: pathname === "/" ? [] : [{ path: pathname.slice(1), Component: () => null }],
    },
  ]);
  return renderAllToHtml(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { root },
        ...(options.actionData === undefined ? {} : { actionData: { root: options.actionData } }),
      }}
    />,
  );
}

/** No markup injected and no script URL in any attribute. */
export function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img src=x/i);
  expect(html).not.toMatch(/\s(href|src|srcset|action|formaction)="\s*javascript:/i);
}

export function expectRejected(kind: string, componentData: unknown) {
  expect(accepts(kind, componentData)).toBe(false);
  expect(resolveWidget(componentCell(kind, componentData)).status).toBe("invalid");
}

/** The attribute values of every element matching a tag in the HTML, e.g. all hrefs. */
export function attrs(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((m) => m[1]);
}
