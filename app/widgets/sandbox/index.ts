import { defineWidget } from "~/widgets/types";
import { SandboxWidget } from "../on-demand";

/** The sandbox (spec 02 sections 2 and 3): a chunk of its own; runners and CodeMirror load inside it. */
export const sandboxWidget = defineWidget({
  kind: "SANDBOX",
  Component: SandboxWidget,
});
