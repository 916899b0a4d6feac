import { matchListSamples } from "../match-list/samples";
import { reportCardSamples } from "../report-card/samples";
import { portfolioSamples } from "../portfolio/samples";
import { curriculumSamples } from "../curriculum/samples";
import { mentorListSamples } from "../mentor-list/samples";
import { instructorProfileSamples } from "../instructor-profile/samples";
import { eventListSamples } from "../event-list/samples";
import { jobListSamples } from "../job-list/samples";
import { progressTrackerSamples } from "../progress-tracker/samples";
import { achievementBadgesSamples } from "../achievement-badges/samples";
import { placementStatsSamples } from "../placement-stats/samples";
import { salaryChartSamples } from "../salary-chart/samples";
import { skillMatrixSamples } from "../skill-matrix/samples";
import { pricingPlansSamples } from "../pricing-plans/samples";
import { comparisonTableSamples } from "../comparison-table/samples";
import { alumniSpotlightSamples } from "../alumni-spotlight/samples";
import { certificatePreviewSamples } from "../certificate-preview/samples";
import { courseScheduleSamples } from "../course-schedule/samples";
import type { WidgetSample } from "../types";

/** Samples of the display family's kinds, by componentType (gallery and tests only). */
export const displaySamples: Record<string, readonly WidgetSample<unknown>[]> = {
  MATCH_LIST: matchListSamples,
  REPORT_CARD: reportCardSamples,
  PORTFOLIO: portfolioSamples,
  CURRICULUM: curriculumSamples,
  MENTOR_LIST: mentorListSamples,
  INSTRUCTOR_PROFILE: instructorProfileSamples,
  EVENT_LIST: eventListSamples,
  JOB_LIST: jobListSamples,
  PROGRESS_TRACKER: progressTrackerSamples,
  ACHIEVEMENT_BADGES: achievementBadgesSamples,
  PLACEMENT_STATS: placementStatsSamples,
  SALARY_CHART: salaryChartSamples,
  SKILL_MATRIX: skillMatrixSamples,
  PRICING_PLANS: pricingPlansSamples,
  COMPARISON_TABLE: comparisonTableSamples,
  ALUMNI_SPOTLIGHT: alumniSpotlightSamples,
  CERTIFICATE_PREVIEW: certificatePreviewSamples,
  COURSE_SCHEDULE: courseScheduleSamples,
};
