import { actionButton, memberApproval } from "../actions";
import { component, page, section } from "../builders";
import { band, button, pageData } from "../common";
import { UPSTREAM_CALLS } from "~/contract/calls";

const REQUEST = { approvalType: "PROFILE_SHARING", programme: "SCALE" };

/**
 * Scale onboarding (login-protected in the BFF's route table): the member approves sharing
 * their profile with hiring partners, or skips (MEMBER_APPROVAL_APPROVED / _SKIP).
 */
export const scaleOnboardingPage = page(
  {
    id: "scale-onboarding",
    uri: "/scale/onboarding",
    pageData: pageData({
      title: "Welcome to Scale",
      description: "Two quick steps to start your Scale membership.",
      pageName: "Scale Onboarding",
      marketing: false,
    }),
    // Spec 01 section 4: fires once when the page has loaded; the BFF posts it as an API_CALL.
    extra: {
      onboardingData: {
        navigationAction: {
          type: "API_CALL",
          uri: UPSTREAM_CALLS.onboardingUpdate.path,
          fireAndForget: true,
        },
      },
    },
  },
  [
    section("onboarding-title", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        title: "Welcome to Scale",
        subtitle: "Two quick steps and your first mentor session is booked.",
      }),
    ]),
    section("onboarding-approval", { layout: band("white") }, [
      component(
        "HEADER_TEXT",
        {
          textData: {
            superText: "Step 1 of 2",
            text: "Share your profile with hiring partners?",
            subText:
              "Partners see your name, headline, resume and projects when a role fits. You can change this any time.",
          },
          textSize: 3,
          buttonDataList: [
            actionButton("Share my profile", memberApproval("APPROVED", REQUEST)),
            actionButton("Skip for now", memberApproval("SKIP", REQUEST), "secondary"),
          ],
        },
        { id: "onboarding-approval-card" },
      ),
    ]),
    section("onboarding-next", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: { superText: "Step 2 of 2", text: "Complete your profile" },
        textSize: 4,
        buttonDataList: [button("Go to my profile", "/user/profile", "secondary")],
      }),
    ]),
  ],
);
