// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.
import type { WidgetKind } from "./types";
import { achievementBadgesWidget } from "./achievement-badges";
import { alumniSpotlightWidget } from "./alumni-spotlight";
import { audioWidget } from "./audio";
import { breadcrumbWidget } from "./breadcrumb";
import { calendarWidget } from "./calendar";
import { calloutWidget } from "./callout";
import { cardContainerWidget } from "./card-container";
import { certificatePreviewWidget } from "./certificate-preview";
import { certificateVerificationWidget } from "./certificate-verification";
import { chatWidget } from "./chat";
import { checkoutWidget } from "./checkout";
import { codeSnippetWidget } from "./code-snippet";
import { comparisonTableWidget } from "./comparison-table";
import { contactCardWidget } from "./contact-card";
import { countdownWidget } from "./countdown";
import { couponWidget } from "./coupon";
import { courseRegistrationWidget } from "./course-registration";
import { courseScheduleWidget } from "./course-schedule";
import { curriculumWidget } from "./curriculum";
import { discussionForumWidget } from "./discussion-forum";
import { dividerWidget } from "./divider";
import { embedWidget } from "./embed";
import { emptyPageViewWidget } from "./empty-page-view";
import { eventListWidget } from "./event-list";
import { fileUploadWidget } from "./file-upload";
import { highlightStripWidget } from "./highlight-strip";
import { iconFeatureListWidget } from "./icon-feature-list";
import { instructorProfileWidget } from "./instructor-profile";
import { jobListWidget } from "./job-list";
import { leaderboardWidget } from "./leaderboard";
import { loaderWidget } from "./loader";
import { matchListWidget } from "./match-list";
import { mentorListWidget } from "./mentor-list";
import { notificationListWidget } from "./notification-list";
import { orderListWidget } from "./order-list";
import { otpVerificationWidget } from "./otp-verification";
import { paymentStatusWidget } from "./payment-status";
import { placementStatsWidget } from "./placement-stats";
import { pollingWidget } from "./polling";
import { portfolioWidget } from "./portfolio";
import { pricingPlansWidget } from "./pricing-plans";
import { problemListWidget } from "./problem-list";
import { progressTrackerWidget } from "./progress-tracker";
import { quoteWidget } from "./quote";
import { referralCardWidget } from "./referral-card";
import { reportCardWidget } from "./report-card";
import { salaryChartWidget } from "./salary-chart";
import { skillMatrixWidget } from "./skill-matrix";
import { socialLinksWidget } from "./social-links";
import { spacerWidget } from "./spacer";
import { stepperWidget } from "./stepper";
import { subscriptionStatusWidget } from "./subscription-status";
import { textWidget } from "./text";
import { userLoginWidget } from "./user-login";

/** The kind families (`family: true`): one chunk the browser loads when a page shows one. */
export const familyKinds: readonly WidgetKind[] = [
  achievementBadgesWidget,
  alumniSpotlightWidget,
  audioWidget,
  breadcrumbWidget,
  calendarWidget,
  calloutWidget,
  cardContainerWidget,
  certificatePreviewWidget,
  certificateVerificationWidget,
  chatWidget,
  checkoutWidget,
  codeSnippetWidget,
  comparisonTableWidget,
  contactCardWidget,
  countdownWidget,
  couponWidget,
  courseRegistrationWidget,
  courseScheduleWidget,
  curriculumWidget,
  discussionForumWidget,
  dividerWidget,
  embedWidget,
  emptyPageViewWidget,
  eventListWidget,
  fileUploadWidget,
  highlightStripWidget,
  iconFeatureListWidget,
  instructorProfileWidget,
  jobListWidget,
  leaderboardWidget,
  loaderWidget,
  matchListWidget,
  mentorListWidget,
  notificationListWidget,
  orderListWidget,
  otpVerificationWidget,
  paymentStatusWidget,
  placementStatsWidget,
  pollingWidget,
  portfolioWidget,
  pricingPlansWidget,
  problemListWidget,
  progressTrackerWidget,
  quoteWidget,
  referralCardWidget,
  reportCardWidget,
  salaryChartWidget,
  skillMatrixWidget,
  socialLinksWidget,
  spacerWidget,
  stepperWidget,
  subscriptionStatusWidget,
  textWidget,
  userLoginWidget,
];
