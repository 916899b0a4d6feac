import { lazyPart } from "~/ui/lazy-part";
import * as serverComponents from "./on-demand.server";

/**
 * Widget kinds that only some pages use (forms, the video player, tables, timelines, tabs, rich
 * text): each is a chunk the browser loads when a page shows one (app/ui/lazy-part.tsx, spec 01
 * section 3).
 * The kinds of most content pages (titles, banners, cards, stats, …) stay in the page bundle.
 * A chunk that fails to load leaves the cell empty (the cell's error boundary contains it).
 */
const eager: Partial<typeof serverComponents> = serverComponents;

export const FormWidget = lazyPart(eager.FormWidget, () =>
  import("./form/FormWidget").then((m) => m.FormWidget),
);
export const VideoWidget = lazyPart(eager.VideoWidget, () =>
  import("./video/VideoWidget").then((m) => m.VideoWidget),
);
export const Table = lazyPart(eager.Table, () => import("./table/Table").then((m) => m.Table));
export const Timeline = lazyPart(eager.Timeline, () =>
  import("./timeline/Timeline").then((m) => m.Timeline),
);
export const TabsNav = lazyPart(eager.TabsNav, () =>
  import("./tabs-nav/TabsNav").then((m) => m.TabsNav),
);
export const CodeEditorWidget = lazyPart(eager.CodeEditorWidget, () =>
  import("./code-editor/CodeEditorWidget").then((m) => m.CodeEditorWidget),
);
export const StandaloneCompilerWidget = lazyPart(eager.StandaloneCompilerWidget, () =>
  import("./standalone-compiler/StandaloneCompilerWidget").then((m) => m.StandaloneCompilerWidget),
);
export const SandboxWidget = lazyPart(eager.SandboxWidget, () =>
  import("./sandbox/SandboxWidget").then((m) => m.SandboxWidget),
);
export const SandboxEmbedWidget = lazyPart(eager.SandboxEmbedWidget, () =>
  import("./sandbox-embed/SandboxEmbedWidget").then((m) => m.SandboxEmbedWidget),
);
export const RichText = lazyPart(eager.RichText, () =>
  import("./rich-text/RichText").then((m) => m.RichText),
);
