// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.
import type { WidgetServerKind } from "./define.server";
import { achievementBadgesServer } from "./achievement-badges/index.server";
import { alumniSpotlightServer } from "./alumni-spotlight/index.server";
import { audioServer } from "./audio/index.server";
import { bannerServer } from "./banner/index.server";
import { breadcrumbServer } from "./breadcrumb/index.server";
import { buttonListServer } from "./button-list/index.server";
import { calendarServer } from "./calendar/index.server";
import { calloutServer } from "./callout/index.server";
import { cardContainerServer } from "./card-container/index.server";
import { cardListServer } from "./card-list/index.server";
import { certificatePreviewServer } from "./certificate-preview/index.server";
import { certificateVerificationServer } from "./certificate-verification/index.server";
import { chatServer } from "./chat/index.server";
import { checkoutServer } from "./checkout/index.server";
import { codeEditorServer } from "./code-editor/index.server";
import { codeSnippetServer } from "./code-snippet/index.server";
import { comparisonTableServer } from "./comparison-table/index.server";
import { contactCardServer } from "./contact-card/index.server";
import { countdownServer } from "./countdown/index.server";
import { couponServer } from "./coupon/index.server";
import { courseRegistrationServer } from "./course-registration/index.server";
import { courseScheduleServer } from "./course-schedule/index.server";
import { curriculumServer } from "./curriculum/index.server";
import { discussionForumServer } from "./discussion-forum/index.server";
import { dividerServer } from "./divider/index.server";
import { embedServer } from "./embed/index.server";
import { emptyPageViewServer } from "./empty-page-view/index.server";
import { eventListServer } from "./event-list/index.server";
import { faqServer } from "./faq/index.server";
import { fileUploadServer } from "./file-upload/index.server";
import { formServer } from "./form/index.server";
import { headerTextServer } from "./header-text/index.server";
import { highlightStripServer } from "./highlight-strip/index.server";
import { iconFeatureListServer } from "./icon-feature-list/index.server";
import { imageServer } from "./image/index.server";
import { instructorProfileServer } from "./instructor-profile/index.server";
import { jobListServer } from "./job-list/index.server";
import { leaderboardServer } from "./leaderboard/index.server";
import { loaderServer } from "./loader/index.server";
import { logoStripServer } from "./logo-strip/index.server";
import { matchListServer } from "./match-list/index.server";
import { mentorListServer } from "./mentor-list/index.server";
import { notificationListServer } from "./notification-list/index.server";
import { orderListServer } from "./order-list/index.server";
import { otpVerificationServer } from "./otp-verification/index.server";
import { pageTitleServer } from "./page-title/index.server";
import { paymentStatusServer } from "./payment-status/index.server";
import { placementStatsServer } from "./placement-stats/index.server";
import { pollingServer } from "./polling/index.server";
import { portfolioServer } from "./portfolio/index.server";
import { pricingPlansServer } from "./pricing-plans/index.server";
import { problemListServer } from "./problem-list/index.server";
import { progressTrackerServer } from "./progress-tracker/index.server";
import { quoteServer } from "./quote/index.server";
import { referralCardServer } from "./referral-card/index.server";
import { reportCardServer } from "./report-card/index.server";
import { richTextServer } from "./rich-text/index.server";
import { salaryChartServer } from "./salary-chart/index.server";
import { sandboxServer } from "./sandbox/index.server";
import { sandboxEmbedServer } from "./sandbox-embed/index.server";
import { skillMatrixServer } from "./skill-matrix/index.server";
import { socialLinksServer } from "./social-links/index.server";
import { spacerServer } from "./spacer/index.server";
import { standaloneCompilerServer } from "./standalone-compiler/index.server";
import { statsServer } from "./stats/index.server";
import { stepperServer } from "./stepper/index.server";
import { subscriptionStatusServer } from "./subscription-status/index.server";
import { tableServer } from "./table/index.server";
import { tabsNavServer } from "./tabs-nav/index.server";
import { tagListServer } from "./tag-list/index.server";
import { testimonialsServer } from "./testimonials/index.server";
import { textServer } from "./text/index.server";
import { timelineServer } from "./timeline/index.server";
import { userLoginServer } from "./user-login/index.server";
import { videoServer } from "./video/index.server";

/** Every kind's server half: schema, samples and editor form (server-only). */
export const serverKinds: readonly WidgetServerKind[] = [
  achievementBadgesServer,
  alumniSpotlightServer,
  audioServer,
  bannerServer,
  breadcrumbServer,
  buttonListServer,
  calendarServer,
  calloutServer,
  cardContainerServer,
  cardListServer,
  certificatePreviewServer,
  certificateVerificationServer,
  chatServer,
  checkoutServer,
  codeEditorServer,
  codeSnippetServer,
  comparisonTableServer,
  contactCardServer,
  countdownServer,
  couponServer,
  courseRegistrationServer,
  courseScheduleServer,
  curriculumServer,
  discussionForumServer,
  dividerServer,
  embedServer,
  emptyPageViewServer,
  eventListServer,
  faqServer,
  fileUploadServer,
  formServer,
  headerTextServer,
  highlightStripServer,
  iconFeatureListServer,
  imageServer,
  instructorProfileServer,
  jobListServer,
  leaderboardServer,
  loaderServer,
  logoStripServer,
  matchListServer,
  mentorListServer,
  notificationListServer,
  orderListServer,
  otpVerificationServer,
  pageTitleServer,
  paymentStatusServer,
  placementStatsServer,
  pollingServer,
  portfolioServer,
  pricingPlansServer,
  problemListServer,
  progressTrackerServer,
  quoteServer,
  referralCardServer,
  reportCardServer,
  richTextServer,
  salaryChartServer,
  sandboxServer,
  sandboxEmbedServer,
  skillMatrixServer,
  socialLinksServer,
  spacerServer,
  standaloneCompilerServer,
  statsServer,
  stepperServer,
  subscriptionStatusServer,
  tableServer,
  tabsNavServer,
  tagListServer,
  testimonialsServer,
  textServer,
  timelineServer,
  userLoginServer,
  videoServer,
];
