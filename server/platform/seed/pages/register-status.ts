import { component, page, section } from "../builders";
import { band, button, pageData } from "../common";

/**
 * /register/status (spec 01 section 2.1, "Other"): what registration and whitelisting mean and
 * what to do next. The learner's own status (Approved, Skipped, Registered, On the waitlist) is
 * not in the page: the BFF reads it from GET /api/v1/user/status and shows it above the page
 * (docs/decisions/019), so the page can be cached and edited like any other.
 */
export const registerStatusPage = page(
  {
    id: "register-status",
    uri: "/register/status",
    pageData: pageData({
      title: "Registration status",
      description: "Where your registration stands and what happens next.",
      pageName: "Registration Status",
      marketing: false,
    }),
  },
  [
    section("status-steps", { layout: band("white") }, [
      component("HEADER_TEXT", {
        textData: {
          superText: "How it works",
          text: "From registration to approval",
          subText:
            "Registered: you have an account. On the waitlist: your profile is complete and the admissions team reviews it. Approved: you are whitelisted and can join programmes. Skipped: you chose to share your profile later.",
        },
        textSize: 3,
        buttonDataList: [
          button("Complete my profile", "/user/profile"),
          button("Join with an invitation code", "/join-program", "secondary"),
        ],
      }),
    ]),
  ],
);
