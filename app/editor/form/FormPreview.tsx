import { useMemo } from "react";
import type { FormField } from "~/contract/widgets/form";
import { FormFields } from "~/widgets/form/FormFields";
import { previewFieldsOf } from "./form-editor-model";
import type { Open } from "./use-open-draft";

/**
 * The preview column: the form as a learner would get it with the open draft saved, its rules
 * run live (FormFields, the learner's own). Nothing is sent.
 */
export function FormPreview({
  fields,
  open,
  idBase,
}: {
  fields: readonly FormField[];
  open: Open;
  /** The preview's id prefix (its heading and its inputs). */
  idBase: string;
}) {
  const previewFields = useMemo(
    () =>
      previewFieldsOf(fields, {
        adding: open?.kind === "add" ? { draft: open.draft, position: open.position } : undefined,
        editing: open?.kind === "edit" ? { name: open.name, draft: open.draft } : undefined,
        rule: open?.kind === "rule" ? { name: open.name, draft: open.draft } : undefined,
      }),
    [fields, open],
  );
  return (
    <aside className="form-editor__previewColumn" aria-labelledby={idBase}>
      <h4 id={idBase} className="form-editor__previewTitle">
        Preview
      </h4>
      <p className="form-editor__hint">
        Fill it in as a learner would: fields show and hide by their rules. Nothing is sent.
      </p>
      <div className="form-editor__preview" data-form-preview>
        <FormFields fields={previewFields} idBase={idBase} valueOf={(field) => field.value ?? ""} />
      </div>
    </aside>
  );
}
