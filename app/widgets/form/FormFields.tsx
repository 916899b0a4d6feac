import { useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { visibleFieldNames } from "~/contract/editor-values";
import type { FormField } from "~/contract/widgets/form";
import {
  hasFieldLogic,
  readFieldValues,
  ruleTextOf,
  sameNames,
  visibilityAnnouncement,
} from "./form-logic";
import { FormFieldView } from "./FormFieldView";

export interface FormFieldsProps {
  fields: FormField[];
  /** The form's id prefix: field ids are `${idBase}-${name}`. */
  idBase: string;
  /** Each field's first value (the server's render, or the values of a failed post). */
  valueOf: (field: FormField) => string;
  errors?: Readonly<Record<string, string>>;
  localErrors?: Readonly<Record<string, string>>;
}

/**
 * A form's fields with their show/hide rules run live: every change of a value works out again
 * which fields are shown (`visibleFieldNames`, the function the platform's submit check calls).
 * A field its rule hides is neither required nor posted (its inputs are disabled) and keeps what
 * was typed in it.
 *
 * Without JavaScript every field is there (a learner can still complete the form), each rule
 * written beside its field in words; the platform ignores a hidden field's value and does not
 * require it. With JavaScript the fields hidden for the first values are already hidden by CSS
 * (`@media (scripting: enabled)`) on the first paint, so hydration moves nothing.
 * The learner's FORM widget and the form editor's preview both render this.
 */
export function FormFields({ fields, idBase, valueOf, errors, localErrors }: FormFieldsProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const withLogic = hasFieldLogic(fields);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, valueOf(field)])),
  );
  const visible = useMemo(() => visibleFieldNames(fields, values), [fields, values]);

  // New fields (the editor's draft changed): their values are read from the inputs again.
  const renderedFields = useRef(fields);
  useEffect(() => {
    if (renderedFields.current === fields || !ref.current) return;
    renderedFields.current = fields;
    setValues(readFieldValues(ref.current, fields));
  }, [fields]);

  const [announcement, setAnnouncement] = useState("");
  const announced = useRef(visible);
  useEffect(() => {
    if (sameNames(announced.current, visible)) return;
    setAnnouncement(visibilityAnnouncement(fields, announced.current, visible));
    announced.current = visible;
  }, [fields, visible]);

  const reread = () => {
    if (withLogic && ref.current) setValues(readFieldValues(ref.current, fields));
  };

  return (
    <div ref={ref} className="form__fields" onChange={reread}>
      {fields.map((field) => (
        <FormFieldView
          key={field.name}
          field={field}
          idBase={idBase}
          value={valueOf(field)}
          error={errors?.[field.name]}
          localError={localErrors?.[field.name]}
          hiddenByRule={withLogic && !visible.has(field.name)}
          hydrated={hydrated}
          rule={ruleTextOf(field, fields)}
        />
      ))}
      {withLogic ? (
        <p className="visually-hidden" role="status" aria-live="polite" data-form-logic-status>
          {announcement}
        </p>
      ) : null}
    </div>
  );
}
