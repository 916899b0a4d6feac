import { lazyPart } from "~/ui/lazy-part";
import * as serverButtons from "./lazy-buttons.server";

/**
 * Buttons of action types that only a few pages carry (CMS_CODE_SANDBOX_PUBLISH on an author's
 * sandbox page, DOWNLOAD, the login and logout buttons of a page, the interview's start): a chunk
 * each, so that every other page's bundle does not carry them. A page showing one waits for its
 * chunk inside the cell's boundary (the server's HTML stays until then).
 */
const eager: Partial<typeof serverButtons> = serverButtons;

export const SandboxPublishButton = lazyPart(eager.SandboxPublishButton, () =>
  import("./SandboxPublishButton").then((m) => m.SandboxPublishButton),
);
export const DownloadForm = lazyPart(eager.DownloadForm, () =>
  import("./DownloadForm").then((m) => m.DownloadForm),
);
export const AccountActionButton = lazyPart(eager.AccountActionButton, () =>
  import("./AccountActionButton").then((m) => m.AccountActionButton),
);
export const InterviewStartForm = lazyPart(eager.InterviewStartForm, () =>
  import("./InterviewStartForm").then((m) => m.InterviewStartForm),
);

/**
 * Loads every one of these buttons' chunks (they are small): an island going live
 * (app/ui/island.tsx) renders its buttons at once, with no gap where one would wait for its chunk.
 */
export function preloadLazyButtons(): Promise<void> {
  return Promise.allSettled(
    [SandboxPublishButton, DownloadForm, AccountActionButton, InterviewStartForm].map((button) =>
      button.preload(),
    ),
  ).then(() => undefined);
}
