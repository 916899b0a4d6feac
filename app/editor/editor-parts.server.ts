/** The page editor for the server's render (app/ui/lazy-part.tsx: `eager`). */
export { PageEditorLayer } from "./PageEditorLayer";
