// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.
import type { z } from "zod";
import { achievementBadgesSchema } from "./achievement-badges";
import { alumniSpotlightSchema } from "./alumni-spotlight";
import { audioSchema } from "./audio";
import { bannerSchema } from "./banner";
import { breadcrumbSchema } from "./breadcrumb";
import { buttonListSchema } from "./button-list";
import { calendarSchema } from "./calendar";
import { calloutSchema } from "./callout";
import { cardContainerSchema } from "./card-container";
import { cardListSchema } from "./card-list";
import { certificatePreviewSchema } from "./certificate-preview";
import { certificateVerificationSchema } from "./certificate-verification";
import { chatSchema } from "./chat";
import { checkoutSchema } from "./checkout";
import { codeEditorSchema } from "./code-editor";
import { codeSnippetSchema } from "./code-snippet";
import { comparisonTableSchema } from "./comparison-table";
import { contactCardSchema } from "./contact-card";
import { countdownSchema } from "./countdown";
import { couponSchema } from "./coupon";
import { courseRegistrationSchema } from "./course-registration";
import { courseScheduleSchema } from "./course-schedule";
import { curriculumSchema } from "./curriculum";
import { discussionForumSchema } from "./discussion-forum";
import { dividerSchema } from "./divider";
import { embedSchema } from "./embed";
import { emptyPageViewSchema } from "./empty-page-view";
import { eventListSchema } from "./event-list";
import { faqSchema } from "./faq";
import { fileUploadSchema } from "./file-upload";
import { formSchema } from "./form";
import { headerTextWidgetSchema } from "./header-text";
import { highlightStripSchema } from "./highlight-strip";
import { iconFeatureListSchema } from "./icon-feature-list";
import { imageWidgetSchema } from "./image";
import { instructorProfileSchema } from "./instructor-profile";
import { jobListSchema } from "./job-list";
import { leaderboardSchema } from "./leaderboard";
import { loaderSchema } from "./loader";
import { logoStripSchema } from "./logo-strip";
import { matchListSchema } from "./match-list";
import { mentorListSchema } from "./mentor-list";
import { notificationListSchema } from "./notification-list";
import { orderListSchema } from "./order-list";
import { otpVerificationSchema } from "./otp-verification";
import { pageTitleSchema } from "./page-title";
import { paymentStatusSchema } from "./payment-status";
import { placementStatsSchema } from "./placement-stats";
import { pollingSchema } from "./polling";
import { portfolioSchema } from "./portfolio";
import { pricingPlansSchema } from "./pricing-plans";
import { problemListSchema } from "./problem-list";
import { progressTrackerSchema } from "./progress-tracker";
import { quoteSchema } from "./quote";
import { referralCardSchema } from "./referral-card";
import { reportCardSchema } from "./report-card";
import { richTextSchema } from "./rich-text";
import { salaryChartSchema } from "./salary-chart";
import { sandboxEmbedSchema, sandboxSchema } from "./sandbox";
import { skillMatrixSchema } from "./skill-matrix";
import { socialLinksSchema } from "./social-links";
import { spacerSchema } from "./spacer";
import { standaloneCompilerSchema } from "./standalone-compiler";
import { statsSchema } from "./stats";
import { stepperSchema } from "./stepper";
import { subscriptionStatusSchema } from "./subscription-status";
import { tableSchema } from "./table";
import { tabsNavSchema } from "./tabs-nav";
import { tagListSchema } from "./tag-list";
import { testimonialsSchema } from "./testimonials";
import { textSchema } from "./text";
import { timelineSchema } from "./timeline";
import { userLoginSchema } from "./user-login";
import { videoWidgetSchema } from "./video";

/**
 * Every widget kind's componentData schema, by componentType, as the kinds' definitions name
 * them (app/widgets/<kind>/index.server.ts): the BFF reads each component cell with it, the page
 * editor builds its forms from it and the platform refuses an edit that fails it. The one place
 * the platform and the tests import the schemas from.
 */
