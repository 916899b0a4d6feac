/**
 * The action buttons only some pages show, imported eagerly for the server's render (see
 * app/ui/lazy-part.tsx). The browser build replaces this module with an empty one: there each
 * button is a chunk of its own (lazy-buttons.ts).
 */
export { SandboxPublishButton } from "./SandboxPublishButton";
export { DownloadForm } from "./DownloadForm";
export { AccountActionButton } from "./AccountActionButton";
export { InterviewStartForm } from "./InterviewStartForm";
