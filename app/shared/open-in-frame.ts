import type { ServerAction } from "~/contract";
import {
  closeModalHref,
  drawerPageHref,
  modalHref,
  navDrawerHref,
  type FrameOpenState,
  type ModalProps,
} from "~/shared/frame-url";

/** modalProps.viewType that opens the page in the level-2 drawer instead of a modal. */
export const NAV_DRAWER_PRESENTATION = "NAV_DRAWER";

function modalPropsOf(action: ServerAction): Partial<ModalProps> {
  const props = action.modalProps as
    { viewType?: string; hideCloseOption?: boolean; onClose?: string } | undefined;
  const viewType =
    props?.viewType === "BOTTOM_ALIGNED_SHEET" || props?.viewType === "RIGHT_ALIGNED"
      ? props.viewType
      : "DEFAULT";
  const onClose =
    action.refreshOnModalClose || props?.onClose === "RELOAD"
      ? "RELOAD"
      : props?.onClose === "GO_BACK"
        ? "GO_BACK"
        : undefined;
  return { viewType, hideCloseOption: props?.hideCloseOption === true, onClose };
}

/**
 * Where a NAVIGATION action with openInModal goes: the current address with the target page in
 * its modal (or, for modalProps.viewType NAV_DRAWER, its level-2 drawer), and the location state
 * that lets closing go back. Undefined for every other action.
 */
export function framedTarget(
  action: ServerAction,
  target: { pathname: string; search: string },
  location: { pathname: string; search: string },
): { to: string; state: FrameOpenState } | undefined {
  if (!action.openInModal) return undefined;
  const current = `${location.pathname}${location.search}`;
  const page = `${target.pathname}${target.search}`;
  const props = action.modalProps as { viewType?: string } | undefined;
  if (props?.viewType === NAV_DRAWER_PRESENTATION) {
    const to = drawerPageHref(current, page);
    return { to, state: { frameOpenedFrom: navDrawerHref(current, false) } };
  }
  return {
    to: modalHref(current, page, modalPropsOf(action)),
    state: { frameOpenedFrom: closeModalHref(current) },
  };
}
