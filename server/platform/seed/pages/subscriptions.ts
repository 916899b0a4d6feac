import { actionButton, enrolAction, startCheckout } from "../actions";
import { component, container, page, section } from "../builders";
import { ITEM_IDS } from "../catalog";
import { band, button, heading, pageData, tag } from "../common";

/** Scale membership as a subscription: a free trial (SUBSCRIPTION_ENROL) or monthly. */
export const subscriptionsPage = page(
  {
    id: "subscriptions",
    uri: "/subscriptions",
    pageData: pageData({
      title: "Scale membership plans",
      description:
        "Mentors, mock interviews and referrals, month by month. Start with a free trial.",
      pageName: "Subscriptions",
    }),
  },
  [
    section("subscriptions-title", { layout: band("dark-purple", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Scale membership",
        title: "Keep learning with a mentor by your side",
        subtitle: "Try it free for 14 days, then continue month by month. Cancel any time.",
        tagData: [tag("14-day free trial", "green-light")],
      }),
    ]),
    section(
      "subscription-plans",
      { header: heading("Plans", { size: 3 }), layout: band("white") },
      [
        container({ numColumns: 2, alignment: "ROW", gap: 32 }, [
          component(
            "HEADER_TEXT",
            {
              textData: {
                superText: "Free for 14 days",
                text: "Trial",
                subText: "One mentor session and the weekly mock interview, free for two weeks.",
              },
              textSize: 4,
              buttonDataList: [
                actionButton(
                  "Start free trial",
                  enrolAction("SUBSCRIPTION_ENROL", { subscriptionId: ITEM_IDS.scaleTrial }),
                ),
              ],
            },
            { id: "plan-trial", span: 6 },
          ),
          component(
            "HEADER_TEXT",
            {
              textData: {
                superText: "Billed monthly",
                text: "Monthly",
                subText: "A mentor every month, mock interviews and referrals to hiring partners.",
              },
              textSize: 4,
              buttonDataList: [
                actionButton(
                  "Subscribe monthly",
                  startCheckout(ITEM_IDS.scaleMonthly, "SUBSCRIPTION"),
                ),
              ],
            },
            { id: "plan-monthly", span: 6 },
          ),
        ]),
      ],
    ),
    section("subscription-more", { layout: band("surface", "s") }, [
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [button("What members get", "/scale/enrol", "secondary")],
      }),
    ]),
  ],
);
