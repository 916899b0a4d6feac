import { component, page, section } from "../builders";
import { band, button, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The learner's orders: none yet in the reference platform, so the table shows its empty state. */
export const ordersPage = page(
  {
    id: "orders",
    uri: "/orders",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "My Orders",
      description: "Programmes and workshops you have bought, with their status.",
      pageName: "My Orders",
      marketing: false,
    }),
  },
  [
    section("orders-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        title: "My Orders",
        subtitle: "Programmes and workshops you have bought, with their status.",
      }),
    ]),
    section("orders-list", { layout: band("white") }, [
      component("TABLE", {
        caption: "Your orders",
        columns: [
          { key: "order", title: "Order" },
          { key: "programme", title: "Programme" },
          { key: "date", title: "Date" },
          { key: "status", title: "Status" },
        ],
        rows: [],
      }),
    ]),
    section("orders-help", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          text: "Questions about a payment?",
          subText: "Our team answers within one working day.",
        },
        textSize: 4,
        buttonDataList: [
          button("Contact us", "/contact-us", "secondary"),
          button("Browse programmes", "/#programmes", "text"),
        ],
      }),
    ]),
  ],
);
