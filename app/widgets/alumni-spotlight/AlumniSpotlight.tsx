import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { ALUMNI_SPOTLIGHT_TEXTS as T } from "~/contract/widgets/alumni-spotlight-look";
import type { Alumnus, AlumniSpotlightData } from "~/contract/widgets/alumni-spotlight";

function AlumnusCard({ alumnus }: { alumnus: Alumnus }) {
  const story =
    alumnus.storyLink && isSafeHref(alumnus.storyLink.url) ? alumnus.storyLink : undefined;
  return (
    <li className="alumni-spotlight__card">
      <div className="alumni-spotlight__person">
        {alumnus.image ? (
          <ResponsiveImage
            image={{ ...alumnus.image, altText: alumnus.image.altText ?? "" }}
            width={64}
            height={64}
            className="alumni-spotlight__photo"
          />
        ) : null}
        <div>
          <h3 className="alumni-spotlight__name">{alumnus.name}</h3>
          {alumnus.programme ? (
            <p className="alumni-spotlight__programme">{alumnus.programme}</p>
          ) : null}
        </div>
      </div>
      <dl className="alumni-spotlight__move">
        {alumnus.beforeRole ? (
          <div className="alumni-spotlight__step">
            <dt>{T.before}</dt>
            <dd>{T.at(alumnus.beforeRole, alumnus.beforeCompany)}</dd>
          </div>
        ) : null}
        <div className={`alumni-spotlight__step alumni-spotlight__after`}>
          <dt>{T.after}</dt>
          <dd>
            {alumnus.companyLogo ? (
              <ResponsiveImage
                image={{ ...alumnus.companyLogo, altText: "" }}
                width={24}
                height={24}
                className="alumni-spotlight__logo"
              />
            ) : null}
            {T.at(alumnus.afterRole, alumnus.afterCompany)}
          </dd>
        </div>
      </dl>
      {alumnus.highlight ? (
        <p className="alumni-spotlight__highlight">{alumnus.highlight}</p>
      ) : null}
      {alumnus.quote ? (
        <blockquote className="alumni-spotlight__quote">
          <p>{alumnus.quote}</p>
        </blockquote>
      ) : null}
      {story ? (
        <ActionLink
          action={{ type: "NAVIGATION", uri: story.url }}
          className="alumni-spotlight__story"
        >
          {story.label}
        </ActionLink>
      ) : null}
    </li>
  );
}

/** Graduates' career moves: before and after as a description list, a quote and their story. */
export function AlumniSpotlight({ data }: WidgetProps<AlumniSpotlightData>) {
  return (
    <ul className="alumni-spotlight__list">
      {data.alumni.map((alumnus, i) => (
        <AlumnusCard key={i} alumnus={alumnus} />
      ))}
    </ul>
  );
}
