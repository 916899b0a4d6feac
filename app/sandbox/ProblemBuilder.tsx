import { useEffect, useRef, type KeyboardEvent } from "react";
import { PROBLEM_DIFFICULTIES, PROBLEM_METADATA_LIMITS } from "~/contract/sandbox-values";
import type { ProblemBuilderFields } from "./pending-author";
import type { ProblemBuilderErrors } from "./problem-builder";

interface ProblemBuilderProps {
  id: string;
  fields: ProblemBuilderFields;
  errors: ProblemBuilderErrors;
  saving: boolean;
  onFields: (fields: ProblemBuilderFields) => void;
  onSave: () => void;
  onClose: () => void;
}

/**
 * The problem builder (PROBLEM_BUILDER): a panel under the toolbar where the author edits the
 * problem's title, difficulty, statement and tags. Opening it moves focus to the title, Escape
 * closes it; an invalid field says why next to itself and keeps what was typed.
 */
export function ProblemBuilder(props: ProblemBuilderProps) {
  const { id, fields, errors } = props;
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const set = (name: keyof ProblemBuilderFields) => (value: string) =>
    props.onFields({ ...fields, [name]: value });
  const control = (name: keyof ProblemBuilderFields) => ({
    id: `${id}-${name}`,
    ...(errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {}),
  });
  const error = (name: keyof ProblemBuilderFields) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="problem-builder__error">
        {errors[name]}
      </p>
    ) : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") props.onClose();
  };

  return (
    <section
      id={id}
      className="problem-builder__builder"
      aria-labelledby={`${id}-heading`}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-heading`} className="problem-builder__heading">
        Problem builder
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <div className="problem-builder__field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            ref={titleRef}
            value={fields.title}
            maxLength={PROBLEM_METADATA_LIMITS.titleChars * 2}
            onChange={(event) => set("title")(event.target.value)}
            {...control("title")}
          />
          {error("title")}
        </div>
        <div className="problem-builder__field">
          <label htmlFor={`${id}-difficulty`}>Difficulty</label>
          <select
            value={fields.difficulty}
            onChange={(event) => set("difficulty")(event.target.value)}
            {...control("difficulty")}
          >
            <option value="">Choose…</option>
            {PROBLEM_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
          {error("difficulty")}
        </div>
        <div className="problem-builder__field">
          <label htmlFor={`${id}-statement`}>Statement</label>
          <textarea
            rows={6}
            value={fields.statement}
            onChange={(event) => set("statement")(event.target.value)}
            {...control("statement")}
          />
          {error("statement")}
        </div>
        <div className="problem-builder__field">
          <label htmlFor={`${id}-tags`}>Tags (separated by commas)</label>
          <input
            value={fields.tags}
            onChange={(event) => set("tags")(event.target.value)}
            {...control("tags")}
          />
          {error("tags")}
        </div>
        <div className="problem-builder__actions">
          {/* Not disabled while saving: a disabled button would drop the focus out of the panel
              (a second save is ignored by the author's actions instead). */}
          <button
            type="submit"
            className="problem-builder__save"
            aria-busy={props.saving || undefined}
          >
            Save problem draft
          </button>
          <button type="button" className="problem-builder__close" onClick={props.onClose}>
            Close
          </button>
        </div>
      </form>
    </section>
  );
}

/** The problem's title and statement above the workspace (plain text: line breaks kept). */
export function ProblemStatement({ title, statement }: { title: string; statement: string }) {
  return (
    <div className="problem-builder__statement" data-problem-statement>
      <h2 className="problem-builder__heading">{title}</h2>
      <p>{statement}</p>
    </div>
  );
}
