import { defineWidget } from "../types";

/** A lesson's framed sandbox (SANDBOX_EMBED, /codesandbox/embed/*): a small chunk of its own. */
export const sandboxEmbedWidget = defineWidget({
  kind: "SANDBOX_EMBED",
  load: () => import("./SandboxEmbedWidget").then((m) => m.SandboxEmbedWidget),
});
