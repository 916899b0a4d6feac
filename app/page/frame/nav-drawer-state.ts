/** The navigation drawer's view types and open state (./NavDrawer.tsx, a part of its own). */
export type NavDrawerViewType = "NAVIGATION_STRIP" | "NAV_DRAWER_REGULAR" | "NAV_DRAWER_SMALL";

/** An unknown view type is the regular drawer. */
export function navDrawerViewType(raw: string | undefined): NavDrawerViewType {
  return raw === "NAVIGATION_STRIP" || raw === "NAV_DRAWER_SMALL" ? raw : "NAV_DRAWER_REGULAR";
}

export interface NavDrawerState {
  open: boolean;
  setOpen: (open: boolean) => void;
}
