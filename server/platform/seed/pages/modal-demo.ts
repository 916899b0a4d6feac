import { component, page, section } from "../builders";
import { band, button, heading, pageData } from "../common";

const DETAILS = "/modal-demo/details";

/** A NAVIGATION action that opens the details page over this one (?modal= or ?drawer=). */
function openDetails(buttonText: string, modalProps?: Record<string, unknown>, more = {}) {
  return {
    buttonText,
    bgColorData: { bgKey: "secondary" },
    action: {
      type: "NAVIGATION",
      uri: DETAILS,
      openInModal: true,
      ...(modalProps ? { modalProps } : {}),
      ...more,
    },
  };
}

/**
 * Opens another page in a modal (each view type) and as a drawer: the modal page is part of the
 * address, so it renders on the server, survives a reload and can be shared.
 */
export const modalDemoPage = page(
  {
    id: "modal-demo",
    uri: "/modal-demo",
    pageData: pageData({
      title: "Modals and drawers",
      description: "Pages opened over another page, in a modal or a drawer.",
      pageName: "Modal Demo",
      marketing: false,
    }),
  },
  [
    section("modal-demo-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        title: "Modals and drawers",
        subtitle: "Each button opens the same page over this one; the address says which.",
      }),
    ]),
    section("modal-demo-buttons", { layout: band("white", "s") }, [
      component("BUTTON_LIST", {
        label: "Open the details page",
        alignment: "LEFT",
        buttonDataList: [
          openDetails("Open in a modal"),
          openDetails("Open as a bottom sheet", { viewType: "BOTTOM_ALIGNED_SHEET" }),
          openDetails(
            "Open on the right",
            { viewType: "RIGHT_ALIGNED" },
            {
              refreshOnModalClose: true,
            },
          ),
          openDetails("Open without a close icon", { hideCloseOption: true, onClose: "GO_BACK" }),
          openDetails("Open as a drawer", { viewType: "NAV_DRAWER" }),
        ],
      }),
    ]),
  ],
);

/** The page the demo opens; also a page of its own at its address. */
export const modalDemoDetailsPage = page(
  {
    id: "modal-demo-details",
    uri: DETAILS,
    pageData: pageData({
      title: "Mentor hours",
      description: "How mentor hours work in every programme.",
      pageName: "Modal Demo Details",
      marketing: false,
    }),
  },
  [
    section("details-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        title: "Mentor hours",
        subtitle: "Book a 15-minute slot with a mentor from the industry.",
      }),
    ]),
    section(
      "details-steps",
      { header: heading("How it works", { size: 4 }), layout: band("white", "s") },
      [
        component("TIMELINE", {
          steps: [
            { title: "Pick a slot", subText: "Slots open every evening and on Saturdays." },
            { title: "Share your question", subText: "A line or two and a link to your work." },
            { title: "Meet your mentor", subText: "A video call; notes arrive afterwards." },
          ],
        }),
        component("BUTTON_LIST", {
          buttonDataList: [button("See events", "/events", "primary")],
        }),
      ],
    ),
  ],
);
