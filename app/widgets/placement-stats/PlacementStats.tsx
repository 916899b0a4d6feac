import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { plainNumber } from "~/contract/widgets/display-look";
import { PLACEMENT_STATS_TEXTS as T } from "~/contract/widgets/placement-stats-look";
import type { PlacementStatsData } from "~/contract/widgets/placement-stats";

/** Placement outcomes: headline figures, a role breakdown with its numbers, top recruiters. */
export function PlacementStats({ data }: WidgetProps<PlacementStatsData>) {
  const report = data.reportLink && isSafeHref(data.reportLink.url) ? data.reportLink : undefined;
  return (
    <div className="placement-stats__root">
      <dl className="placement-stats__figures" aria-label={T.figures}>
        {data.figures.map((figure, i) => (
          <div key={i} className="placement-stats__figure">
            <dt className="placement-stats__label">{figure.label}</dt>
            <dd className="placement-stats__value">{figure.value}</dd>
            {figure.note ? <dd className="placement-stats__note">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
      {data.roles?.length ? (
        <div>
          <h3 className="placement-stats__subheading">{T.roles}</h3>
          <ul className="placement-stats__roles">
            {data.roles.map((role, i) => (
              <li key={i} className="placement-stats__role">
                <span className="placement-stats__roleLabel">{role.label}</span>
                <span className="placement-stats__roleValue">
                  {T.share(plainNumber(role.percent))}
                </span>
                <span className="placement-stats__track" aria-hidden="true">
                  <span className="placement-stats__fill" style={{ width: `${role.percent}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.recruiters?.length ? (
        <div>
          <h3 className="placement-stats__subheading">{T.recruiters}</h3>
          <ul className="placement-stats__recruiters">
            {data.recruiters.map((recruiter, i) => (
              <li key={i} className="placement-stats__recruiter">
                {recruiter.logo ? (
                  <ResponsiveImage
                    image={{ ...recruiter.logo, altText: recruiter.name }}
                    width={120}
                    height={40}
                    className="placement-stats__logo"
                  />
                ) : (
                  <span className="placement-stats__recruiterName">{recruiter.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.source || report ? (
        <p className="placement-stats__source">
          {data.source ? `${data.source}${report ? " " : ""}` : null}
          {report ? (
            <ActionLink action={{ type: "NAVIGATION", uri: report.url }}>{report.label}</ActionLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
