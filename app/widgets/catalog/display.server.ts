/**
 * The display family's components, imported eagerly for the server's render; the browser build
 * replaces this module with an empty one and loads each kind's chunk on demand (display.ts).
 */
export { MatchCarousel } from "../match-list/MatchCarousel";
export { MatchGrid } from "../match-list/MatchGrid";
export { MatchNew } from "../match-list/MatchNew";
export { MatchUpcoming } from "../match-list/MatchUpcoming";
export { ReportCard } from "../report-card/ReportCard";
export { Portfolio } from "../portfolio/Portfolio";
export { Curriculum } from "../curriculum/Curriculum";
export { MentorList } from "../mentor-list/MentorList";
export { InstructorProfile } from "../instructor-profile/InstructorProfile";
export { EventList } from "../event-list/EventList";
export { JobList } from "../job-list/JobList";
export { ProgressTracker } from "../progress-tracker/ProgressTracker";
export { AchievementBadges } from "../achievement-badges/AchievementBadges";
export { PlacementStats } from "../placement-stats/PlacementStats";
export { SalaryChart } from "../salary-chart/SalaryChart";
export { SkillMatrix } from "../skill-matrix/SkillMatrix";
export { PricingPlans } from "../pricing-plans/PricingPlans";
export { ComparisonTable } from "../comparison-table/ComparisonTable";
export { AlumniSpotlight } from "../alumni-spotlight/AlumniSpotlight";
export { CertificatePreview } from "../certificate-preview/CertificatePreview";
export { CourseSchedule } from "../course-schedule/CourseSchedule";
