import { lazy } from "react";

/**
 * The page editor is a chunk of its own (React.lazy): only an admin in edit mode loads it, so no
 * learner's page carries it (tests/budget). The page route wraps it in a <Suspense> boundary whose
 * fallback is the plain page: the server renders the editor whole (the no-JavaScript editor), the
 * browser hydrates it when its chunk is there, and after a client navigation the plain page shows
 * meanwhile.
 */
export const PageEditorLayer = lazy(() =>
  import("./PageEditorLayer").then((m) => ({ default: m.PageEditorLayer })),
);
