// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.
import type { WidgetKind } from "./types";
import { achievementBadgesWidget } from "./achievement-badges";
import { alumniSpotlightWidget } from "./alumni-spotlight";
import { audioWidget } from "./audio";
import { bannerWidget } from "./banner";
import { breadcrumbWidget } from "./breadcrumb";
import { buttonListWidget } from "./button-list";
import { calendarWidget } from "./calendar";
import { calloutWidget } from "./callout";
import { cardContainerWidget } from "./card-container";
import { cardListWidget } from "./card-list";
import { certificatePreviewWidget } from "./certificate-preview";
import { certificateVerificationWidget } from "./certificate-verification";
import { chatWidget } from "./chat";
import { checkoutWidget } from "./checkout";
import { codeEditorWidget } from "./code-editor";
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
import { faqWidget } from "./faq";
import { fileUploadWidget } from "./file-upload";
import { formWidget } from "./form";
import { headerTextWidget } from "./header-text";
import { highlightStripWidget } from "./highlight-strip";
import { iconFeatureListWidget } from "./icon-feature-list";
import { imageWidget } from "./image";
import { instructorProfileWidget } from "./instructor-profile";
import { jobListWidget } from "./job-list";
import { leaderboardWidget } from "./leaderboard";
import { loaderWidget } from "./loader";
import { logoStripWidget } from "./logo-strip";
import { matchListWidget } from "./match-list";
import { mentorListWidget } from "./mentor-list";
import { notificationListWidget } from "./notification-list";
import { orderListWidget } from "./order-list";
import { otpVerificationWidget } from "./otp-verification";
import { pageTitleWidget } from "./page-title";
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
import { richTextWidget } from "./rich-text";
import { salaryChartWidget } from "./salary-chart";
import { sandboxWidget } from "./sandbox";
import { sandboxEmbedWidget } from "./sandbox-embed";
import { skillMatrixWidget } from "./skill-matrix";
import { socialLinksWidget } from "./social-links";
import { spacerWidget } from "./spacer";
import { standaloneCompilerWidget } from "./standalone-compiler";
import { statsWidget } from "./stats";
import { stepperWidget } from "./stepper";
import { subscriptionStatusWidget } from "./subscription-status";
import { tableWidget } from "./table";
import { tabsNavWidget } from "./tabs-nav";
import { tagListWidget } from "./tag-list";
import { testimonialsWidget } from "./testimonials";
import { textWidget } from "./text";
import { timelineWidget } from "./timeline";
import { userLoginWidget } from "./user-login";
import { videoWidget } from "./video";

/** Every kind's definition: the registry's list (a kind with `load` is a chunk of its own). */
export const widgetKinds: readonly WidgetKind[] = [
  achievementBadgesWidget,
  alumniSpotlightWidget,
  audioWidget,
  bannerWidget,
  breadcrumbWidget,
  buttonListWidget,
  calendarWidget,
  calloutWidget,
  cardContainerWidget,
  cardListWidget,
  certificatePreviewWidget,
  certificateVerificationWidget,
  chatWidget,
  checkoutWidget,
  codeEditorWidget,
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
  faqWidget,
  fileUploadWidget,
  formWidget,
  headerTextWidget,
  highlightStripWidget,
  iconFeatureListWidget,
  imageWidget,
  instructorProfileWidget,
  jobListWidget,
  leaderboardWidget,
  loaderWidget,
  logoStripWidget,
  matchListWidget,
  mentorListWidget,
  notificationListWidget,
  orderListWidget,
  otpVerificationWidget,
  pageTitleWidget,
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
  richTextWidget,
  salaryChartWidget,
  sandboxWidget,
  sandboxEmbedWidget,
  skillMatrixWidget,
  socialLinksWidget,
  spacerWidget,
  standaloneCompilerWidget,
  statsWidget,
  stepperWidget,
  subscriptionStatusWidget,
  tableWidget,
  tabsNavWidget,
  tagListWidget,
  testimonialsWidget,
  textWidget,
  timelineWidget,
  userLoginWidget,
  videoWidget,
];
