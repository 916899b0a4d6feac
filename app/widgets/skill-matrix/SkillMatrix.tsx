import type { WidgetProps } from "~/widgets/types";
import {
  DEFAULT_SKILL_LEVELS,
  SKILL_MATRIX_TEXTS as T,
} from "~/contract/widgets/skill-matrix-look";
import type { SkillMatrixData } from "~/contract/widgets/skill-matrix";

type Skill = SkillMatrixData["skills"][number];

/** Consecutive skills of one category, in order. */
function groups(skills: Skill[]): { category?: string; skills: Skill[] }[] {
  const out: { category?: string; skills: Skill[] }[] = [];
  for (const skill of skills) {
    const last = out[out.length - 1];
    if (last && last.category === skill.category) last.skills.push(skill);
    else out.push({ category: skill.category, skills: [skill] });
  }
  return out;
}

/**
 * A table: skill, the learner's level and the target in words, then the same as dots on the
 * level scale for the eye (filled: reached; ringed: the target).
 */
export function SkillMatrix({ data }: WidgetProps<SkillMatrixData>) {
  const levels = data.levels?.length ? data.levels : [...DEFAULT_SKILL_LEVELS];
  const clamp = (n: number) => Math.min(Math.max(n, 0), levels.length);
  const levelName = (n: number) => (n === 0 ? T.notStarted : levels[clamp(n) - 1]);
  return (
    <div
      className="skill-matrix__scroller"
      role="region"
      aria-label={data.caption || T.caption}
      tabIndex={0}
    >
      <table className="skill-matrix__table">
        <caption className="visually-hidden">{data.caption || T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.skill}</th>
            <th scope="col">{T.current}</th>
            <th scope="col">{T.target}</th>
            <th scope="col">
              <span className="visually-hidden">{T.scale}</span>
              <span className="skill-matrix__scaleLabels" aria-hidden="true">
                {levels.map((level, i) => (
                  <span key={i}>{level}</span>
                ))}
              </span>
            </th>
          </tr>
        </thead>
        {groups(data.skills).map((group, g) => (
          // One row group per category, its heading row naming the group.
          <tbody key={g}>
            {group.category ? (
              <tr className="skill-matrix__category">
                <th scope="rowgroup" colSpan={4}>
                  {group.category}
                </th>
              </tr>
            ) : null}
            {group.skills.map((skill, i) => {
              const level = clamp(skill.level);
              const target = skill.target === undefined ? undefined : clamp(skill.target);
              const reached = target !== undefined && level >= target;
              return (
                <tr key={i}>
                  <th scope="row">{skill.name}</th>
                  <td>{levelName(level)}</td>
                  <td>
                    {target === undefined ? "–" : levelName(target)}
                    {reached ? (
                      <span className="skill-matrix__reached">{` (${T.reached})`}</span>
                    ) : null}
                  </td>
                  <td>
                    <span className="skill-matrix__dots" aria-hidden="true">
                      {levels.map((_, j) => (
                        <span
                          key={j}
                          className={[
                            "skill-matrix__dot",
                            j < level ? "skill-matrix__filled" : "",
                            target !== undefined && j === target - 1 ? "skill-matrix__target" : "",
                          ]
                            .filter(Boolean)
                            .join(" ")}
                        />
                      ))}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
