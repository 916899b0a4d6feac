/** The COURSE_REGISTRATION widget's texts: zod-free, for the browser (the schema is server-side). */
export const COURSE_REGISTRATION_TEXTS = {
  dates: "Dates",
  schedule: "Schedule",
  mode: "Format",
  seats: "Seats",
  price: "Fee",
  free: "Free",
  closes: "Registration closes",
  soldOut: "Sold out",
  soldOutNote: "All seats in this cohort are taken.",
  /** The button's text when the page gives none. */
  register: "Register",
} as const;

/** "12 of 40 seats left", "1 seat left", "40 seats". */
export function seatsText(left: number | undefined, total: number | undefined): string {
  const seats = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;
  if (left === undefined) return total === undefined ? "" : seats(total);
  if (total === undefined) return `${seats(left)} left`;
  return `${left} of ${seats(total)} left`;
}

/** The action types a registration button may run: enrolment, checkout or a notify. */
export const REGISTRATION_ACTION_TYPES = [
  "ENROL",
  "EVENTS_ENROL",
  "WORKSHOP_ENROL",
  "SUBSCRIPTION_ENROL",
  "START_CHECKOUT",
  "PART_CHECKOUT",
  "COURSE_NOTIFY",
  "NAVIGATION",
] as const;
