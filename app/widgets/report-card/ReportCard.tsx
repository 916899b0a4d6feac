import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { labelOf, percentOf, plainNumber } from "~/contract/widgets/display-look";
import { displayDateTime } from "~/contract/widgets/display-time";
import {
  ASSIGNMENT_STATUS_LABELS,
  DEFAULT_PASS_PERCENT,
  MODULE_STATUS_LABELS,
  REPORT_CARD_TEXTS as T,
} from "~/contract/widgets/report-card-look";
import type { ReportCardData, ReportModule } from "~/contract/widgets/report-card";

/** "78 / 100", with "Below pass mark" in words when it is. */
function ScoreText({
  score,
  max,
  passPercent,
}: {
  score: number | undefined;
  max: number | undefined;
  passPercent: number;
}) {
  if (score === undefined) return <span className="report-card__muted">–</span>;
  const outOf = max ?? 100;
  const percent = percentOf(score, outOf);
  const below = percent !== undefined && percent < passPercent;
  return (
    <span className={below ? "report-card__below" : undefined}>
      {`${plainNumber(score)} / ${plainNumber(outOf)}`}
      {below ? <span className="report-card__belowNote">{` (${T.belowPass})`}</span> : null}
    </span>
  );
}

function ModuleSection({
  module,
  data,
  passPercent,
}: {
  module: ReportModule;
  data: ReportCardData;
  passPercent: number;
}) {
  const status = labelOf(MODULE_STATUS_LABELS, module.status);
  const assignments = module.assignments ?? [];
  return (
    <li className="report-card__module">
      <div className="report-card__moduleHead">
        <h3 className="report-card__moduleTitle">{module.title}</h3>
        {status ? <span className="report-card__status">{status}</span> : null}
      </div>
      {module.score !== undefined || module.grade ? (
        <dl className="report-card__moduleFacts">
          {module.score !== undefined ? (
            <div>
              <dt>{T.moduleScore}</dt>
              <dd>
                <ScoreText score={module.score} max={module.maxScore} passPercent={passPercent} />
              </dd>
            </div>
          ) : null}
          {module.grade ? (
            <div>
              <dt>{T.moduleGrade}</dt>
              <dd>{module.grade}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {assignments.length ? (
        <div className="report-card__scroller" role="region" aria-label={module.title} tabIndex={0}>
          <table className="report-card__table">
            <thead>
              <tr>
                <th scope="col">{T.columns.assignment}</th>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.columns.score}</th>
                <th scope="col">{T.columns.due}</th>
              </tr>
            </thead>
            <tbody>
              {assignments.map((assignment, i) => {
                const due = displayDateTime(assignment.dueDate, data.timeZone);
                return (
                  <tr key={i}>
                    <th scope="row">
                      {assignment.title}
                      {assignment.feedback ? (
                        <span className="report-card__feedback">{assignment.feedback}</span>
                      ) : null}
                    </th>
                    <td>{labelOf(ASSIGNMENT_STATUS_LABELS, assignment.status) ?? ""}</td>
                    <td className="report-card__number">
                      <ScoreText
                        score={assignment.score}
                        max={assignment.maxScore}
                        passPercent={passPercent}
                      />
                    </td>
                    <td>{due ? <time dateTime={due.iso}>{due.date}</time> : ""}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="report-card__muted">{T.noAssignments}</p>
      )}
    </li>
  );
}

/** A learner's report card: summary figures, then each module with its graded work as a table. */
export function ReportCard({ data }: WidgetProps<ReportCardData>) {
  const passPercent = data.passPercent ?? DEFAULT_PASS_PERCENT;
  const attendance = data.attendance;
  const attendancePercent = attendance
    ? percentOf(attendance.attended, attendance.total)
    : undefined;
  return (
    <article className="report-card__root">
      {data.learnerName || data.programme || data.term ? (
        <div className="report-card__identity">
          {data.learnerName ? <p className="report-card__learner">{data.learnerName}</p> : null}
          {data.programme ? <p className="report-card__programme">{data.programme}</p> : null}
          {data.term ? <p className="report-card__muted">{data.term}</p> : null}
        </div>
      ) : null}
      {data.overallGrade || data.overallScore !== undefined || attendance ? (
        <dl className="report-card__summary">
          {data.overallGrade ? (
            <div className="report-card__fact">
              <dt>{T.grade}</dt>
              <dd className="report-card__big">{data.overallGrade}</dd>
            </div>
          ) : null}
          {data.overallScore !== undefined ? (
            <div className="report-card__fact">
              <dt>{T.score}</dt>
              <dd className="report-card__big">
                <ScoreText
                  score={data.overallScore}
                  max={data.overallMaxScore}
                  passPercent={passPercent}
                />
              </dd>
            </div>
          ) : null}
          {attendance && attendancePercent !== undefined ? (
            <div className="report-card__fact">
              <dt>{T.attendance}</dt>
              <dd className="report-card__big">{`${attendancePercent}%`}</dd>
              <dd className="report-card__muted">
                {T.attended(attendance.attended, attendance.total)}
              </dd>
              <dd className="report-card__meter">
                <progress
                  max={100}
                  value={attendancePercent}
                  aria-label={`${T.attendance} ${attendancePercent}%`}
                />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ol className="report-card__modules">
        {data.modules.map((module, i) => (
          <ModuleSection key={i} module={module} data={data} passPercent={passPercent} />
        ))}
      </ol>
      {data.remarks ? (
        <figure className="report-card__remarks">
          <figcaption className="report-card__remarksTitle">
            {T.remarks}
            {data.remarksBy ? <span className="report-card__muted">, {data.remarksBy}</span> : null}
          </figcaption>
          <blockquote className="report-card__quote">
            <p>{data.remarks}</p>
          </blockquote>
        </figure>
      ) : null}
      {data.buttons?.length ? (
        <div className="button-row">
          {data.buttons.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
