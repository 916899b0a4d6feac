import type { PageInput } from "../../db/pages";
import { aboutUsPage } from "./about-us";
import { aiMockInterviewPage } from "./ai-mock-interview";
import { courseInvitePages } from "./course-invite";
import { joinProgramPage } from "./join-program";
import { onboardingPages } from "./onboarding";
import { registerStatusPage } from "./register-status";
import { adminSeedPages } from "./admin";
import { applyFellowshipPage } from "./apply-fellowship";
import { weeklySqlContestPage } from "./contest";
import { contactUsPage } from "./contact-us";
import { couponsPage } from "./coupons";
import { businessAnalystCoursePage } from "./course-business-analyst";
import {
  courseDashboardNavPage,
  courseDashboardPage,
  courseDashboardPanePage,
} from "./course-dashboard";
import { productManagementDashboardPage } from "./course-dashboard-product-management";
import { dataAnalystCoursePage } from "./course-data-analyst";
import { generativeAiCoursePage } from "./course-generative-ai";
import { productManagementCoursePage } from "./course-product-management";
import { uiUxDesignCoursePage } from "./course-ui-ux-design";
import { eventsPage } from "./events";
import { forCompaniesPage } from "./for-companies";
import { homePage } from "./home";
import { manifestoPage } from "./manifesto";
import { productManagementMentorshipPage } from "./mentorship-product-management";
import { modalDemoDetailsPage, modalDemoPage } from "./modal-demo";
import { myCalendarPage } from "./my-calendar";
import { myCoursesPage } from "./my-courses";
import { myReferralsPage } from "./my-referrals";
import { ordersPage } from "./orders";
import { privacyPolicyPage, refundPolicyPage, termsPage } from "./policies";
import { mentorsPage } from "./mentors";
import { reviewsPage } from "./reviews";
import { scaleEnrolPage } from "./scale-enrol";
import { scaleOnboardingPage } from "./scale-onboarding";
import { subscriptionsPage } from "./subscriptions";
import { userProfilePage } from "./user-profile";
import { sqlBasicsWorkshopPage } from "./workshop-sql-basics";

/** Every seeded page. */
export const seedPages: readonly PageInput[] = [
  homePage,
  productManagementCoursePage,
  uiUxDesignCoursePage,
  dataAnalystCoursePage,
  businessAnalystCoursePage,
  generativeAiCoursePage,
  reviewsPage,
  forCompaniesPage,
  aboutUsPage,
  manifestoPage,
  contactUsPage,
  eventsPage,
  termsPage,
  privacyPolicyPage,
  refundPolicyPage,
  mentorsPage,
  // Account pages (login-protected in the BFF; personal ones guarded here too)
  myCoursesPage,
  ordersPage,
  myReferralsPage,
  couponsPage,
  myCalendarPage,
  scaleEnrolPage,
  userProfilePage,
  // The stored admin pages (admin-only); /admin itself is built as it is answered
  ...adminSeedPages,
  // Pages that use every part of the page frame
  courseDashboardPage,
  courseDashboardNavPage,
  courseDashboardPanePage,
  productManagementDashboardPage,
  weeklySqlContestPage,
  modalDemoPage,
  modalDemoDetailsPage,
  // Pages that offer each server action
  sqlBasicsWorkshopPage,
  subscriptionsPage,
  productManagementMentorshipPage,
  applyFellowshipPage,
  scaleOnboardingPage,
  aiMockInterviewPage,
  // Issue 16's routes without a page until then (docs/decisions/019)
  joinProgramPage,
  ...onboardingPages,
  registerStatusPage,
  ...courseInvitePages,
];
