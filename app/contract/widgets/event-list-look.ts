/** The event-list widget's texts and formats: zod-free, for the browser. */

export const EVENT_FORMATS = ["ONLINE", "IN_PERSON", "HYBRID"] as const;
export const EVENT_FORMAT_LABELS: Record<(typeof EVENT_FORMATS)[number], string> = {
  ONLINE: "Online",
  IN_PERSON: "In person",
  HYBRID: "Online and in person",
};

export const EVENT_LIST_TEXTS = {
  empty: "No events scheduled right now. New ones are announced every month.",
  hostedBy: (host: string) => `Hosted by ${host}`,
  seatsLeft: (n: number) =>
    n === 0 ? "Fully booked" : n === 1 ? "1 seat left" : `${n} seats left`,
} as const;
