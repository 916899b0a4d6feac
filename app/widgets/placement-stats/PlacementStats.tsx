import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { plainNumber } from "~/contract/widgets/display-look";
import { PLACEMENT_STATS_TEXTS as T } from "~/contract/widgets/placement-stats-look";
import type { PlacementStatsData } from "~/contract/widgets/placement-stats";
import styles from "./PlacementStats.module.css";

/** Placement outcomes: headline figures, a role breakdown with its numbers, top recruiters. */
export function PlacementStats({ data }: WidgetProps<PlacementStatsData>) {
  const report = data.reportLink && isSafeHref(data.reportLink.url) ? data.reportLink : undefined;
  return (
    <div className={styles.root}>
      <dl className={styles.figures} aria-label={T.figures}>
        {data.figures.map((figure, i) => (
          <div key={i} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
            {figure.note ? <dd className={styles.note}>{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
      {data.roles?.length ? (
        <div className={styles.block}>
          <h3 className={styles.subheading}>{T.roles}</h3>
          <ul className={styles.roles}>
            {data.roles.map((role, i) => (
              <li key={i} className={styles.role}>
                <span className={styles.roleLabel}>{role.label}</span>
                <span className={styles.roleValue}>{T.share(plainNumber(role.percent))}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${role.percent}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.recruiters?.length ? (
        <div className={styles.block}>
          <h3 className={styles.subheading}>{T.recruiters}</h3>
          <ul className={styles.recruiters}>
            {data.recruiters.map((recruiter, i) => (
              <li key={i} className={styles.recruiter}>
                {recruiter.logo ? (
                  <ResponsiveImage
                    image={{ ...recruiter.logo, altText: recruiter.name }}
                    width={120}
                    height={40}
                    className={styles.logo}
                  />
                ) : (
                  <span className={styles.recruiterName}>{recruiter.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.source || report ? (
        <p className={styles.source}>
          {data.source ? `${data.source}${report ? " " : ""}` : null}
          {report ? (
            <ActionLink action={{ type: "NAVIGATION", uri: report.url }}>{report.label}</ActionLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
