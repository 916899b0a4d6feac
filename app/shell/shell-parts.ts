import { addPartsReady, documentParsed } from "~/shared/page-parts-ready";
import { deferredPart } from "~/ui/lazy-part";
import * as serverParts from "./shell-parts.server";

/**
 * The header's profile menu is a chunk of its own (app/ui/lazy-part.tsx): only a logged-in user
 * sees it, so an anonymous first visit does not carry it (docs/decisions/022). Before hydration
 * it is loaded when the server's HTML shows it; after a login in this tab it shows once its chunk
 * is there.
 */
const eager: Partial<typeof serverParts> = serverParts;

export const ProfileMenu = deferredPart(eager.ProfileMenu, () =>
  import("./ProfileMenu").then((m) => m.ProfileMenu),
);

/** The header's account slot holds the profile menu (Header.tsx). */
export const ACCOUNT_MENU_MARKER = "data-account-menu";

// Evaluated with the header's module, before entry.client hydrates (page-parts-ready.ts).
if (typeof document !== "undefined") {
  addPartsReady(
    documentParsed().then(() =>
      document.querySelector(`[${ACCOUNT_MENU_MARKER}]`) ? ProfileMenu.preload() : undefined,
    ),
  );
}
