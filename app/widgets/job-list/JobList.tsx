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
import styles from "./JobList.module.css";

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
    <li className={styles.job}>
      <div className={styles.head}>
        {job.companyLogo ? (
          <ResponsiveImage
            image={{ ...job.companyLogo, altText: job.companyLogo.altText ?? "" }}
            width={48}
            height={48}
            className={styles.logo}
          />
        ) : null}
        <div className={styles.titles}>
          <h3 className={styles.role}>{job.role}</h3>
          <p className={styles.company}>{job.company}</p>
        </div>
      </div>
      {facts.length ? <p className={styles.facts}>{facts.join(" · ")}</p> : null}
      {salary ? (
        <p className={styles.salary}>
          <span className="visually-hidden">{`${T.salary}: `}</span>
          {salary}
        </p>
      ) : null}
      {job.skills?.length ? (
        <ul className={`tag-row ${styles.skills}`} aria-label={T.skills(job.role)}>
          {job.skills.map((skill, i) => (
            <li key={i} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.foot}>
        {job.note ? <p className={styles.note}>{job.note}</p> : null}
        {apply ? (
          <ActionLink
            action={apply.action}
            disabled={apply.disabled}
            className={`btn ${variantOf(apply.bgColorData?.bgKey)} ${styles.apply}`}
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
  if (!data.jobs.length) return <p className={styles.empty}>{data.emptyText || T.empty}</p>;
  return (
    <ul className={styles.list}>
      {data.jobs.map((job, i) => (
        <JobCard key={i} job={job} />
      ))}
    </ul>
  );
}
