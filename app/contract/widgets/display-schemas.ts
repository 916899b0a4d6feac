import type { z } from "zod";
import { matchListSchema } from "./match-list";
import { reportCardSchema } from "./report-card";
import { portfolioSchema } from "./portfolio";
import { curriculumSchema } from "./curriculum";
import { mentorListSchema } from "./mentor-list";
import { instructorProfileSchema } from "./instructor-profile";
import { eventListSchema } from "./event-list";
import { jobListSchema } from "./job-list";
import { progressTrackerSchema } from "./progress-tracker";
import { achievementBadgesSchema } from "./achievement-badges";
import { placementStatsSchema } from "./placement-stats";
import { salaryChartSchema } from "./salary-chart";
import { skillMatrixSchema } from "./skill-matrix";
import { pricingPlansSchema } from "./pricing-plans";
import { comparisonTableSchema } from "./comparison-table";
import { alumniSpotlightSchema } from "./alumni-spotlight";
import { certificatePreviewSchema } from "./certificate-preview";
import { courseScheduleSchema } from "./course-schedule";

/** componentData schemas of the display family's kinds, by componentType (see schemas.ts). */
export const displayWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {
  MATCH_LIST: matchListSchema,
  REPORT_CARD: reportCardSchema,
  PORTFOLIO: portfolioSchema,
  CURRICULUM: curriculumSchema,
  MENTOR_LIST: mentorListSchema,
  INSTRUCTOR_PROFILE: instructorProfileSchema,
  EVENT_LIST: eventListSchema,
  JOB_LIST: jobListSchema,
  PROGRESS_TRACKER: progressTrackerSchema,
  ACHIEVEMENT_BADGES: achievementBadgesSchema,
  PLACEMENT_STATS: placementStatsSchema,
  SALARY_CHART: salaryChartSchema,
  SKILL_MATRIX: skillMatrixSchema,
  PRICING_PLANS: pricingPlansSchema,
  COMPARISON_TABLE: comparisonTableSchema,
  ALUMNI_SPOTLIGHT: alumniSpotlightSchema,
  CERTIFICATE_PREVIEW: certificatePreviewSchema,
  COURSE_SCHEDULE: courseScheduleSchema,
};
