import { NO_ORDERS_TEXT, ORDERS_EMPTY_CELL_ID, ORDERS_TABLE_CELL_ID } from "../cell-ids";
import { component, page, section } from "../builders";
import { band, button, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The learner's orders, from the database (routes/account-pages.ts); stored with the empty state. */
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
      // The stored page holds the empty state; routes/account-pages.ts puts the user's orders here.
      component(
        "HEADER_TEXT",
        {
          textData: {
            text: NO_ORDERS_TEXT,
            subText: "Programmes, workshops and memberships you buy will show up here.",
          },
          textSize: 4,
          buttonDataList: [button("Browse programmes", "/#programmes", "secondary")],
        },
        { id: ORDERS_EMPTY_CELL_ID },
      ),
      component(
        "TABLE",
        {
          caption: "Your orders",
          columns: [
            { key: "order", title: "Order" },
            { key: "programme", title: "Programme" },
            { key: "date", title: "Date" },
            { key: "status", title: "Status" },
          ],
          rows: [],
        },
        { id: ORDERS_TABLE_CELL_ID },
      ),
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
