import { lazy } from "react";
import { loadStylesheets } from "~/page/load-stylesheets";
import editorStylesheet from "./editor.css";

/**
 * The page editor is a chunk of its own (React.lazy): only an admin in edit mode loads it, so no
 * learner's page carries it (tests/budget). The page route wraps it in a <Suspense> boundary whose
 * fallback is the plain page: the server renders the editor whole (the no-JavaScript editor), the
 * browser hydrates it when its chunk is there, and after a client navigation the plain page shows
 * meanwhile. Its stylesheet is its own too (decision 075): after a client navigation the editor
 * shows once both have arrived; a document load links it in the head (page-route.tsx).
 */
export const PageEditorLayer = lazy(() => {
  const styled = loadStylesheets([editorStylesheet]);
  return import("./PageEditorLayer").then(async (m) => {
    await styled;
    return { default: m.PageEditorLayer };
  });
});

export { editorStylesheet };
