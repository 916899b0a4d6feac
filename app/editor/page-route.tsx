import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { pageMeta, PageRouteComponent } from "~/page/PageRoute";
import type { PageRouteData } from "~/shared/frame-pages";
import { editorStylesheet, PageEditorLayer } from "./editor-parts";
import { EditSwitch } from "./EditSwitch";

/**
 * The page routes' component (index and catch-all): the page, and for an admin the edit switch;
 * in edit mode (the loader's `editor`) the page editor around it, from its own chunk (until it
 * is there the server's HTML stays, or the plain page shows: editor-parts.ts). The root's user is
 * read directly: every import here is in the first load of every page (tests/budget).
 */
export function EditablePageRoute() {
  const data = useLoaderData<PageRouteData>();
  const root = useRouteLoaderData("root") as { user?: { isAdmin?: boolean } | null } | undefined;
  if (data.editor) {
    return (
      <Suspense fallback={<PageRouteComponent />}>
        <PageEditorLayer editor={data.editor} page={data.page}>
          <PageRouteComponent />
        </PageEditorLayer>
      </Suspense>
    );
  }
  return (
    <>
      <PageRouteComponent />
      {root?.user?.isAdmin ? <EditSwitch /> : null}
    </>
  );
}

/** The page's head, and in edit mode the editor's stylesheet: the server renders the editor. */
export const editablePageMeta: MetaFunction = (args) => {
  const tags = pageMeta(args);
  const editing = Boolean((args.data as Partial<PageRouteData> | undefined)?.editor);
  return editing ? [...tags, { tagName: "link", rel: "stylesheet", href: editorStylesheet }] : tags;
};
