import { useState } from "react";
import type { SandboxProblemMetadata } from "~/contract/sandbox-values";
import type { SandboxWidgetData } from "~/contract/widgets/sandbox";
import type { ProblemBuilderFields } from "./pending-author";
import { checkProblemFields, fieldsOfMetadata, type ProblemBuilderErrors } from "./problem-builder";
import type { DraftSave } from "./use-author-actions";

/**
 * The problem builder's state (PROBLEM_BUILDER): open or not, the fields as typed, their errors,
 * and the metadata as last saved (the author's draft, else the published one), which Publish
 * sends with the files. Only an author's sandbox of a problem has one.
 */
export function useProblemBuilder(
  data: SandboxWidgetData,
  saveDraft: (save: DraftSave) => Promise<boolean>,
) {
  const enabled = Boolean(data.canPublish && data.problemId && !data.readOnly && !data.shared);
  const [metadata, setMetadata] = useState<SandboxProblemMetadata | undefined>(
    () => data.authorDraft?.problemMetadata ?? data.problemMetadata,
  );
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<ProblemBuilderFields>(() => fieldsOfMetadata(metadata));
  const [errors, setErrors] = useState<ProblemBuilderErrors>({});

  /** Checks the fields and saves them with the files; invalid fields stay as typed, with errors. */
  const save = async (files?: DraftSave["files"], typed: ProblemBuilderFields = fields) => {
    const check = checkProblemFields(typed);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    const saved = await saveDraft({ files, problemMetadata: check.metadata, builderFields: typed });
    if (saved) setMetadata(check.metadata);
  };

  /** Opens the builder with these fields (the ones typed before a login). */
  const reopen = (typed: ProblemBuilderFields) => {
    setFields(typed);
    setOpen(true);
  };

  return { enabled, open, setOpen, fields, setFields, errors, metadata, setMetadata, save, reopen };
}

export type ProblemBuilderState = ReturnType<typeof useProblemBuilder>;
