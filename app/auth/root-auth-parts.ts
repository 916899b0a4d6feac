import { lazyPart } from "~/ui/lazy-part";

/**
 * The root's login dialog and no-access state, each a chunk of its own (app/ui/lazy-part.tsx):
 * most visits show neither, so the first load of a page does not carry the login panel.
 */
export const LoginDialog = lazyPart(() => import("./LoginDialog").then((m) => m.LoginDialog));
export const AccessGate = lazyPart(() => import("./AccessGate").then((m) => m.AccessGate));
