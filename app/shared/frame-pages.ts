import type { PageEditorData } from "~/contract/editor-values";
import type { PageResponse } from "~/contract";
import type { ModalProps } from "~/shared/frame-url";
import type { ServerSearch } from "~/contract/search";

/** A page shown inside the frame of another: in a modal, a drawer or the right pane. */
export interface FramePage {
  /** The path (and query) it was fetched by. */
  uri: string;
  page: PageResponse;
}

/** The secondary pages of an address; a page that could not be loaded is left out. */
export interface FramePages {
  modal?: FramePage & { props: ModalProps };
  /** The level-2 drawer (`?drawer=/path`). */
  drawerPage?: FramePage;
  /** The content of the main page's navigationDrawer. */
  navigationDrawer?: FramePage;
  /** The content of the main page's rightPane (its action's uri). */
  rightPane?: FramePage;
}

/** What the page routes' loader returns. */
export interface PageRouteData {
  page: PageResponse;
  expiresAt: number;
  framePages: FramePages;
  /** `?drawer=open`: the navigation drawer starts open (the no-JavaScript toggle). */
  drawerOpen: boolean;
  /** Epoch ms of the server render: the countdown timer's first value on server and client. */
  renderedAt: number;
  /** `?searchKey=&category=`: the search bar's no-JavaScript search, run by the loader. */
  search?: ServerSearch;
  /** An admin in edit mode (`?edit=1`, or under /admin/cms): the page editor's data. */
  editor?: PageEditorState;
}

/** The page editor's data, and the outcome of a no-JavaScript edit that came back here. */
export type PageEditorState = PageEditorData & { notice?: EditNotice };

export interface EditNotice {
  kind: "ok" | "error";
  message: string;
  errors?: Record<string, string>;
}
