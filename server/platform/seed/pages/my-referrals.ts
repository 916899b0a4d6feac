import { component, page, section } from "../builders";
import { band, button, heading, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** Refer & Earn (spec 01: the Refer entry, for admins and Rise or Scale members). */
export const myReferralsPage = page(
  {
    id: "my-referrals",
    uri: "/my-referrals",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "Refer & Earn",
      description: "Invite friends to a programme and track your referrals.",
      pageName: "My Referrals",
      marketing: false,
    }),
  },
  [
    section("referrals-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "DEFAULT",
        superText: "Refer & Earn",
        title: "Bring a friend along",
        subtitle: "When a friend you invite enrols in a fellowship, you both get a reward.",
        buttonDataList: [button("See the programmes", "/#programmes", "secondary")],
      }),
    ]),
    section("referrals-stats", { layout: band("white", "s") }, [
      component("STATS", {
        showDividers: true,
        alignment: "CENTER",
        items: [
          { value: 0, label: "Friends invited" },
          { value: 0, label: "Friends enrolled" },
          { value: 0, label: "Rewards earned" },
        ],
      }),
    ]),
    section(
      "referrals-how",
      { header: heading("How it works", { size: 3 }), layout: band("surface") },
      [
        component("TIMELINE", {
          steps: [
            {
              title: "Share your invite",
              subText: "Send your link to a friend.",
              duration: "Step 1",
            },
            {
              title: "Your friend enrols",
              subText: "They join any fellowship or bootcamp cohort.",
              duration: "Step 2",
            },
            {
              title: "You are both rewarded",
              subText: "Rewards appear here once their first class is done.",
              duration: "Step 3",
            },
          ],
        }),
      ],
    ),
    section("referrals-list", { layout: band("white") }, [
      component("TABLE", {
        caption: "Your referrals",
        columns: [
          { key: "friend", title: "Friend" },
          { key: "programme", title: "Programme" },
          { key: "invitedOn", title: "Invited on" },
          { key: "status", title: "Status" },
        ],
        rows: [],
      }),
    ]),
  ],
);
