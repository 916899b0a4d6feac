import { lazyPart } from "~/ui/lazy-part";

/**
 * The header's profile menu is a chunk of its own (app/ui/lazy-part.tsx): only a logged-in user
 * sees it, so an anonymous first visit does not carry it.
 */
export const ProfileMenu = lazyPart(() => import("./ProfileMenu").then((m) => m.ProfileMenu));
