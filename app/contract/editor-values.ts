/**
 * The admin editors' plain values (spec 02 sections 6 and 7, "Page editor" and "Form editor"):
 * texts, the edit switch, the form-logic words and how a field's show/hide rule is read. Zod-free:
 * the browser's editor chunk, the learner's FORM widget, the BFF and the platform import it.
 */
import type { FormFieldType } from "./field-texts";

/** The query parameter of the edit switch: `?edit=1` shows an admin the page editor. */
export const EDIT_MODE_PARAM = "edit";

/** The content pages of /admin/cms are always shown to admins in edit mode, without the switch. */
export function isAlwaysEdited(pathname: string): boolean {
  return /^\/admin\/cms(\/|$)/.test(pathname);
}

export const EDITOR_TEXTS = {
  /** 409: the page's version moved on since the editor read it. */
  pageChanged: "This page changed since you opened it — reload to see the latest",
  /** 409: the form's version moved on since the editor read it. */
  formChanged: "This form changed since you opened it — reload to see the latest",
  /** 403 from the BFF (before any upstream call) and the platform's words for it. */
  adminsOnly: "Only admins can edit pages and forms.",
  /** 400: an edit whose cell or element fails its schema; the field errors come beside it. */
  invalidEdit: "Check the highlighted fields and save again.",
  /** A page the platform builds per request (practice pages, an order) has nothing to edit. */
  notEditable: "This page is built for each visitor and can't be edited here.",
  pageNotFound: "Page not found",
  cellNotFound: "That cell is no longer on the page — reload to see the latest",
  formNotFound: "Form not found",
  elementNotFound: "That field is no longer in the form — reload to see the latest",
  /** swap/cell and swap/element: only neighbours of one parent swap. */
  notNeighbours: "Only neighbours can swap places.",
  /** move/cell into its own subtree. */
  moveIntoItself: "A cell can't move inside itself.",
  nothingToRevert: "There is no edit to revert.",
  /** activity/move: no TABLE of an activity group holds this activityId (404). */
  activityNotFound: "That activity is no longer on the page — reload to see the latest",
  /** activity/move: no TABLE of the page has this activityGroupId (404). */
  activityGroupNotFound: "That activity group is no longer on the page — reload to see the latest",
  /** delete/element of a form's only field (400): a FORM needs at least one field. */
  lastFormElement: "A form keeps at least one field.",
  /** A session that ended while editing. */
  loginToEdit: "Log in again to keep editing.",
  /** spot/recording/login with an unknown, used or expired token. */
  recordingLinkExpired: "This recording link has expired. Open a new one from /admin/spot.",
  /** Any other failure of an edit call (time-out, 5xx). */
  editFailed: "The edit could not be saved. Try again.",
  saved: "Saved",
  reverted: "Reverted the last edit",
  deleted: "Cell deleted",
} as const;

/** The intents of POST /api/edit (docs/contract.md, "Admin editors"). */
export const EDIT_INTENTS = [
  "update-cell",
  "add-cell",
  "delete-cell",
  "swap-cell",
  "move-cell",
  "move-activity",
  "revert",
  "history",
  "preview",
  "add-element",
  "update-element",
  "delete-element",
  "duplicate-element",
  "swap-element",
  "move-element",
  "update-element-logic",
] as const;
export type EditIntent = (typeof EDIT_INTENTS)[number];

/** The edit operations a history entry names (the catalogue call that made it). */
export const PAGE_EDIT_OPERATIONS = [
  "update/cell",
  "add/cell",
  "delete/cell",
  "swap/cell",
  "move/cell",
  "activity/move",
  "revert",
] as const;
export type PageEditOperation = (typeof PAGE_EDIT_OPERATIONS)[number];

