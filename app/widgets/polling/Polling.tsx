import { useId } from "react";
import type { WidgetProps } from "../types";
import { CommunityForm, FieldError, formStyles } from "../community-shared/CommunityForm";
import { knownOr } from "~/contract/known";
import {
  closesText,
  POLL_CHOICE_FIELD,
  POLL_CLOSED_TEXT,
  POLL_LOGIN_HINT,
  POLL_STATUSES,
  POLL_VOTE_TEXT,
  POLL_YOUR_VOTE_TEXT,
  pollFormId,
  pollResults,
  votesText,
} from "~/contract/widgets/polling-look";
import type { PollingData } from "~/contract/widgets/polling";

type Option = PollingData["options"][number];

/** The results: one list item per option with its share as words and as a bar. */
function Results({ options, mine }: { options: Option[]; mine: string | undefined }) {
  const results = pollResults(options);
  const total = results.reduce((sum, r) => sum + r.votes, 0);
  return (
    <>
      <ul className="polling__results">
        {results.map((result) => {
          const own = result.id === mine;
          return (
            <li
              key={result.id}
              className={own ? `polling__result polling__own` : "polling__result"}
              data-option={result.id}
            >
              <div className="polling__resultHead">
                <span className="polling__resultLabel">
                  {result.label}
                  {own ? (
                    <span className="polling__yourVote">{` (${POLL_YOUR_VOTE_TEXT})`}</span>
                  ) : null}
                </span>
                <span className="polling__resultCount">
                  {`${result.percent}% · ${votesText(result.votes)}`}
                </span>
              </div>
              <div className="polling__bar" aria-hidden="true">
                <span className="polling__fill" style={{ width: `${result.percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="polling__meta">{`${votesText(total)} in total`}</p>
    </>
  );
}

/**
 * POLLING: a question with its options. Before the viewer voted (and while it is open) it is a
 * form of radio buttons that posts the vote (CommunityForm: works without JavaScript, needs a
 * login); after the vote or once closed, the results as bars with percentages and counts.
 */
export function Polling({ data }: WidgetProps<PollingData>) {
  const id = `poll-${useId().replace(/:/g, "")}`;
  const closed = knownOr(POLL_STATUSES, data.status, "OPEN") === "CLOSED";
  const showResults = closed || data.showResults === true || !!data.viewerChoice;
  const when = closesText(data.closesAt, closed, data.timeZone);
  const formId = pollFormId(data.pollId);
  const errorId = `${id}-error`;
  return (
    <section className="polling__root" aria-labelledby={`${id}-q`} data-poll={data.pollId}>
      <h2 id={`${id}-q`} className={`heading-4 polling__question`}>
        {data.question}
      </h2>
      {data.description ? <p className="polling__description">{data.description}</p> : null}
      {when ? <p className="polling__meta">{when}</p> : null}
      {showResults ? (
        <Results options={data.options} mine={data.viewerChoice} />
      ) : data.voteAction ? (
        <CommunityForm
          action={data.voteAction}
          formId={formId}
          submitText={POLL_VOTE_TEXT}
          aria-labelledby={`${id}-q`}
        >
          {({ errorOf, valueOf }) => {
            const error = errorOf(POLL_CHOICE_FIELD);
            const chosen = valueOf(POLL_CHOICE_FIELD);
            return (
              <fieldset
                className="polling__choices"
                aria-describedby={error ? errorId : `${id}-hint`}
              >
                <legend className="visually-hidden">{data.question}</legend>
                {data.options.map((option) => (
                  <label key={option.id} className="polling__choice">
                    <input
                      type="radio"
                      name={POLL_CHOICE_FIELD}
                      value={option.id}
                      defaultChecked={chosen === option.id}
                      aria-invalid={error ? true : undefined}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
                <FieldError id={errorId} message={error} />
                <p id={`${id}-hint`} className={formStyles.hint}>
                  {POLL_LOGIN_HINT}
                </p>
              </fieldset>
            );
          }}
        </CommunityForm>
      ) : (
        <ul className="polling__plain">
          {data.options.map((option) => (
            <li key={option.id}>{option.label}</li>
          ))}
        </ul>
      )}
      {closed && !showResults ? <p className="polling__meta">{POLL_CLOSED_TEXT}</p> : null}
    </section>
  );
}
