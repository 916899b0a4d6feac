import { useEffect, useState } from "react";
import { COLOUR_KEYS, type EditorFieldSpec } from "~/contract/editor-values";
import { inputTextOf, readInput } from "../component-form";

/** The id, name and error link every input of the form carries. */
export interface InputAttributes {
  id: string;
  name: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export interface Choice {
  value: string;
  label: string;
}

/** A yes/no or enum field: its choices, after "Not set" when the field may be left empty. */
export function ChoiceSelect({
  value,
  choices,
  blank,
  onText,
  ...select
}: InputAttributes & {
  value: string;
  choices: readonly Choice[];
  /** Offer "Not set" (the empty value). */
  blank: boolean;
  onText: (text: string) => void;
}) {
  return (
    <select
      {...select}
      className="page-editor__input"
      value={value}
      onChange={(event) => onText(event.target.value)}
    >
      {blank ? <option value="">Not set</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A colour field: its text (a theme colour key from the list, or `#rrggbb`), and with
 * JavaScript a colour picker beside it.
 */
export function ColourInput({
  value,
  listId,
  pickerLabel,
  hydrated,
  onText,
  ...input
}: InputAttributes & {
  value: string;
  /** The id of the theme colour keys' datalist. */
  listId: string;
  pickerLabel: string;
  hydrated: boolean;
  onText: (text: string) => void;
}) {
  return (
    <span className="page-editor__colourRow">
      <input
        {...input}
        className="page-editor__input"
        type="text"
        list={listId}
        value={value}
        onChange={(event) => onText(event.target.value)}
      />
      {hydrated ? (
        <input
          type="color"
          className="page-editor__colourPicker"
          aria-label={pickerLabel}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"}
          onChange={(event) => onText(event.target.value)}
        />
      ) : null}
      <datalist id={listId}>
        {COLOUR_KEYS.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
    </span>
  );
}

/**
 * A number or JSON field keeps the text being typed ("1.", half a JSON object) and stores the
 * value once the text reads; an outside change (a list reordered) shows the new value.
 */
export function ParsedInput({
  spec,
  value,
  onValue,
  onInvalid,
  ...input
}: InputAttributes & {
  spec: EditorFieldSpec;
  value: unknown;
  onValue: (value: unknown) => void;
  onInvalid: (message: string | undefined) => void;
}) {
  const [text, setText] = useState(() => inputTextOf(spec, value));
  useEffect(() => {
    const read = readInput(spec, text);
    if (!read.ok || JSON.stringify(read.value) !== JSON.stringify(value)) {
      setText(inputTextOf(spec, value));
      onInvalid(undefined);
    }
    // Only an outside change of the value re-reads it; typing is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const change = (raw: string) => {
    setText(raw);
    const read = readInput(spec, raw);
    if (read.ok) {
      onInvalid(undefined);
      onValue(read.value);
    } else onInvalid(read.error);
  };
  if (spec.kind === "json") {
    return (
      <textarea
        {...input}
        className={`page-editor__input page-editor__code`}
        rows={4}
        spellCheck={false}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    );
  }
  return (
    <input
      {...input}
      className="page-editor__input"
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}
