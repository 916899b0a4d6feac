import { Island, islandPart } from "~/ui/island";
import { isHydrating } from "~/ui/hydration";
import type { AnnouncementBarProps } from "./AnnouncementBar";
import * as serverBar from "./announcement-bar.server";

const eager: Partial<typeof serverBar> = serverBar;

/** The bar's chunk (with the action runtime its buttons run); page-parts.ts preloads it. */
export const announcementBarPart = islandPart<AnnouncementBarProps>(eager.AnnouncementBar, () =>
  import("./AnnouncementBar").then((m) => m.preloadLazyButtons().then(() => m.AnnouncementBar)),
);

/**
 * Spec 01 section 2.3's announcement bar. A first visit hydrates it as an island
 * (app/ui/island.tsx): its buttons' action runtime loads when someone points at or tabs into it,
 * so a first visit to "/" does not carry that runtime (docs/decisions/022).
 */
export function AnnouncementBarIsland(props: AnnouncementBarProps) {
  if (!props.bar?.text?.trim()) return null;
  return <Island part={announcementBarPart} props={props} asIsland={isHydrating()} />;
}
