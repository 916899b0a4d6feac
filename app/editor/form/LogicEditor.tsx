import { useId } from "react";
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
import { EditorField, EditorInput, EditorSelect, SelectField } from "./inputs";
import { BusyButton, EditorForm, FormActions } from "./parts";

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
  const others = conditionFieldsFor(fields, field.name);
  const labelOf = (name: string) => fields.find((other) => other.name === name)?.label ?? name;
  const error = (key: string) => errors[`logic.${key}`];

  const setCondition = (index: number, patch: Partial<ConditionDraft>) =>
    onChange({
      ...draft,
      conditions: draft.conditions.map((condition, i) =>
        i === index ? { ...condition, ...patch } : condition,
      ),
    });

  const shown = (key: string) =>
    /^logic\.(action|match|conditions)(\.\d+\.(field|operator|value))?$/.test(key);

  if (!others.length) {
    return (
      <div className="form-editor__editorForm" data-logic-editor>
        <p className="form-editor__hint">
          A rule depends on the values of other fields: add another field first.
        </p>
        <FormActions onCancel={props.onCancel} cancelText="Close" />
      </div>
    );
  }

  return (
    <EditorForm
      base={base}
      heading={<>Rule of “{field.label}”</>}
      errors={errors}
      shown={shown}
      busy={busy}
      onSubmit={props.onSave}
      data-logic-editor
    >
      <div className="form-editor__grid">
        <SelectField
          id={`${base}-action`}
          label="This field is"
          error={error("action")}
          value={draft.action}
          onValue={(action) => onChange({ ...draft, action: action as LogicDraft["action"] })}
        >
          <option value="SHOW">Shown only when</option>
          <option value="HIDE">Hidden when</option>
        </SelectField>
        <SelectField
          id={`${base}-match`}
          label="Conditions to hold"
          error={error("match")}
          value={draft.match}
          onValue={(match) => onChange({ ...draft, match: match as LogicDraft["match"] })}
        >
          <option value="ALL">All of them</option>
          <option value="ANY">Any of them</option>
        </SelectField>
      </div>
      <fieldset className="form-editor__conditions">
        <legend className="form-editor__label">Conditions</legend>
        {error("conditions") ? <p className="form-editor__error">{error("conditions")}</p> : null}
        <ol className="form-editor__conditionList">
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
          className={`btn btn-text form-editor__addSmall`}
          disabled={draft.conditions.length >= EDITOR_LIMITS.logicConditions}
          onClick={() => onChange(withCondition(draft, fields, field.name))}
        >
          Add a condition
        </button>
      </fieldset>
      {draft.conditions.length ? (
        <p className="form-editor__ruleWords" data-rule-words>
          {formLogicText(logicJsonOf(draft), labelOf)}
        </p>
      ) : null}
      <FormActions
        save="Save rule"
        running={running === "save"}
        busy={busy}
        onCancel={props.onCancel}
      >
        {field.logic ? (
          <BusyButton
            type="button"
            running={running === "remove"}
            disabled={busy}
            className={`btn btn-secondary form-editor__danger`}
            onClick={props.onRemove}
          >
            Remove rule
          </BusyButton>
        ) : null}
      </FormActions>
    </EditorForm>
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
  const value = {
    id: `${id}-value`,
    error: errorOf("value"),
    value: condition.value,
    onValue: (text: string) => onChange({ value: text }),
  };
  return (
    <li className="form-editor__conditionRow" data-condition={index}>
      <SelectField
        id={`${id}-field`}
        label={<>Field{which}</>}
        error={errorOf("field")}
        value={condition.field}
        onValue={onField}
      >
        {other ? null : <option value={condition.field}>{condition.field || "Choose"}</option>}
        {others.map((field) => (
          <option key={field.name} value={field.name}>
            {field.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-operator`}
        label={<>Operator{which}</>}
        error={errorOf("operator")}
        value={condition.operator}
        onValue={(operator) => onChange({ operator: operator as FormLogicOperator })}
      >
        {OPERATORS.map((operator) => (
          <option key={operator} value={operator}>
            {FORM_LOGIC_OPERATOR_TEXTS[operator]}
          </option>
        ))}
      </SelectField>
      {operatorTakesValue(condition.operator) ? (
        <EditorField id={value.id} label={<>Value{which}</>} error={value.error}>
          {choices && condition.operator !== "CONTAINS" ? (
            <EditorSelect {...value}>
              {missing ? <option value={condition.value}>{condition.value}</option> : null}
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </EditorSelect>
          ) : (
            <EditorInput {...value} />
          )}
        </EditorField>
      ) : null}
      <button type="button" className={`btn btn-text form-editor__remove`} onClick={onRemove}>
        Remove <span className="visually-hidden">condition {index + 1}</span>
      </button>
    </li>
  );
}
