import { safeReturnPath } from "~/shared/login-url";

/**
 * The frame's state that lives in the address (spec 01 section 2.1: a modal page and a
 * navigation-drawer page are part of it), so it renders on the server, survives a reload and can
 * be shared:
 *   ?modal=/path          a page opened in a modal (modalView, modalHideClose, modalOnClose: its props)
 *   ?drawer=/path         a page opened in a drawer (the level-2 drawer)
 *   ?drawer=open          the page's own navigation drawer, open (the no-JavaScript toggle)
 * None of these is part of the main page's context.
 */
export const MODAL_PARAM = "modal";
export const MODAL_VIEW_PARAM = "modalView";
export const MODAL_HIDE_CLOSE_PARAM = "modalHideClose";
export const MODAL_ON_CLOSE_PARAM = "modalOnClose";
export const DRAWER_PARAM = "drawer";
export const DRAWER_OPEN = "open";

const MODAL_PARAMS = [MODAL_PARAM, MODAL_VIEW_PARAM, MODAL_HIDE_CLOSE_PARAM, MODAL_ON_CLOSE_PARAM];
export const FRAME_PARAMS: readonly string[] = [...MODAL_PARAMS, DRAWER_PARAM];

export const MODAL_VIEW_TYPES = ["BOTTOM_ALIGNED_SHEET", "RIGHT_ALIGNED"] as const;
export type ModalViewType = (typeof MODAL_VIEW_TYPES)[number] | "DEFAULT";
export type ModalOnClose = "RELOAD" | "GO_BACK";

export interface ModalProps {
  viewType: ModalViewType;
  hideCloseOption: boolean;
  onClose?: ModalOnClose;
}

/** Set as the location state by links that open a frame page, so closing can go back instead. */
export interface FrameOpenState {
  frameOpenedFrom?: string;
}

export interface FrameAddress {
  modal?: { path: string; props: ModalProps };
  /** A page shown in the level-2 drawer. */
  drawerPage?: string;
  /** The page's navigation drawer is open (only matters where it can be closed). */
  drawerOpen: boolean;
}

/** A same-site page path (with its own query, without hash) or undefined. */
export function framePagePath(raw: string | null | undefined): string | undefined {
  const safe = safeReturnPath(raw, "");
  if (!safe) return undefined;
  const url = new URL(safe, "http://x.invalid");
  // A framed page never opens frames of its own: one level only.
  for (const name of FRAME_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

function modalViewOf(raw: string | null): ModalViewType {
  return (MODAL_VIEW_TYPES as readonly string[]).includes(raw ?? "")
    ? (raw as ModalViewType)
    : "DEFAULT";
}

function onCloseOf(raw: string | null): ModalOnClose | undefined {
  return raw === "RELOAD" || raw === "GO_BACK" ? raw : undefined;
}

export function frameAddressOf(search: URLSearchParams | string): FrameAddress {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const address: FrameAddress = { drawerOpen: false };
  const modalPath = framePagePath(query.get(MODAL_PARAM));
  if (modalPath) {
    address.modal = {
      path: modalPath,
      props: {
        viewType: modalViewOf(query.get(MODAL_VIEW_PARAM)),
        hideCloseOption: query.get(MODAL_HIDE_CLOSE_PARAM) === "1",
        onClose: onCloseOf(query.get(MODAL_ON_CLOSE_PARAM)),
      },
    };
  }
  const drawer = query.get(DRAWER_PARAM);
  if (drawer === DRAWER_OPEN) address.drawerOpen = true;
  else {
    const drawerPath = framePagePath(drawer);
    if (drawerPath) address.drawerPage = drawerPath;
  }
  return address;
}

function edit(pathAndSearch: string, change: (query: URLSearchParams) => void): string {
  const url = new URL(pathAndSearch, "http://x.invalid");
  change(url.searchParams);
  return `${url.pathname}${url.search}`;
}

/** The query without the frame's parameters: the main page's context. */
export function withoutFrameParams(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(query);
  for (const name of FRAME_PARAMS) out.delete(name);
  return out;
}

/** The same address with `target` opened in a modal (replacing any open modal). */
export function modalHref(
  pathAndSearch: string,
  target: string,
  props: Partial<ModalProps> = {},
): string {
  return edit(pathAndSearch, (query) => {
    for (const name of MODAL_PARAMS) query.delete(name);
    query.set(MODAL_PARAM, target);
    if (props.viewType && props.viewType !== "DEFAULT") query.set(MODAL_VIEW_PARAM, props.viewType);
    if (props.hideCloseOption) query.set(MODAL_HIDE_CLOSE_PARAM, "1");
    if (props.onClose) query.set(MODAL_ON_CLOSE_PARAM, props.onClose);
  });
}

/** The same address without the modal: where its close link goes. */
export function closeModalHref(pathAndSearch: string): string {
  return edit(pathAndSearch, (query) => MODAL_PARAMS.forEach((name) => query.delete(name)));
}

/** The same address with `target` opened in the level-2 drawer. */
export function drawerPageHref(pathAndSearch: string, target: string): string {
  return edit(pathAndSearch, (query) => query.set(DRAWER_PARAM, target));
}

/** The same address with the navigation drawer open, or with no drawer at all. */
export function navDrawerHref(pathAndSearch: string, open: boolean): string {
  return edit(pathAndSearch, (query) => {
    if (open) query.set(DRAWER_PARAM, DRAWER_OPEN);
    else query.delete(DRAWER_PARAM);
  });
}
