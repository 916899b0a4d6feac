import { PROFILE_SUMMARY_CELL_ID } from "../../routes/personalise";
import { component, page, section } from "../builders";
import { band, button, navigate, pageData, PERSONAL_PAGE_TTL_SECONDS } from "../common";

/** The user's profile; the summary shows the signed-in user's name and email (personalise.ts). */
export const userProfilePage = page(
  {
    id: "user-profile",
    uri: "/user/profile",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "Profile",
      description: "Your account: name, email, courses and orders.",
      pageName: "Profile",
      marketing: false,
    }),
  },
  [
    section("profile-title", { layout: band("surface", "s") }, [
      component(
        "HEADER_TEXT",
        {
          textData: {
            superText: "Profile",
            text: "Your profile",
            subText: "Your name and email as mentors and your cohort see them.",
          },
          textSize: 1,
        },
        { id: PROFILE_SUMMARY_CELL_ID },
      ),
    ]),
    section("profile-areas", { layout: band("white") }, [
      component("CARD_LIST", {
        viewType: "DYNAMIC_WIDTH",
        numColumns: 3,
        cards: [
          {
            title: "My Courses",
            subText: "Classes, assignments and recordings.",
            action: navigate("/my-courses"),
          },
          {
            title: "My Orders",
            subText: "What you bought and its status.",
            action: navigate("/orders"),
          },
          {
            title: "My Coupons",
            subText: "Coupons to apply at checkout.",
            action: navigate("/coupons"),
          },
        ],
      }),
    ]),
    section("profile-privacy", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          text: "Your data",
          subText: "Read what we keep about you and how to ask for a copy or deletion.",
        },
        textSize: 4,
        buttonDataList: [button("Privacy Policy", "/policy/privacy-policy", "text")],
      }),
    ]),
  ],
);
