import { EDITOR_TEXTS } from "~/contract/editor-values";

/** Field path → message, e.g. `{"componentData.questions.0.question": "Required"}`. */
export type EditErrors = Record<string, string>;

/** An edit the editors' service refuses; routes/cms.ts answers it in the action error shape. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: EditErrors,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new CmsError(404, message);

/** 400 with EDITOR_TEXTS.invalidEdit and the fields that are wrong. */
export const invalidEdit = (errors: EditErrors) =>
  new CmsError(400, EDITOR_TEXTS.invalidEdit, errors);

/** 400 with its own words (and the field they belong to, when there is one). */
export const refused = (message: string, field?: string) =>
  new CmsError(400, message, field ? { [field]: message } : undefined);