/** Limits the platform and the BFF both hold. */
export const EDITOR_LIMITS = {
  /** The posted edit form (a cell's componentData travels in it). */
  formBytes: 256 * 1024,
  /** A cell's componentData as JSON. */
  componentDataChars: 100_000,
  /** Entries kept and shown in a page's history. */
  historyEntries: 50,
  /** Conditions in one field's show/hide rule. */
  logicConditions: 10,
  /** Elements in one form. */
  formElements: 60,
} as const;

// ---- Form logic: a field shown or hidden by other fields' values ----

export const FORM_LOGIC_ACTIONS = ["SHOW", "HIDE"] as const;
export const FORM_LOGIC_MATCHES = ["ALL", "ANY"] as const;
export const FORM_LOGIC_OPERATORS = [
  "EQUALS",
  "NOT_EQUALS",
  "CONTAINS",
  "IS_EMPTY",
  "IS_NOT_EMPTY",
] as const;
export type FormLogicOperator = (typeof FORM_LOGIC_OPERATORS)[number];

export interface FormLogicCondition {
  /** The name of another field of the form. */
  field: string;
  operator: FormLogicOperator;
  /** Compared as text (a ticked checkbox is "true"); unused by IS_EMPTY / IS_NOT_EMPTY. */
  value?: string;
}

/** A field's rule: SHOW it only when the conditions hold, or HIDE it when they hold. */
export interface FormLogic {
  action: (typeof FORM_LOGIC_ACTIONS)[number];
  match: (typeof FORM_LOGIC_MATCHES)[number];
  conditions: FormLogicCondition[];
}

/** The words of an operator, for the editor and for the rule written beside a field. */
export const FORM_LOGIC_OPERATOR_TEXTS: Record<FormLogicOperator, string> = {
  EQUALS: "is",
  NOT_EQUALS: "is not",
  CONTAINS: "contains",
  IS_EMPTY: "is empty",
  IS_NOT_EMPTY: "is not empty",
};

const TICKED = new Set(["on", "true", "yes", "1"]);

/** A field's value as the rules compare it: trimmed text, a ticked checkbox "true". */
export function logicValueOf(type: FormFieldType | undefined, raw: unknown): string {
  if (raw === undefined || raw === null) return "";
  const text = typeof raw === "string" ? raw.trim() : String(raw);
  if (type === "checkbox") return TICKED.has(text.toLowerCase()) ? "true" : "";
  return text;
}

function conditionHolds(condition: FormLogicCondition, value: string): boolean {
  const wanted = (condition.value ?? "").trim();
  switch (condition.operator) {
    case "EQUALS":
      return value.toLowerCase() === wanted.toLowerCase();
    case "NOT_EQUALS":
      return value.toLowerCase() !== wanted.toLowerCase();
    case "CONTAINS":
      return wanted !== "" && value.toLowerCase().includes(wanted.toLowerCase());
    case "IS_EMPTY":
      return value === "";
    case "IS_NOT_EMPTY":
      return value !== "";
    default:
      return false;
  }
}

/**
 * Whether a field with this rule is shown, given the form's values as `logicValueOf` reads them
 * (name → text). No rule: always shown. The learner's form, the form editor's preview and the
 * platform's submit check all call this one function.
 */
export function formFieldVisible(
  logic: FormLogic | undefined,
  values: Readonly<Record<string, string>>,
): boolean {
  if (!logic || logic.conditions.length === 0) return true;
  const results = logic.conditions.map((condition) =>
    conditionHolds(condition, values[condition.field] ?? ""),
  );
  const holds = logic.match === "ALL" ? results.every(Boolean) : results.some(Boolean);
  return logic.action === "SHOW" ? holds : !holds;
}

/**
 * Which fields are shown, in form order: a field hidden by its rule counts as empty for the
 * rules of the fields after it and before it alike (so a chain of rules settles in one pass per
 * field, at most as many passes as fields).
 */
