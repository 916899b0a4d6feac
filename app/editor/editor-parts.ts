import { lazy } from "react";
import * as serverParts from "./editor-parts.server";

/**
 * The page editor is a chunk of its own: only an admin in edit mode loads it, so no learner's
 * page carries it (tests/budget). On the server `eager` holds it and the page is rendered whole
 * (the no-JavaScript editor); in the browser `eager` is empty and the chunk loads when the editor
 * shows. The page route wraps it in a Suspense boundary: hydration keeps the server's HTML of
 * the page until the chunk is there, and after a client navigation the plain page shows
 * meanwhile. Plain React.lazy rather than app/ui/lazy-part.tsx: these few lines are in every
 * page's first load.
 */
const eager: Partial<typeof serverParts> = serverParts;

export const PageEditorLayer =
  eager.PageEditorLayer ??
  lazy(() => import("./PageEditorLayer").then((m) => ({ default: m.PageEditorLayer })));
