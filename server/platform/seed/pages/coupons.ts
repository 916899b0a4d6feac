import { component, page, section } from "../builders";
import { band, button, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The learner's coupons: none yet, so the table shows its empty state. */
export const couponsPage = page(
  {
    id: "coupons",
    uri: "/coupons",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "My Coupons",
      description: "Coupons you have earned or been given, ready to apply at checkout.",
      pageName: "My Coupons",
      marketing: false,
    }),
  },
  [
    section("coupons-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        title: "My Coupons",
        subtitle: "Coupons you have earned or been given, ready to apply at checkout.",
      }),
    ]),
    section("coupons-list", { layout: band("white") }, [
      component("TABLE", {
        caption: "Your coupons",
        columns: [
          { key: "code", title: "Code" },
          { key: "benefit", title: "Benefit" },
          { key: "validUntil", title: "Valid until" },
          { key: "status", title: "Status" },
        ],
        rows: [],
      }),
    ]),
    section("coupons-more", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          text: "Looking for your next programme?",
          subText: "Coupons are applied at checkout, on the programme you choose.",
        },
        textSize: 4,
        buttonDataList: [button("Browse programmes", "/#programmes", "secondary")],
      }),
    ]),
  ],
);