export function visibleFieldNames(
  fields: ReadonlyArray<{ name: string; type?: FormFieldType; logic?: FormLogic }>,
  rawValues: Readonly<Record<string, unknown>>,
): Set<string> {
  const values: Record<string, string> = {};
  for (const field of fields) values[field.name] = logicValueOf(field.type, rawValues[field.name]);
  let visible = new Set(fields.map((field) => field.name));
  for (let pass = 0; pass <= fields.length; pass += 1) {
    const shown: Record<string, string> = {};
    for (const name of visible) shown[name] = values[name] ?? "";
    const next = new Set(
      fields.filter((field) => formFieldVisible(field.logic, shown)).map((field) => field.name),
    );
    if (next.size === visible.size && [...next].every((name) => visible.has(name))) return next;
    visible = next;
  }
  return visible;
}

/** The rule in words ("Shown when Fellowship is data-analyst"), beside the field without JS. */
export function formLogicText(logic: FormLogic, labelOf: (name: string) => string): string {
  const parts = logic.conditions.map((condition) => {
    const words = FORM_LOGIC_OPERATOR_TEXTS[condition.operator];
    const needsValue = condition.operator !== "IS_EMPTY" && condition.operator !== "IS_NOT_EMPTY";
    return `${labelOf(condition.field)} ${words}${needsValue ? ` "${condition.value ?? ""}"` : ""}`;
  });
  const joined = parts.join(logic.match === "ALL" ? " and " : " or ");
  return `${logic.action === "SHOW" ? "Shown when" : "Hidden when"} ${joined}`;
}

// ---- What the page editor is given (the loader's `editor`) ----

/**
 * One field of a widget's edit form, generated on the server from the widget's zod schema: the
 * browser renders it without zod. `key` is the field's name in componentData.
 */
export type EditorFieldSpec = (
  | { kind: "text" | "longtext" | "number" | "boolean" | "colour" | "url" | "json" }
  | { kind: "enum"; options: string[] }
  | {
      kind: "object";
      /** image and action objects get their own compact look. */
      role?: "image" | "action";
      fields: EditorFieldSpec[];
    }
  | { kind: "list"; item: EditorFieldSpec }
) & {
  key: string;
  label: string;
  required: boolean;
  /** The kind's own help for this field (its definition's `help.fields`); else the shared one. */
  help?: string;
};

/** A widget kind the editor can add: its edit form and its sample as a start. */
export interface EditorKind {
  kind: string;
  /** A line under its title in the kind picker (its definition's `help.description`). */
  help: string;
  fields: EditorFieldSpec[];
  sample: Record<string, unknown>;
}

/** An edit of the page's history. */
export interface PageEditEntry {
  /** The page version the edit made. */
  version: number;
  operation: PageEditOperation;
  /** What changed, in words ("Updated FAQ cell faq-1"). */
  summary: string;
  by: { userId: string; name: string };
  /** ISO time. */
  at: string;
}

/** What an admin in edit mode gets with the page (PageRouteData.editor). */
export interface PageEditorData {
  pageId: string;
  /** The stored page's version; every edit sends it back (optimistic concurrency). */
  version: number;
  /** False for pages the platform builds per request: the editor explains instead of editing. */
  editable: boolean;
  kinds: EditorKind[];
  /** The page's address, for the page channel and the no-JavaScript forms' way back. */
  pageUri: string;
}

/**
 * The palette a `colour` field names (docs/contract.md, "Colour keys"): the editor offers these;
 * a key outside `[a-z0-9-]` is ignored by the renderer.
 */
export const COLOUR_KEYS = [
  "white",
  "black",
  "surface",
  "surface-alt",
  "primary",
  "primary-light",
  "dark-purple",
  "yellow-light",
  "green-light",
  "blue-light",
  "pink-light",
  "orange-light",
  "transparent",
  "secondary",
  "text",
  "grey",
  "card",
  "soft",
  "muted",
] as const;

/** Field names of the no-JavaScript update form: `cd.title`, `cd.items.0.question`. */
export const COMPONENT_DATA_FIELD_PREFIX = "cd.";
