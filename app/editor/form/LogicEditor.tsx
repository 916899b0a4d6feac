import { useEffect, useId, useRef, type FormEvent } from "react";
import {
  EDITOR_LIMITS,
  FORM_LOGIC_OPERATOR_TEXTS,
  formLogicText,
  type FormLogicOperator,
} from "~/contract/editor-values";
import type { FormField } from "~/contract/widgets/form";
import {
  conditionFieldsFor,
  logicJsonOf,
  OPERATORS,
  operatorTakesValue,
  valueChoicesOf,
  withCondition,
  withConditionField,
  withoutCondition,
  type ConditionDraft,
  type LogicDraft,
} from "./form-editor-model";
import { BusyButton, describedBy, EditorField, OtherErrors } from "./parts";
import styles from "./FormEditor.module.css";

export interface LogicEditorProps {
  field: FormField;
  /** The form's fields as saved (a condition names one of the others). */
  fields: readonly FormField[];
  draft: LogicDraft;
  onChange: (draft: LogicDraft) => void;
  /** Field errors by the platform's paths ("logic.conditions.0.value"). */
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  /** Which of this form's edits is on its way ("save" or "remove"). */
  running: "save" | "remove" | null;
  onSave: () => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * A field's show/hide rule: SHOW or HIDE it when ALL or ANY of the conditions hold, each
 * condition another field, an operator and (for the operators that compare) a value — picked
 * from the other field's options when it has them. The rule in words follows the draft.
 */
export function LogicEditor(props: LogicEditorProps) {
  const { field, fields, draft, onChange, errors, busy, running } = props;
  const base = `logic-${useId().replace(/:/g, "")}`;
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `${base}-heading`;
  const others = conditionFieldsFor(fields, field.name);
  const labelOf = (name: string) => fields.find((other) => other.name === name)?.label ?? name;
  const error = (key: string) => errors[`logic.${key}`];

  useEffect(() => {
    if (!Object.keys(errors).length) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  const setCondition = (index: number, patch: Partial<ConditionDraft>) =>
    onChange({
      ...draft,
      conditions: draft.conditions.map((condition, i) =>
        i === index ? { ...condition, ...patch } : condition,
      ),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) props.onSave();
  };

  const shown = (key: string) =>
    /^logic\.(action|match|conditions)(\.\d+\.(field|operator|value))?$/.test(key);

  if (!others.length) {
    return (
      <div className={styles.editorForm} data-logic-editor>
        <p className={styles.hint}>
          A rule depends on the values of other fields: add another field first.
        </p>
        <div className={styles.formActions}>
          <button type="button" className="btn btn-text" onClick={props.onCancel}>
            Close
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.editorForm}
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
      data-logic-editor
    >
      <h4 id={headingId} className={styles.editorHeading}>
        Rule of “{field.label}”
      </h4>
      <OtherErrors errors={errors} shown={shown} />
      <div className={styles.grid}>
        <EditorField id={`${base}-action`} label="This field is" error={error("action")}>
          <select
            id={`${base}-action`}
            className={styles.input}
            value={draft.action}
            onChange={(event) =>
              onChange({ ...draft, action: event.target.value as LogicDraft["action"] })
            }
            {...describedBy(`${base}-action`, { error: error("action") })}
          >
            <option value="SHOW">Shown only when</option>
            <option value="HIDE">Hidden when</option>
          </select>
        </EditorField>
        <EditorField id={`${base}-match`} label="Conditions to hold" error={error("match")}>
          <select
            id={`${base}-match`}
            className={styles.input}
            value={draft.match}
            onChange={(event) =>
              onChange({ ...draft, match: event.target.value as LogicDraft["match"] })
            }
            {...describedBy(`${base}-match`, { error: error("match") })}
          >
            <option value="ALL">All of them</option>
            <option value="ANY">Any of them</option>
          </select>
        </EditorField>
      </div>
      <fieldset className={styles.conditions}>
        <legend className={styles.label}>Conditions</legend>
        {error("conditions") ? <p className={styles.error}>{error("conditions")}</p> : null}
        <ol className={styles.conditionList}>
          {draft.conditions.map((condition, index) => (
            <ConditionRow
              key={index}
              id={`${base}-condition-${index}`}
              index={index}
              condition={condition}
              others={others}
              errorOf={(key) => error(`conditions.${index}.${key}`)}
              onField={(name) => onChange(withConditionField(draft, index, fields, name))}
              onChange={(patch) => setCondition(index, patch)}
              onRemove={() => onChange(withoutCondition(draft, index))}
            />
          ))}
        </ol>
        <button
          type="button"
          className={`btn btn-text ${styles.addSmall}`}
          disabled={draft.conditions.length >= EDITOR_LIMITS.logicConditions}
          onClick={() => onChange(withCondition(draft, fields, field.name))}
        >
          Add a condition
        </button>
      </fieldset>
      {draft.conditions.length ? (
        <p className={styles.ruleWords} data-rule-words>
          {formLogicText(logicJsonOf(draft), labelOf)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <BusyButton running={running === "save"} disabled={busy} className="btn btn-primary">
          Save rule
        </BusyButton>
        {field.logic ? (
          <BusyButton
            type="button"
            running={running === "remove"}
            disabled={busy}
            className={`btn btn-secondary ${styles.danger}`}
            onClick={props.onRemove}
          >
            Remove rule
          </BusyButton>
        ) : null}
        <button type="button" className="btn btn-text" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ConditionRow({
  id,
  index,
  condition,
  others,
  errorOf,
  onField,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  condition: ConditionDraft;
  others: FormField[];
  errorOf: (key: "field" | "operator" | "value") => string | undefined;
  onField: (name: string) => void;
  onChange: (patch: Partial<ConditionDraft>) => void;
  onRemove: () => void;
}) {
  const which = <span className="visually-hidden"> of condition {index + 1}</span>;
  const other = others.find((field) => field.name === condition.field);
  const choices = valueChoicesOf(other);
  // A value saved earlier that the field no longer offers stays choosable (and visible).
  const missing =
    choices && condition.value && !choices.some((choice) => choice.value === condition.value);
  return (
    <li className={styles.conditionRow} data-condition={index}>
      <EditorField id={`${id}-field`} label={<>Field{which}</>} error={errorOf("field")}>
        <select
          id={`${id}-field`}
          className={styles.input}
          value={condition.field}
          onChange={(event) => onField(event.target.value)}
          {...describedBy(`${id}-field`, { error: errorOf("field") })}
        >
          {other ? null : <option value={condition.field}>{condition.field || "Choose"}</option>}
          {others.map((field) => (
            <option key={field.name} value={field.name}>
              {field.label}
            </option>
          ))}
        </select>
      </EditorField>
      <EditorField id={`${id}-operator`} label={<>Operator{which}</>} error={errorOf("operator")}>
        <select
          id={`${id}-operator`}
          className={styles.input}
          value={condition.operator}
          onChange={(event) => onChange({ operator: event.target.value as FormLogicOperator })}
          {...describedBy(`${id}-operator`, { error: errorOf("operator") })}
        >
          {OPERATORS.map((operator) => (
            <option key={operator} value={operator}>
              {FORM_LOGIC_OPERATOR_TEXTS[operator]}
            </option>
          ))}
        </select>
      </EditorField>
      {operatorTakesValue(condition.operator) ? (
        <EditorField id={`${id}-value`} label={<>Value{which}</>} error={errorOf("value")}>
          {choices && condition.operator !== "CONTAINS" ? (
            <select
              id={`${id}-value`}
              className={styles.input}
              value={condition.value}
              onChange={(event) => onChange({ value: event.target.value })}
              {...describedBy(`${id}-value`, { error: errorOf("value") })}
            >
              {missing ? <option value={condition.value}>{condition.value}</option> : null}
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-value`}
              className={styles.input}
              value={condition.value}
              onChange={(event) => onChange({ value: event.target.value })}
              {...describedBy(`${id}-value`, { error: errorOf("value") })}
            />
          )}
        </EditorField>
      ) : null}
      <button type="button" className={`btn btn-text ${styles.remove}`} onClick={onRemove}>
        Remove <span className="visually-hidden">condition {index + 1}</span>
      </button>
    </li>
  );
}
