import { describe, expect, it } from "vitest";
import { ACTION_FIELDS } from "~/shared/action-result";
import {
  actionJson,
  actionKeyOf,
  BUTTON_FORM_ID_PREFIX,
  conventionFields,
  isButtonFormId,
} from "~/actions/posting";

describe("the posting convention", () => {
  const enrol = { type: "EVENTS_ENROL" as const, requestObject: { eventId: "career-fair-2026" } };

  it("posts csrf, intent, the action as JSON and the formId", () => {
    const fields = conventionFields({
      intent: "EVENTS_ENROL",
      action: enrol,
      formId: "f1",
      csrf: "t",
    });
    expect(fields).toEqual({
      [ACTION_FIELDS.csrf]: "t",
      [ACTION_FIELDS.intent]: "EVENTS_ENROL",
      [ACTION_FIELDS.action]: JSON.stringify(enrol),
      [ACTION_FIELDS.formId]: "f1",
    });
    expect(conventionFields({ intent: "X", action: undefined, formId: "f" })).toEqual({
      intent: "X",
      action: "{}",
      formId: "f",
    });
  });

  it("keys a button by its action: stable, distinct, marked as a button's", () => {
    const key = actionKeyOf(enrol);
    expect(key).toMatch(new RegExp(`^${BUTTON_FORM_ID_PREFIX}[0-9a-f]{8}$`));
    expect(actionKeyOf({ ...enrol })).toBe(key);
    expect(actionKeyOf({ ...enrol, requestObject: { eventId: "other" } })).not.toBe(key);
    expect(isButtonFormId(key)).toBe(true);
    expect(isButtonFormId("fellowship-application")).toBe(false);
    expect(isButtonFormId(undefined)).toBe(false);
  });

  it("posts the action description as upstream sent it", () => {
    expect(JSON.parse(actionJson({ ...enrol, extra: { kept: true } } as never))).toMatchObject({
      extra: { kept: true },
    });
  });
});
