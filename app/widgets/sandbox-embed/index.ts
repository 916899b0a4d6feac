import { defineWidget } from "~/widgets/types";
import { SandboxEmbedWidget } from "../on-demand";

/** A lesson's framed sandbox (SANDBOX_EMBED, /codesandbox/embed/*): a small chunk of its own. */
export const sandboxEmbedWidget = defineWidget({
  kind: "SANDBOX_EMBED",
  Component: SandboxEmbedWidget,
});