export const WIDGET_SCHEMAS: Readonly<Record<string, z.ZodTypeAny>> = {
  ACHIEVEMENT_BADGES: achievementBadgesSchema,
  ALUMNI_SPOTLIGHT: alumniSpotlightSchema,
  AUDIO: audioSchema,
  BANNER: bannerSchema,
  BREADCRUMB: breadcrumbSchema,
  BUTTON_LIST: buttonListSchema,
  CALENDAR: calendarSchema,
  CALLOUT: calloutSchema,
  CARD_CONTAINER: cardContainerSchema,
  CARD_LIST: cardListSchema,
  CERTIFICATE_PREVIEW: certificatePreviewSchema,
  CERTIFICATE_VERIFICATION: certificateVerificationSchema,
  CHAT: chatSchema,
  CHECKOUT: checkoutSchema,
  CODE_EDITOR: codeEditorSchema,
  CODE_SNIPPET: codeSnippetSchema,
  COMPARISON_TABLE: comparisonTableSchema,
  CONTACT_CARD: contactCardSchema,
  COUNTDOWN: countdownSchema,
  COUPON: couponSchema,
  COURSE_REGISTRATION: courseRegistrationSchema,
  COURSE_SCHEDULE: courseScheduleSchema,
  CURRICULUM: curriculumSchema,
  DISCUSSION_FORUM: discussionForumSchema,
  DIVIDER: dividerSchema,
  EMBED: embedSchema,
  EMPTY_PAGE_VIEW: emptyPageViewSchema,
  EVENT_LIST: eventListSchema,
  FAQ: faqSchema,
  FILE_UPLOAD: fileUploadSchema,
  FORM: formSchema,
  HEADER_TEXT: headerTextWidgetSchema,
  HIGHLIGHT_STRIP: highlightStripSchema,
  ICON_FEATURE_LIST: iconFeatureListSchema,
  IMAGE: imageWidgetSchema,
  INSTRUCTOR_PROFILE: instructorProfileSchema,
  JOB_LIST: jobListSchema,
  LEADERBOARD: leaderboardSchema,
  LOADER: loaderSchema,
  LOGO_STRIP: logoStripSchema,
  MATCH_LIST: matchListSchema,
  MENTOR_LIST: mentorListSchema,
  NOTIFICATION_LIST: notificationListSchema,
  ORDER_LIST: orderListSchema,
  OTP_VERIFICATION: otpVerificationSchema,
  PAGE_TITLE: pageTitleSchema,
  PAYMENT_STATUS: paymentStatusSchema,
  PLACEMENT_STATS: placementStatsSchema,
  POLLING: pollingSchema,
  PORTFOLIO: portfolioSchema,
  PRICING_PLANS: pricingPlansSchema,
  PROBLEM_LIST: problemListSchema,
  PROGRESS_TRACKER: progressTrackerSchema,
  QUOTE: quoteSchema,
  REFERRAL_CARD: referralCardSchema,
  REPORT_CARD: reportCardSchema,
  RICH_TEXT: richTextSchema,
  SALARY_CHART: salaryChartSchema,
  SANDBOX: sandboxSchema,
  SANDBOX_EMBED: sandboxEmbedSchema,
  SKILL_MATRIX: skillMatrixSchema,
  SOCIAL_LINKS: socialLinksSchema,
  SPACER: spacerSchema,
  STANDALONE_COMPILER: standaloneCompilerSchema,
  STATS: statsSchema,
  STEPPER: stepperSchema,
  SUBSCRIPTION_STATUS: subscriptionStatusSchema,
  TABLE: tableSchema,
  TABS_NAV: tabsNavSchema,
  TAG_LIST: tagListSchema,
  TESTIMONIALS: testimonialsSchema,
  TEXT: textSchema,
  TIMELINE: timelineSchema,
  USER_LOGIN: userLoginSchema,
  VIDEO: videoWidgetSchema,
};

/** The schema of a kind, if it is one. */
export function widgetSchemaOf(kind: string): z.ZodTypeAny | undefined {
  return Object.prototype.hasOwnProperty.call(WIDGET_SCHEMAS, kind)
    ? WIDGET_SCHEMAS[kind]
    : undefined;
}
