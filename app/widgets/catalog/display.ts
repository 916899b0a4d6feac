import type { WidgetDefinition } from "../types";
import { lazyWidget } from "../lazy-widget";
import type { MatchListData } from "~/contract/widgets/match-list";
import type { ReportCardData } from "~/contract/widgets/report-card";
import type { PortfolioData } from "~/contract/widgets/portfolio";
import type { CurriculumData } from "~/contract/widgets/curriculum";
import type { MentorListData } from "~/contract/widgets/mentor-list";
import type { InstructorProfileData } from "~/contract/widgets/instructor-profile";
import type { EventListData } from "~/contract/widgets/event-list";
import type { JobListData } from "~/contract/widgets/job-list";
import type { ProgressTrackerData } from "~/contract/widgets/progress-tracker";
import type { AchievementBadgesData } from "~/contract/widgets/achievement-badges";
import type { PlacementStatsData } from "~/contract/widgets/placement-stats";
import type { SalaryChartData } from "~/contract/widgets/salary-chart";
import type { SkillMatrixData } from "~/contract/widgets/skill-matrix";
import type { PricingPlansData } from "~/contract/widgets/pricing-plans";
import type { ComparisonTableData } from "~/contract/widgets/comparison-table";
import type { AlumniSpotlightData } from "~/contract/widgets/alumni-spotlight";
import type { CertificatePreviewData } from "~/contract/widgets/certificate-preview";
import type { CourseScheduleData } from "~/contract/widgets/course-schedule";
import * as server from "./display.server";

// Filled on the server only; in the browser each kind loads its own chunk (lazyWidget).
const eager: Partial<typeof server> = server;

const loadMatchGrid = () => import("../match-list/MatchGrid").then((m) => m.MatchGrid);

/** The display family's kinds, each a chunk of its own (app/widgets/lazy-widget.ts). */
export const displayWidgets: WidgetDefinition[] = [
  // MATCH_LIST: one chunk per view type of spec 01; a view we do not know is drawn as GRID.
  lazyWidget<MatchListData>(
    { kind: "MATCH_LIST", viewTypes: ["UPCOMING_OVERVIEW"] },
    eager.MatchUpcoming,
    () => import("../match-list/MatchUpcoming").then((m) => m.MatchUpcoming),
  ),
  lazyWidget<MatchListData>({ kind: "MATCH_LIST", viewTypes: ["NEW_MATCH"] }, eager.MatchNew, () =>
    import("../match-list/MatchNew").then((m) => m.MatchNew),
  ),
  lazyWidget<MatchListData>(
    { kind: "MATCH_LIST", viewTypes: ["CAROUSEL"] },
    eager.MatchCarousel,
    () => import("../match-list/MatchCarousel").then((m) => m.MatchCarousel),
  ),
  lazyWidget<MatchListData>(
    { kind: "MATCH_LIST", viewTypes: ["GRID"] },
    eager.MatchGrid,
    loadMatchGrid,
  ),
  lazyWidget<MatchListData>({ kind: "MATCH_LIST" }, eager.MatchGrid, loadMatchGrid),
  lazyWidget<ReportCardData>({ kind: "REPORT_CARD" }, eager.ReportCard, () =>
    import("../report-card/ReportCard").then((m) => m.ReportCard),
  ),
  lazyWidget<PortfolioData>({ kind: "PORTFOLIO" }, eager.Portfolio, () =>
    import("../portfolio/Portfolio").then((m) => m.Portfolio),
  ),
  lazyWidget<CurriculumData>({ kind: "CURRICULUM" }, eager.Curriculum, () =>
    import("../curriculum/Curriculum").then((m) => m.Curriculum),
  ),
  lazyWidget<MentorListData>({ kind: "MENTOR_LIST" }, eager.MentorList, () =>
    import("../mentor-list/MentorList").then((m) => m.MentorList),
  ),
  lazyWidget<InstructorProfileData>({ kind: "INSTRUCTOR_PROFILE" }, eager.InstructorProfile, () =>
    import("../instructor-profile/InstructorProfile").then((m) => m.InstructorProfile),
  ),
  lazyWidget<EventListData>({ kind: "EVENT_LIST" }, eager.EventList, () =>
    import("../event-list/EventList").then((m) => m.EventList),
  ),
  lazyWidget<JobListData>({ kind: "JOB_LIST" }, eager.JobList, () =>
    import("../job-list/JobList").then((m) => m.JobList),
  ),
  lazyWidget<ProgressTrackerData>({ kind: "PROGRESS_TRACKER" }, eager.ProgressTracker, () =>
    import("../progress-tracker/ProgressTracker").then((m) => m.ProgressTracker),
  ),
  lazyWidget<AchievementBadgesData>({ kind: "ACHIEVEMENT_BADGES" }, eager.AchievementBadges, () =>
    import("../achievement-badges/AchievementBadges").then((m) => m.AchievementBadges),
  ),
  lazyWidget<PlacementStatsData>({ kind: "PLACEMENT_STATS" }, eager.PlacementStats, () =>
    import("../placement-stats/PlacementStats").then((m) => m.PlacementStats),
  ),
  lazyWidget<SalaryChartData>({ kind: "SALARY_CHART" }, eager.SalaryChart, () =>
    import("../salary-chart/SalaryChart").then((m) => m.SalaryChart),
  ),
  lazyWidget<SkillMatrixData>({ kind: "SKILL_MATRIX" }, eager.SkillMatrix, () =>
    import("../skill-matrix/SkillMatrix").then((m) => m.SkillMatrix),
  ),
  lazyWidget<PricingPlansData>({ kind: "PRICING_PLANS" }, eager.PricingPlans, () =>
    import("../pricing-plans/PricingPlans").then((m) => m.PricingPlans),
  ),
  lazyWidget<ComparisonTableData>({ kind: "COMPARISON_TABLE" }, eager.ComparisonTable, () =>
    import("../comparison-table/ComparisonTable").then((m) => m.ComparisonTable),
  ),
  lazyWidget<AlumniSpotlightData>({ kind: "ALUMNI_SPOTLIGHT" }, eager.AlumniSpotlight, () =>
    import("../alumni-spotlight/AlumniSpotlight").then((m) => m.AlumniSpotlight),
  ),
  lazyWidget<CertificatePreviewData>(
    { kind: "CERTIFICATE_PREVIEW" },
    eager.CertificatePreview,
    () => import("../certificate-preview/CertificatePreview").then((m) => m.CertificatePreview),
  ),
  lazyWidget<CourseScheduleData>({ kind: "COURSE_SCHEDULE" }, eager.CourseSchedule, () =>
    import("../course-schedule/CourseSchedule").then((m) => m.CourseSchedule),
  ),
];
