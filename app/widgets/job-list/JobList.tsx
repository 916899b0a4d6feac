import type { WidgetProps } from "~/widgets/types";
import { ActionLink } from "~/actions/ActionLink";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { labelOf } from "~/contract/widgets/display-look";
import {
  EMPLOYMENT_TYPE_LABELS,
  JOB_LIST_TEXTS as T,
  salaryText,
  WORK_MODE_LABELS,
} from "~/contract/widgets/job-list-look";
import type { JobData, JobListData } from "~/contract/widgets/job-list";

/** The apply button's look: filled unless the data asks for an outlined or text button. */
function variantOf(bgKey: string | undefined): string {
  return bgKey === "secondary" || bgKey === "text" ? `btn-${bgKey}` : "btn-primary";
}

function JobCard({ job }: { job: JobData }) {
  const facts = [
    job.location,
    labelOf(WORK_MODE_LABELS, job.workMode),
    labelOf(EMPLOYMENT_TYPE_LABELS, job.employmentType),
    job.experience,
  ].filter(Boolean);
  const salary = job.salary ? salaryText(job.salary) : undefined;
  const apply = job.applyButton;
  return (
    <li className="job-list__job">
      <div className="job-list__head">
        {job.companyLogo ? (
          <ResponsiveImage
            image={{ ...job.companyLogo, altText: job.companyLogo.altText ?? "" }}
            width={48}
            height={48}
            className="job-list__logo"
          />
        ) : null}
        <div className="job-list__titles">
          <h3 className="job-list__role">{job.role}</h3>
          <p className="job-list__company">{job.company}</p>
        </div>
      </div>
      {facts.length ? <p className="job-list__facts">{facts.join(" · ")}</p> : null}
      {salary ? (
        <p className="job-list__salary">
          <span className="visually-hidden">{`${T.salary}: `}</span>
          {salary}
        </p>
      ) : null}
      {job.skills?.length ? (
        <ul className={`tag-row job-list__skills`} aria-label={T.skills(job.role)}>
          {job.skills.map((skill, i) => (
            <li key={i} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="job-list__foot">
        {job.note ? <p className="job-list__note">{job.note}</p> : null}
        {apply ? (
          <ActionLink
            action={apply.action}
            disabled={apply.disabled}
            className={`btn ${variantOf(apply.bgColorData?.bgKey)} job-list__apply`}
            aria-label={T.applyTo(apply.buttonText || T.apply, job.role, job.company)}
          >
            {apply.buttonText || T.apply}
          </ActionLink>
        ) : null}
      </div>
    </li>
  );
}

/** Open roles as cards: role, company, place, salary range in words, skills, apply action. */
export function JobList({ data }: WidgetProps<JobListData>) {
  if (!data.jobs.length) return <p className="job-list__empty">{data.emptyText || T.empty}</p>;
  return (
    <ul className="job-list__list">
      {data.jobs.map((job, i) => (
        <JobCard key={i} job={job} />
      ))}
    </ul>
  );
}
