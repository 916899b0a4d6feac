import { z } from "zod";
import { buttonDataSchema, componentDataSchema, opt, tolerantArray } from "..";
import { currencySchema, isoDateSchema, moneySchema } from "./account-fields";
import { REGISTRATION_ACTION_TYPES } from "./course-registration-look";

const seats = z.number().int().nonnegative();

/**
 * COURSE_REGISTRATION componentData: a cohort's registration card. The register button runs an
 * existing action (ENROL, EVENTS_ENROL, WORKSHOP_ENROL, SUBSCRIPTION_ENROL, START_CHECKOUT,
 * PART_CHECKOUT, COURSE_NOTIFY, or a NAVIGATION); other types are refused. With no seats left the
 * button is shown disabled.
 */
export const courseRegistrationSchema = componentDataSchema
  .extend({
    courseName: z.string().trim().min(1),
    cohortName: opt(z.string().trim().min(1)),
    startDate: isoDateSchema,
    endDate: opt(isoDateSchema),
    /** e.g. "Saturdays and Sundays, 10:00 to 13:00 IST". */
    schedule: opt(z.string().trim().min(1)),
    /** e.g. "Live online", "In person, Bengaluru". */
    mode: opt(z.string().trim().min(1)),
    seatsTotal: opt(seats),
    seatsLeft: opt(seats),
    /** The fee in minor units; 0 or absent reads "Free". */
    price: opt(moneySchema),
    currency: currencySchema,
    registrationClosesOn: opt(isoDateSchema),
    highlights: opt(tolerantArray(z.string().trim().min(1))),
    registerButton: buttonDataSchema.refine(
      (button) =>
        !button.action?.type ||
        (REGISTRATION_ACTION_TYPES as readonly string[]).includes(button.action.type),
      "a registration runs ENROL, EVENTS_ENROL, WORKSHOP_ENROL, SUBSCRIPTION_ENROL, START_CHECKOUT, PART_CHECKOUT, COURSE_NOTIFY or NAVIGATION",
    ),
  })
  .refine(
    (data) =>
      data.seatsLeft === undefined ||
      data.seatsTotal === undefined ||
      data.seatsLeft <= data.seatsTotal,
    { message: "seatsLeft cannot exceed seatsTotal", path: ["seatsLeft"] },
  )
  .refine((data) => !data.endDate || Date.parse(data.endDate) >= Date.parse(data.startDate), {
    message: "endDate is before startDate",
    path: ["endDate"],
  });

export type CourseRegistrationData = z.output<typeof courseRegistrationSchema>;
export type CourseRegistrationInput = z.input<typeof courseRegistrationSchema>;
