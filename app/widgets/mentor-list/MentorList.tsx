import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { plainNumber } from "~/contract/widgets/display-look";
import { MENTOR_LIST_TEXTS as T } from "~/contract/widgets/mentor-list-look";
import type { MentorData, MentorListData } from "~/contract/widgets/mentor-list";

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
    <li className="mentor-list__card">
      <div className="mentor-list__person">
        {mentor.image ? (
          <ResponsiveImage
            image={{ ...mentor.image, altText: mentor.image.altText ?? "" }}
            width={72}
            height={72}
            className="mentor-list__avatar"
          />
        ) : (
          <span className={`mentor-list__avatar mentor-list__initials`} aria-hidden="true">
            {initials(mentor.name)}
          </span>
        )}
        <div>
          <h3 className="mentor-list__name">{mentor.name}</h3>
          {role ? <p className="mentor-list__role">{role}</p> : null}
        </div>
      </div>
      {mentor.rating !== undefined ? (
        <p className="mentor-list__rating">
          <span aria-hidden="true" className="mentor-list__star">
            ★
          </span>
          {T.rating(plainNumber(mentor.rating))}
        </p>
      ) : null}
      {facts.length ? <p className="mentor-list__facts">{facts.join(" · ")}</p> : null}
      {mentor.bio ? <p className="mentor-list__bio">{mentor.bio}</p> : null}
      {mentor.expertise?.length ? (
        <ul className={`tag-row mentor-list__tags`} aria-label={T.expertise(mentor.name)}>
          {mentor.expertise.map((skill, i) => (
            <li key={i} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {mentor.languages?.length ? (
        <p className="mentor-list__facts">{`${T.languages}: ${mentor.languages.join(", ")}`}</p>
      ) : null}
      {mentor.availability ? (
        <p className="mentor-list__availability">{mentor.availability}</p>
      ) : null}
      {mentor.buttons?.length ? (
        <div className={`button-row mentor-list__buttons`}>
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
    <ul className={`mentor-list__grid mentor-list__cols${columns}`}>
      {data.mentors.map((mentor, i) => (
        <MentorCard key={i} mentor={mentor} />
      ))}
    </ul>
  );
}
