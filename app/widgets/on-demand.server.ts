/**
 * The widget components that load on demand in the browser (on-demand.ts), imported eagerly for
 * the server's render. The browser build replaces this module with an empty one.
 */
export { FormWidget } from "./form/FormWidget";
export { TabsNav } from "./tabs-nav/TabsNav";
export { Table } from "./table/Table";
export { Timeline } from "./timeline/Timeline";
export { VideoWidget } from "./video/VideoWidget";
export { CodeEditorWidget } from "./code-editor/CodeEditorWidget";
export { StandaloneCompilerWidget } from "./standalone-compiler/StandaloneCompilerWidget";
export { SandboxWidget } from "./sandbox/SandboxWidget";
export { SandboxEmbedWidget } from "./sandbox-embed/SandboxEmbedWidget";
export { RichText } from "./rich-text/RichText";
