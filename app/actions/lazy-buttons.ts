import { lazyPart } from "~/ui/lazy-part";
import * as serverButtons from "./lazy-buttons.server";

/**
 * Buttons of action types that only a few pages carry (CMS_CODE_SANDBOX_PUBLISH on an author's
 * sandbox page): a chunk each, so that every other page's bundle does not carry them.
 */
const eager: Partial<typeof serverButtons> = serverButtons;

export const SandboxPublishButton = lazyPart(eager.SandboxPublishButton, () =>
  import("./SandboxPublishButton").then((m) => m.SandboxPublishButton),
);
