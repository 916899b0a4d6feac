import { COUPONS_EMPTY_CELL_ID } from "../cell-ids";
import { component, page, section } from "../builders";
import { band, button, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The coupons the learner may use, from the database (routes/account-pages.ts). */
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
      // The stored page holds the empty state; routes/account-pages.ts puts the coupons here.
      component(
        "HEADER_TEXT",
        {
          textData: {
            text: "You have no coupons right now",
            subText: "Coupons you earn or are given show up here, ready to apply at checkout.",
          },
          textSize: 4,
        },
        { id: COUPONS_EMPTY_CELL_ID },
      ),
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
