import { createRemixStub } from "@remix-run/testing";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { AppConfigContext, defaultAppConfig } from "~/config/app-config";
import type { ActionResult } from "~/shared/action-result";
import { schemaOf } from "~/widgets/schemas.server";
import type { WidgetDefinition } from "~/widgets/types";
import { cellFor } from "../content/harness";
import { renderAllToHtml } from "../../../support/render";

/**
 * Renders a widget as the page does after a plain (no-JavaScript) post: the route's action data
 * is the form's result, so the fields show their errors and the typed text again.
 */
export async function renderAfterPost(def: WidgetDefinition, data: unknown, result: ActionResult) {
  const parsed = schemaOf(def).parse(data);
  const { Component } = def;
  const Stub = createRemixStub([
    {
      id: "page",
      path: "/",
      action: () => result,
      Component: () => (
        <AppConfigContext.Provider value={defaultAppConfig}>
          <AuthenticityTokenProvider token="test-csrf-token">
            <Component data={parsed} cell={cellFor(def, data)} />
          </AuthenticityTokenProvider>
        </AppConfigContext.Provider>
      ),
    },
  ]);
  return renderAllToHtml(
    <Stub initialEntries={["/"]} hydrationData={{ actionData: { page: result } }} />,
  );
}
