import { z } from "zod";
import { opt } from "..";
import { ISO_DATE_PATTERN } from "./account-look";

/**
 * Field schemas the account family's kinds share (docs/contract.md, "Widget kinds: account
 * family"). Amounts are integers in minor units (paise for INR), as the commerce calls answer
 * them (app/contract/commerce.ts); they are only ever shown.
 */

/** An amount in minor units. */
export const moneySchema = z.number().int().nonnegative();

/** An ISO 4217 code; absent means INR. */
export const currencySchema = opt(z.string().regex(/^[A-Z]{3}$/, "a 3-letter currency code"));

/** A calendar date or a date-time, ISO 8601 ("2026-03-02" or "2026-03-02T10:30:00Z"). */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE_PATTERN, "an ISO 8601 date")
  .refine((value) => !Number.isNaN(Date.parse(value)), "an ISO 8601 date");

/** An order or item id: safe inside a path segment. */
export const recordIdSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "letters, digits, _ or -"));
