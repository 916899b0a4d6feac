import { fieldHelp } from "~/contract/editor-texts";
import { hasValue, valueAt } from "../component-form";
import type { GroupFieldProps } from "./field-props";
import { FieldGroup, InnerFields } from "./FieldGroup";

/** The fields an image or an action shows first; the rest fold under "More". */
const PRIMARY_KEYS: Record<"image" | "action", string[]> = {
  image: ["url", "altText"],
  action: ["type", "uri"],
};

/** An object's fields in a group; an image's or an action's lesser settings fold away. */
export function ObjectField({ Field, ...props }: GroupFieldProps<"object">) {
  const { spec, path, data, label, errors } = props;
  const primaryKeys = spec.role ? PRIMARY_KEYS[spec.role] : undefined;
  const primary = primaryKeys
    ? spec.fields.filter((f) => primaryKeys.includes(f.key))
    : spec.fields;
  const rest = primaryKeys ? spec.fields.filter((f) => !primaryKeys.includes(f.key)) : [];
  return (
    <FieldGroup
      path={path}
      help={spec.help ?? fieldHelp(spec.key, spec.kind)}
      title={label ?? spec.label}
      required={spec.required}
      filled={hasValue(valueAt(data, path))}
      errors={errors}
    >
      <InnerFields {...props} fields={primary} Field={Field} />
      {rest.length ? (
        <details className="page-editor__more">
          <summary>More {spec.role} settings</summary>
          <InnerFields {...props} fields={rest} Field={Field} />
        </details>
      ) : null}
    </FieldGroup>
  );
}
