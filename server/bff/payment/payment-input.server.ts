import { z } from "zod";

/**
 * What the payment forms post, parsed strictly: ids the way providers and the platform write
 * them, a signature of printable token characters, a bounded error text. Amounts never.
 */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/);

const providerId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/);

export const confirmationSchema = z.object({
  orderId: orderIdSchema,
  pgPaymentId: providerId,
  pgCreationId: providerId,
  pgSignature: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9+/=_-]{16,512}$/),
});
export type PaymentConfirmation = z.infer<typeof confirmationSchema>;

/** Control characters become spaces: the text is logged and stored upstream. */
function withoutControls(value: string): string {
  let out = "";
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? " " : ch;
  }
  return out;
}

const shortText = (max: number) => z.string().trim().max(max).transform(withoutControls);

export const errorReportSchema = z.object({
  orderId: orderIdSchema,
  pgPaymentId: providerId.optional().or(z.literal("").transform(() => undefined)),
  pgCreationId: providerId,
  code: shortText(100).default("PAYMENT_FAILED"),
  message: shortText(500).default("Payment failed"),
});
export type PaymentErrorReport = z.infer<typeof errorReportSchema>;

/** The posted text fields named, as an object for a schema (files and repeats ignored). */
export function fieldsOf(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string") out[name] = value;
  }
  return out;
}
