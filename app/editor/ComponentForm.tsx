import type { EditorFieldSpec } from "~/contract/editor-values";
import type { FieldProps, FormFieldsContext } from "./fields/field-props";
import { ListField } from "./fields/ListField";
import { ObjectField } from "./fields/ObjectField";
import { ScalarField } from "./fields/ScalarField";
import styles from "./editor.module.css";

export interface ComponentFormProps extends FormFieldsContext {
  fields: readonly EditorFieldSpec[];
}

/**
 * A widget's edit form, generated from its field specs (EditorFieldSpec, made on the server from
 * the widget's schema): every input is named `cd.<path>` and shows the cell's value, so the form
 * posts without JavaScript too. Optional parts that are not set yet start folded.
 */
export function ComponentForm(props: ComponentFormProps) {
  return (
    <div className={styles.formFields}>
      {props.fields.map((spec) => (
        <Field key={spec.key} {...props} spec={spec} path={[spec.key]} />
      ))}
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
