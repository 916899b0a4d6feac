import { Island, islandPart } from "~/ui/island";
import { isHydrating } from "~/ui/hydration";
import type { FooterProps } from "./Footer";
import * as serverFooter from "./footer.server";

const eager: Partial<typeof serverFooter> = serverFooter;

const footerPart = islandPart<FooterProps>(eager.Footer, () =>
  import("./Footer").then((m) => m.Footer),
);

/**
 * The footer: links and, for a logged-in user, the logout form. A first visit hydrates it as an
 * island (app/ui/island.tsx): its code (the link columns) loads when someone points at or tabs
 * into it, or when the user changes, so a first visit does not carry it (docs/decisions/022).
 */
export function FooterIsland(props: FooterProps) {
  return <Island part={footerPart} props={props} asIsland={isHydrating()} />;
}
