import { defineWidget } from "../types";

/** The sandbox (spec 02 sections 2 and 3): a chunk of its own; runners and CodeMirror load inside it. */
export const sandboxWidget = defineWidget({
  kind: "SANDBOX",
  load: () => import("./SandboxWidget").then((m) => m.SandboxWidget),
});
