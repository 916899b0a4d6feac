import { component, page, section } from "../builders";
import { band, button, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The learner's coupons: the COUPON widget, filled per caller (community/coupons.ts). */
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
    // The COUPON widget: every coupon with its code to copy, expired ones marked (filled per
    // caller: community/coupons.ts); stored empty so it passes its schema as stored.
    section("coupons-wallet", { layout: band("surface") }, [
      component(
        "COUPON",
        {
          title: "Your coupon wallet",
          coupons: [],
          emptyText: "Coupons you earn from referrals and contests appear here.",
        },
        { id: "coupons-wallet-list" },
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
