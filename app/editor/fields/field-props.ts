import type { ComponentType } from "react";
import type { EditorFieldSpec } from "~/contract/editor-values";
import type { ComponentData, FieldPath } from "../component-form";

/** What every field of a component's edit form is handed by the form (ComponentForm.tsx). */
export interface FormFieldsContext {
  /** Unique per form on the page: the inputs' ids start with it. */
  formId: string;
  data: ComponentData;
  /** Errors by input name (`cd.title`): the BFF's, or the form's own (a number, JSON). */
  errors: Readonly<Record<string, string>>;
  /** JavaScript runs: lists can grow, shrink and be reordered. */
  hydrated: boolean;
  onChange(path: FieldPath, value: unknown): void;
  /** An input whose text cannot be read (not a number, not JSON), or no longer so. */
  onInvalid(name: string, message: string | undefined): void;
}

/** One field of the form: its spec, where its value is in the data. */
export interface FieldProps extends FormFieldsContext {
  spec: EditorFieldSpec;
  path: FieldPath;
  /** The label, when the spec's own is not enough (a list's plain item). */
  label?: string;
}

/**
 * An object's or a list's props: its spec, and the form's field of any kind for the fields
 * inside (handed down rather than imported: the form imports these modules).
 */
export type GroupFieldProps<Kind extends "object" | "list"> = FieldProps & {
  spec: Extract<EditorFieldSpec, { kind: Kind }>;
  Field: ComponentType<FieldProps>;
};
