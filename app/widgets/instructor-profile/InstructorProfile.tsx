import { ActionLink } from "~/actions/ActionLink";
import { isSafeHref } from "~/actions/link-target";
import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import {
  bioParagraphs,
  INSTRUCTOR_PROFILE_TEXTS as T,
} from "~/contract/widgets/instructor-profile-look";
import type { InstructorProfileData } from "~/contract/widgets/instructor-profile";

/** One instructor: photo and name, figures, bio, credentials, courses and links. */
export function InstructorProfile({ data }: WidgetProps<InstructorProfileData>) {
  const role = [data.title, data.company].filter(Boolean).join(", ");
  const links = (data.links ?? []).filter((link) => isSafeHref(link.url));
  return (
    <article className="instructor-profile__root">
      <div className="instructor-profile__aside">
        {data.image ? (
          <ResponsiveImage
            image={{ ...data.image, altText: data.image.altText ?? data.name }}
            width={280}
            height={280}
            className="instructor-profile__photo"
          />
        ) : null}
        {data.stats?.length ? (
          <dl className="instructor-profile__stats" aria-label={T.figures}>
            {data.stats.map((stat, i) => (
              <div key={i} className="instructor-profile__stat">
                <dt className="instructor-profile__statLabel">{stat.label}</dt>
                <dd className="instructor-profile__statValue">{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className="instructor-profile__main">
        <h3 className="instructor-profile__name">{data.name}</h3>
        {role ? <p className="instructor-profile__role">{role}</p> : null}
        {data.bio
          ? bioParagraphs(data.bio).map((paragraph, i) => (
              <p key={i} className="instructor-profile__bio">
                {paragraph}
              </p>
            ))
          : null}
        {data.credentials?.length ? (
          <>
            <h4 className="instructor-profile__subheading">{T.credentials}</h4>
            <ul className="instructor-profile__credentials">
              {data.credentials.map((credential, i) => (
                <li key={i}>{credential}</li>
              ))}
            </ul>
          </>
        ) : null}
        {data.courses?.length ? (
          <>
            <h4 className="instructor-profile__subheading">{T.courses}</h4>
            <ul className="instructor-profile__courses">
              {data.courses.map((course, i) => (
                <li key={i}>
                  {course.url && isSafeHref(course.url) ? (
                    <ActionLink action={{ type: "NAVIGATION", uri: course.url }}>
                      {course.title}
                    </ActionLink>
                  ) : (
                    course.title
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {links.length ? (
          <ul className="instructor-profile__links" aria-label={T.links}>
            {links.map((link, i) => (
              <li key={i}>
                <ActionLink
                  action={{ type: "NAVIGATION", uri: link.url }}
                  className="instructor-profile__link"
                >
                  {link.label}
                </ActionLink>
              </li>
            ))}
          </ul>
        ) : null}
        {data.buttons?.length ? (
          <div className="button-row">
            {data.buttons.map((button, i) => (
              <ButtonView key={i} button={button} />
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
