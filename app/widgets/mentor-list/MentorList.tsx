import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { plainNumber } from "~/contract/widgets/display-look";
import { MENTOR_LIST_TEXTS as T } from "~/contract/widgets/mentor-list-look";
import type { MentorData, MentorListData } from "~/contract/widgets/mentor-list";
import styles from "./MentorList.module.css";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

function MentorCard({ mentor }: { mentor: MentorData }) {
  const role = [mentor.role, mentor.company].filter(Boolean).join(" at ");
  const facts = [
    mentor.experienceYears !== undefined ? T.experience(mentor.experienceYears) : "",
    mentor.sessionsCount !== undefined ? T.sessions(mentor.sessionsCount) : "",
  ].filter(Boolean);
  return (
    <li className={styles.card}>
      <div className={styles.person}>
        {mentor.image ? (
          <ResponsiveImage
            image={{ ...mentor.image, altText: mentor.image.altText ?? "" }}
            width={72}
            height={72}
            className={styles.avatar}
          />
        ) : (
          <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
            {initials(mentor.name)}
          </span>
        )}
        <div>
          <h3 className={styles.name}>{mentor.name}</h3>
          {role ? <p className={styles.role}>{role}</p> : null}
        </div>
      </div>
      {mentor.rating !== undefined ? (
        <p className={styles.rating}>
          <span aria-hidden="true" className={styles.star}>
            ★
          </span>
          {T.rating(plainNumber(mentor.rating))}
        </p>
      ) : null}
      {facts.length ? <p className={styles.facts}>{facts.join(" · ")}</p> : null}
      {mentor.bio ? <p className={styles.bio}>{mentor.bio}</p> : null}
      {mentor.expertise?.length ? (
        <ul className={`tag-row ${styles.tags}`} aria-label={T.expertise(mentor.name)}>
          {mentor.expertise.map((skill, i) => (
            <li key={i} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {mentor.languages?.length ? (
        <p className={styles.facts}>{`${T.languages}: ${mentor.languages.join(", ")}`}</p>
      ) : null}
      {mentor.availability ? <p className={styles.availability}>{mentor.availability}</p> : null}
      {mentor.buttons?.length ? (
        <div className={`button-row ${styles.buttons}`}>
          {mentor.buttons.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** Mentors a learner can book, as a grid of cards (one column on phones). */
export function MentorList({ data }: WidgetProps<MentorListData>) {
  const columns = data.numColumns ?? 3;
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`] ?? ""}`}>
      {data.mentors.map((mentor, i) => (
        <MentorCard key={i} mentor={mentor} />
      ))}
    </ul>
  );
}
