import { addPartsReady, documentParsed } from "~/shared/page-parts-ready";
import { deferredPart } from "~/ui/lazy-part";
import * as serverParts from "./root-auth-parts.server";

/**
 * The root's login dialog and no-access state, each a chunk of its own (app/ui/lazy-part.tsx):
 * most visits show neither, so the first load of a page does not carry the login panel. On the
 * server `eager` holds them; in the browser it is empty, and a part loads when it shows.
 */
const eager: Partial<typeof serverParts> = serverParts;

export const LoginDialog = deferredPart(eager.LoginDialog, () =>
  import("./LoginDialog").then((m) => m.LoginDialog),
);
export const AccessGate = deferredPart(eager.AccessGate, () =>
  import("./AccessGate").then((m) => m.AccessGate),
);

// Evaluated with the root's module, before entry.client hydrates (page-parts-ready.ts): the parts
// the server's HTML shows are loaded first, so hydration runs in one pass.
if (typeof document !== "undefined") {
  addPartsReady(
    documentParsed().then(() =>
      Promise.allSettled([
        document.querySelector("[data-login-dialog]") ? LoginDialog.preload() : undefined,
        document.querySelector("[data-access]") ? AccessGate.preload() : undefined,
      ]),
    ),
  );
}
