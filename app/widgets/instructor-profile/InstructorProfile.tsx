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
import styles from "./InstructorProfile.module.css";

/** One instructor: photo and name, figures, bio, credentials, courses and links. */
export function InstructorProfile({ data }: WidgetProps<InstructorProfileData>) {
  const role = [data.title, data.company].filter(Boolean).join(", ");
  const links = (data.links ?? []).filter((link) => isSafeHref(link.url));
  return (
    <article className={styles.root}>
      <div className={styles.aside}>
        {data.image ? (
          <ResponsiveImage
            image={{ ...data.image, altText: data.image.altText ?? data.name }}
            width={280}
            height={280}
            className={styles.photo}
          />
        ) : null}
        {data.stats?.length ? (
          <dl className={styles.stats} aria-label={T.figures}>
            {data.stats.map((stat, i) => (
              <div key={i} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div className={styles.main}>
        <h3 className={styles.name}>{data.name}</h3>
        {role ? <p className={styles.role}>{role}</p> : null}
        {data.bio
          ? bioParagraphs(data.bio).map((paragraph, i) => (
              <p key={i} className={styles.bio}>
                {paragraph}
              </p>
            ))
          : null}
        {data.credentials?.length ? (
          <>
            <h4 className={styles.subheading}>{T.credentials}</h4>
            <ul className={styles.credentials}>
              {data.credentials.map((credential, i) => (
                <li key={i}>{credential}</li>
              ))}
            </ul>
          </>
        ) : null}
        {data.courses?.length ? (
          <>
            <h4 className={styles.subheading}>{T.courses}</h4>
            <ul className={styles.courses}>
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
          <ul className={styles.links} aria-label={T.links}>
            {links.map((link, i) => (
              <li key={i}>
                <ActionLink action={{ type: "NAVIGATION", uri: link.url }} className={styles.link}>
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
