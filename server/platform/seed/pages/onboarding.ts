import { UPSTREAM_CALLS } from "~/contract/calls";
import { component, page, section } from "../builders";
import { band, button, pageData } from "../common";

/** The onboarding steps, in order (/onboarding/{step}). */
export const ONBOARDING_STEPS = ["welcome", "goals", "done"] as const;

const stepText = (n: number) => `Step ${n} of ${ONBOARDING_STEPS.length}`;

const onboardingMeta = (step: string, title: string, description: string) => ({
  id: `onboarding-${step}`,
  uri: `/onboarding/${step}`,
  pageData: pageData({ title, description, pageName: "Onboarding", marketing: false }),
});

/**
 * /onboarding/* (spec 01 section 2.1, "Other"): a new learner's first three steps. The BFF reads
 * GET /api/v1/user/status on these pages (decision 019) and shows where the learner stands; the
 * last step carries the page's onboarding data, whose action (update-onboarding) fires once when
 * it has loaded (spec 01 section 4) and ends the learner's "new user" state.
 */
export const onboardingWelcomePage = page(
  onboardingMeta("welcome", "Welcome aboard", "Three short steps to set up your learning."),
  [
    section("onboarding-welcome", { layout: band("surface", "m") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        superText: stepText(1),
        title: "Welcome aboard",
        subtitle:
          "We will ask what you want to learn, then show you where your courses, mentors and jobs live.",
        buttonDataList: [button("Start", "/onboarding/goals")],
      }),
    ]),
  ],
);

export const onboardingGoalsPage = page(
  onboardingMeta("goals", "Choose your goal", "Pick the career you are working towards."),
  [
    section("onboarding-goals", { layout: band("white") }, [
      component("HEADER_TEXT", {
        textData: {
          superText: stepText(2),
          text: "What are you working towards?",
          subText:
            "Open a programme to read about it; you can come back here at any time. Your choice does not enrol you.",
        },
        textSize: 3,
        buttonDataList: [
          button("Product Manager", "/course/product-management-course", "secondary"),
          button("Data Analyst", "/course/data-analyst-course", "secondary"),
          button("Product Designer", "/course/ui-ux-design-course", "secondary"),
          button("Next: finish", "/onboarding/done"),
        ],
      }),
    ]),
  ],
);

export const onboardingDonePage = page(
  {
    ...onboardingMeta("done", "You are all set", "Your account is ready."),
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
    section("onboarding-done", { layout: band("surface", "m") }, [
      component("HEADER_TEXT", {
        textData: {
          superText: stepText(3),
          text: "You are all set",
          subText:
            "Check your registration status, connect Discord to meet other learners, or go straight to your courses.",
        },
        textSize: 3,
        buttonDataList: [
          button("See my registration status", "/register/status"),
          button("Connect Discord and GitHub", "/user/connections", "secondary"),
          button("My courses", "/my-courses", "secondary"),
        ],
      }),
    ]),
  ],
);

export const onboardingPages = [onboardingWelcomePage, onboardingGoalsPage, onboardingDonePage];
