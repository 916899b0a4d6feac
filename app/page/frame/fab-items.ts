import type { FabData, FabItem } from "~/contract/frame";
import { FAB_MENU_LIMIT } from "~/contract/values";
import { isSafeHref } from "~/actions/link-target";

export interface FabGroups {
  /** PAGE_FAB items shown, at most FAB_MENU_LIMIT (further items are dropped). */
  actions: FabItem[];
  /** How many PAGE_FAB items were dropped by the limit. */
  dropped: number;
  /** The first FRESHDESK item with a safe url: the support widget launcher. */
  support: (FabItem & { url: string }) | undefined;
}

/** A PAGE_FAB needs something to show (text or icon); untyped items are PAGE_FABs. */
function isPageFab(item: FabItem): boolean {
  return (!item.type || item.type === "PAGE_FAB") && !!(item.buttonText?.trim() || item.icon);
}

/** Splits fabData into the FAB menu (capped at 6) and the support widget; unknown types are ignored. */
export function groupFabItems(fabData: FabData | undefined): FabGroups {
  const items = fabData?.items ?? [];
  const pageFabs = items.filter(isPageFab);
  const support = items.find(
    (item): item is FabItem & { url: string } =>
      item.type === "FRESHDESK" && !!item.url && isSafeHref(item.url),
  );
  return {
    actions: pageFabs.slice(0, FAB_MENU_LIMIT),
    dropped: Math.max(0, pageFabs.length - FAB_MENU_LIMIT),
    support,
  };
}
