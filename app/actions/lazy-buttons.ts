import { lazyPart } from "~/ui/lazy-part";

/**
 * Buttons of action types that only a few pages carry (CMS_CODE_SANDBOX_PUBLISH on an author's
 * sandbox page, DOWNLOAD, the login and logout buttons of a page, the interview's start): a chunk
 * each (app/ui/lazy-part.tsx), so that every other page's bundle does not carry them.
 */
export const SandboxPublishButton = lazyPart(() =>
  import("./SandboxPublishButton").then((m) => m.SandboxPublishButton),
);
export const DownloadForm = lazyPart(() => import("./DownloadForm").then((m) => m.DownloadForm));
export const AccountActionButton = lazyPart(() =>
  import("./AccountActionButton").then((m) => m.AccountActionButton),
);
export const InterviewStartForm = lazyPart(() =>
  import("./InterviewStartForm").then((m) => m.InterviewStartForm),
);
