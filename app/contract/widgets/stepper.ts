import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { STEPPER_LAYOUTS } from "./stepper-look";

export const stepperStepSchema = looseObject({
  title: z.string().trim().min(1).max(120),
  text: opt(z.string().max(600)),
});

/** STEPPER componentData: "how it works", numbered steps in order. */
export const stepperSchema = componentDataSchema.extend({
  /** Steps failing the schema are dropped; 1 to 12 must remain. */
  steps: tolerantArray(stepperStepSchema).refine(
    (steps) => steps.length > 0 && steps.length <= 12,
    { message: "needs 1 to 12 steps" },
  ),
  layout: opt(lenientEnum(STEPPER_LAYOUTS)),
});

export type StepperData = z.output<typeof stepperSchema>;
export type StepperInput = z.input<typeof stepperSchema>;
