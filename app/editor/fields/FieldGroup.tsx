import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { EditorFieldSpec } from "~/contract/editor-values";
import { inputNameOf, type FieldPath } from "../component-form";
import type { FieldProps } from "./field-props";

/**
 * An object's or a list's fields: a fieldset, or, for an optional part, a fold that starts open
 * only when the part is set (and stays as the admin left it while they type). A fold with an
 * error inside opens, so the error is seen.
 */
export function FieldGroup({
  path,
  title,
  help,
  required,
  filled,
  errors,
  children,
}: {
  path: FieldPath;
  title: string;
  /** The group's line of help (editor-texts.ts). */
  help?: string;
  required: boolean;
  filled: boolean;
  errors: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const name = inputNameOf(path);
  const hasError = Object.keys(errors).some((key) => key.startsWith(`${name}.`));
  const [openAtFirst] = useState(filled || hasError);
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hasError && fold.current) fold.current.open = true;
  }, [hasError]);
  if (!required) {
    return (
      <details
        ref={fold}
        className="page-editor__optional"
        data-field={name}
        open={openAtFirst || undefined}
      >
        <summary>{title}</summary>
        <div className="page-editor__fieldGroup">
          {help ? <p className="page-editor__fieldHelp">{help}</p> : null}
          {children}
        </div>
      </details>
    );
  }
  return (
    <fieldset className="page-editor__fieldset" data-field={name}>
      <legend>{title}</legend>
      {help ? <p className="page-editor__fieldHelp">{help}</p> : null}
      {children}
    </fieldset>
  );
}

/** The fields of an object at `path` (an object field's, a list item's), each with its own label. */
export function InnerFields({
  fields,
  Field,
  ...props
}: Omit<FieldProps, "spec"> & {
  fields: readonly EditorFieldSpec[];
  Field: ComponentType<FieldProps>;
}) {
  return (
    <>
      {fields.map((field) => (
        <Field
          key={field.key}
          {...props}
          label={undefined}
          spec={field}
          path={[...props.path, field.key]}
        />
      ))}
    </>
  );
}
