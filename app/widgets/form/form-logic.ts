import { formLogicText } from "~/contract/editor-values";
import type { FormField } from "~/contract/widgets/form";

/**
 * The learner's side of the form editor's show/hide rules (spec 02 section 7, "Form editor"):
 * which fields are shown for the values typed so far. `visibleFieldNames` is the contract's one
 * function, so the form shows what the platform's submit check will require.
 */

/** Whether any field of the form has a rule (the rest of the logic is skipped when none has). */
export function hasFieldLogic(fields: readonly FormField[]): boolean {
  return fields.some((field) => field.logic && field.logic.conditions.length > 0);
}

/** Whether two sets of field names hold the same names. */
export function sameNames(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((name) => b.has(name));
}

/**
 * A field's rule in words, with what being shown asks of the learner (the no-JavaScript form).
 * A value of a drop-down or radio group is named as the learner sees it: its option's label.
 */
export function ruleTextOf(field: FormField, fields: readonly FormField[]): string | undefined {
  if (!field.logic || field.logic.conditions.length === 0) return undefined;
  const byName = new Map(fields.map((other) => [other.name, other]));
  const conditions = field.logic.conditions.map((condition) => {
    const option = byName
      .get(condition.field)
      ?.options?.find((candidate) => candidate.value === condition.value);
    return option ? { ...condition, value: option.label } : condition;
  });
  const text = formLogicText(
    { ...field.logic, conditions },
    (name) => byName.get(name)?.label ?? name,
  );
  return field.required ? `${text} (required when shown).` : `${text}.`;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isFieldElement(element: Element): element is FieldElement {
  const tag = element.tagName;
  return tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA";
}

/**
 * The current value of each field, read from the inputs under `root` (disabled ones too: a
 * field hidden now keeps what was typed, and it counts again once its rule shows it). A ticked
 * checkbox reads "true", a radio group its checked value, a file input its file's name.
 */
export function readFieldValues(
  root: ParentNode,
  fields: readonly FormField[],
): Record<string, string> {
  const names = new Set(fields.map((field) => field.name));
  const values: Record<string, string> = {};
  for (const name of names) values[name] = "";
  for (const element of root.querySelectorAll("[name]")) {
    if (!isFieldElement(element) || !names.has(element.name)) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === "checkbox") {
        values[element.name] = element.checked ? "true" : "";
      } else if (element.type === "radio") {
        if (element.checked) values[element.name] = element.value;
      } else if (element.type === "file") {
        values[element.name] = element.files?.[0]?.name ?? "";
      } else {
        values[element.name] = element.value;
      }
    } else {
      values[element.name] = element.value;
    }
  }
  return values;
}

/**
 * What a screen reader hears when fields appear or disappear ("Portfolio link shown."): one
 * short sentence per change of the shown set, nothing while the set stays the same.
 */
export function visibilityAnnouncement(
  fields: readonly FormField[],
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): string {
  const shown = fields.filter((field) => after.has(field.name) && !before.has(field.name));
  const hidden = fields.filter((field) => before.has(field.name) && !after.has(field.name));
  const sentence = (list: FormField[], verb: string) =>
    list.length ? `${list.map((field) => field.label).join(", ")} ${verb}.` : "";
  return [sentence(shown, "shown"), sentence(hidden, "hidden")].filter(Boolean).join(" ");
}
