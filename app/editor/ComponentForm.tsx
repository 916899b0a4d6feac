import { isTechnicalKey } from "~/contract/editor-texts";
import type { EditorFieldSpec } from "~/contract/editor-values";
import type { FieldProps, FormFieldsContext } from "./fields/field-props";
import { ListField } from "./fields/ListField";
import { ObjectField } from "./fields/ObjectField";
import { ScalarField } from "./fields/ScalarField";

export interface ComponentFormProps extends FormFieldsContext {
  fields: readonly EditorFieldSpec[];
}

/**
 * A widget's edit form, generated from its field specs (EditorFieldSpec, made on the server from
 * the widget's schema): every input is named `cd.<path>` and shows the cell's value, so the form
 * posts without JavaScript too. Optional parts that are not set yet start folded.
 */
export function ComponentForm(props: ComponentFormProps) {
  // Ids and technical keys are still edited and posted, but out of sight until asked for.
  const plain = props.fields.filter((spec) => !isTechnicalKey(spec.key));
  const technical = props.fields.filter((spec) => isTechnicalKey(spec.key));
  return (
    <div className="page-editor__formFields">
      {plain.map((spec) => (
        <Field key={spec.key} {...props} spec={spec} path={[spec.key]} />
      ))}
      {technical.length ? (
        <details className="page-editor__more" data-technical-fields="">
          <summary>Technical details</summary>
          {technical.map((spec) => (
            <Field key={spec.key} {...props} spec={spec} path={[spec.key]} />
          ))}
        </details>
      ) : null}
    </div>
  );
}

/** A field of any kind: an object's or a list's fields in a group, a value's own input. */
function Field(props: FieldProps) {
  switch (props.spec.kind) {
    case "object":
      return <ObjectField {...props} spec={props.spec} Field={Field} />;
    case "list":
      return <ListField {...props} spec={props.spec} Field={Field} />;
    default:
      return <ScalarField {...props} />;
  }
}
