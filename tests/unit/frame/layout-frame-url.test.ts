import { describe, expect, it } from "vitest";
import {
  closeModalHref,
  drawerPageHref,
  frameAddressOf,
  framePagePath,
  modalHref,
  navDrawerHref,
  withoutFrameParams,
} from "~/shared/frame-url";
import { pageResponseSchema } from "~/contract/page";
import { framedTarget } from "~/shared/open-in-frame";
import {
  collapsedLinkOf,
  collapsedStateOf,
  RIGHT_PANE_DEFAULT_WIDTH,
  rightPaneWidthOf,
} from "~/page/frame/right-pane";

describe("frame pages in the address", () => {
  it("accepts same-site paths only, without hash and without frame parameters", () => {
    expect(framePagePath("/modal-demo/details")).toBe("/modal-demo/details");
    expect(framePagePath("/a?x=1#top")).toBe("/a?x=1");
    expect(framePagePath("/a?modal=/b&drawer=open&y=2")).toBe("/a?y=2");
    for (const bad of [
      "//evil.example/x",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\\evil",
      "x",
      "",
      null,
    ]) {
      expect(framePagePath(bad), String(bad)).toBeUndefined();
    }
  });

  it("reads the modal, its props, the drawer page and the drawer toggle", () => {
    const address = frameAddressOf(
      "?modal=%2Fmodal-demo%2Fdetails&modalView=RIGHT_ALIGNED&modalHideClose=1&modalOnClose=RELOAD",
    );
    expect(address.modal).toEqual({
      path: "/modal-demo/details",
      props: { viewType: "RIGHT_ALIGNED", hideCloseOption: true, onClose: "RELOAD" },
    });
    expect(frameAddressOf("?modal=/x&modalView=WEIRD").modal?.props).toEqual({
      viewType: "DEFAULT",
      hideCloseOption: false,
      onClose: undefined,
    });
    expect(frameAddressOf("?drawer=open")).toEqual({ drawerOpen: true });
    expect(frameAddressOf("?drawer=/nav")).toEqual({ drawerOpen: false, drawerPage: "/nav" });
    expect(frameAddressOf("?modal=https://evil.example/")).toEqual({ drawerOpen: false });
  });

  it("keeps the main page's context free of frame parameters", () => {
    const query = new URLSearchParams("a=1&modal=/x&modalView=RIGHT_ALIGNED&drawer=open&b=2");
    expect(withoutFrameParams(query).toString()).toBe("a=1&b=2");
  });

  it("builds open and close links that round-trip", () => {
    const opened = modalHref("/page?a=1", "/details", {
      viewType: "BOTTOM_ALIGNED_SHEET",
      onClose: "GO_BACK",
    });
    expect(opened).toBe(
      "/page?a=1&modal=%2Fdetails&modalView=BOTTOM_ALIGNED_SHEET&modalOnClose=GO_BACK",
    );
    expect(closeModalHref(opened)).toBe("/page?a=1");
    expect(drawerPageHref("/page", "/nav")).toBe("/page?drawer=%2Fnav");
    expect(navDrawerHref("/page?a=1", true)).toBe("/page?a=1&drawer=open");
    expect(navDrawerHref("/page?a=1&drawer=open", false)).toBe("/page?a=1");
  });
});

describe("openInModal actions", () => {
  const here = { pathname: "/modal-demo", search: "" };
  const target = { pathname: "/modal-demo/details", search: "" };

  it("open the target in this address's modal, remembering where they came from", () => {
    const framed = framedTarget(
      {
        type: "NAVIGATION",
        uri: "/modal-demo/details",
        openInModal: true,
        refreshOnModalClose: true,
        modalProps: { viewType: "RIGHT_ALIGNED" },
      },
      target,
      here,
    );
    expect(framed?.to).toBe(
      "/modal-demo?modal=%2Fmodal-demo%2Fdetails&modalView=RIGHT_ALIGNED&modalOnClose=RELOAD",
    );
    expect(framed?.state).toEqual({ frameOpenedFrom: "/modal-demo" });
  });

  it("open the level-2 drawer for modalProps.viewType NAV_DRAWER; others are plain links", () => {
    const drawer = framedTarget(
      { type: "NAVIGATION", uri: "/x", openInModal: true, modalProps: { viewType: "NAV_DRAWER" } },
      target,
      here,
    );
    expect(drawer?.to).toBe("/modal-demo?drawer=%2Fmodal-demo%2Fdetails");
    expect(framedTarget({ type: "NAVIGATION", uri: "/x" }, target, here)).toBeUndefined();
  });
});

describe("right pane data", () => {
  it("has a default width and a bounded one", () => {
    expect(rightPaneWidthOf({})).toBe(RIGHT_PANE_DEFAULT_WIDTH);
    expect(rightPaneWidthOf({ rightPaneWidth: { width: 360 } })).toBe(360);
    expect(rightPaneWidthOf({ rightPaneWidth: { width: 5000 } })).toBe(640);
  });

  it("reads the collapsed state leniently and picks the link to open in a new tab", () => {
    const paneOf = (collapsedStateData: unknown) =>
      pageResponseSchema.parse({ pageId: "p", rightPane: { collapsedStateData } }).rightPane!;
    const collapsed = collapsedStateOf(
      paneOf({ text: { text: "Next", subText: "Thu" }, buttonData: { buttonText: "Open" } }),
    );
    expect(collapsed.text).toEqual({ text: "Next", subText: "Thu" });
    expect(collapsedStateOf(paneOf("garbage"))).toEqual({});
    expect(collapsedLinkOf({ action: { uri: "/pane" } }, collapsed)).toBe("/pane");
    expect(collapsedLinkOf({ action: { uri: "javascript:alert(1)" } }, {})).toBeUndefined();
  });
});
