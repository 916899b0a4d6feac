import { z } from "zod";
import { INVALID_EMAIL, INVALID_PHONE, REQUIRED } from "~/contract/field-texts";
import { PHONE_REGIONS, regionOf } from "~/shared/phone-regions";
import { itemIdSchema } from "../actions/payload.server";

/**
 * What a browser sends about a purchase, parsed strictly (docs/decisions/006): the item (from
 * the page's action or the /checkout address) and the buyer's contact details. Prices, discounts
 * and amounts are never read from here: the platform computes them.
 */

export { INVALID_EMAIL, INVALID_PHONE, REQUIRED };
export const MAX_QUANTITY = 10;

/** Item types are upper-case names (COURSE, EVENT, ...); a new one upstream still passes. */
export const itemTypeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z_]{0,39}$/);

export const couponCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/);

const tokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/);

const quantitySchema = z.coerce.number().int().min(1).max(MAX_QUANTITY);

/** The item to buy: what the page's START_CHECKOUT carried, or the /checkout address. */
export const checkoutItemSchema = z.object({
  itemId: itemIdSchema,
  itemType: itemTypeSchema,
  quantity: quantitySchema.default(1),
  couponCode: couponCodeSchema.optional(),
  partPaymentToken: tokenSchema.optional(),
  prePayMode: tokenSchema.optional(),
  placeOfSupply: tokenSchema.optional(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

const ITEM_KEYS = [
  "itemId",
  "itemType",
  "quantity",
  "couponCode",
  "partPaymentToken",
  "prePayMode",
  "placeOfSupply",
] as const;

/** Empty strings and nulls are "absent" (a form's empty field, an upstream null). */
function present(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ITEM_KEYS) {
    const value = source[key];
    if (value !== undefined && value !== null && value !== "") out[key] = value;
  }
  return out;
}

export function parseCheckoutItem(source: Record<string, unknown>): CheckoutItem | undefined {
  const parsed = checkoutItemSchema.safeParse(present(source));
  return parsed.success ? parsed.data : undefined;
}

/** Spaces, dashes, dots and brackets are how people write numbers; the rest must be digits. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s\-().]/g, "");
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const INVALID_COUPON = "This coupon is not valid";

/** A typed coupon code: empty is none; anything that cannot be a code is not valid. */
export const optionalCoupon = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || couponCodeSchema.safeParse(v).success, INVALID_COUPON);

const countryCodes = PHONE_REGIONS.map((r) => r.countryCode) as [string, ...string[]];

/**
 * The buyer's details on /checkout (spec 02 section 3, checkout request userInfo). An empty
 * required field is "This field is required" (the contract's text for a missing field); the
 * spec's "Invalid Phone Number" is for a number that is there but wrong.
 */
export const buyerSchema = z.object({
  countryCode: z.enum(countryCodes, { message: "Choose a country code" }).default("+91"),
  mobileNumber: z
    .string({ required_error: REQUIRED })
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .regex(/^\d{6,15}$/, INVALID_PHONE),
    ),
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(150),
  designation: optionalText(150),
  couponCode: optionalCoupon,
});
export type Buyer = z.infer<typeof buyerSchema>;

/**
 * The platform's checkout request (spec 02 section 3) from the item and the buyer. The coupon is
 * what the coupon field says when the buyer pays (an address's coupon only fills the field in).
 */
export function checkoutRequestOf(item: CheckoutItem, buyer: Buyer) {
  const couponCode = buyer.couponCode;
  return {
    itemId: item.itemId,
    itemType: item.itemType,
    quantity: item.quantity,
    ...(couponCode ? { couponInfo: { couponCode } } : {}),
    ...(item.prePayMode ? { prePayMode: item.prePayMode } : {}),
    ...(item.partPaymentToken ? { partPaymentToken: item.partPaymentToken } : {}),
    ...(item.placeOfSupply ? { placeOfSupply: item.placeOfSupply } : {}),
    userInfo: {
      mobileNumber: {
        mobileNumber: buyer.mobileNumber,
        countryCode: buyer.countryCode,
        regionCode: regionOf(buyer.countryCode) ?? "IN",
      },
      ...(buyer.firstName ? { firstName: buyer.firstName } : {}),
      ...(buyer.lastName ? { lastName: buyer.lastName } : {}),
      ...(buyer.company ? { company: buyer.company } : {}),
      ...(buyer.designation ? { designation: buyer.designation } : {}),
    },
  };
}

/** PART_CHECKOUT's form (spec 02 section 3, part checkout userInfo). */
export const partBuyerSchema = z.object({
  firstName: z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(100),
  lastName: optionalText(100),
  email: z
    .string({ required_error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(254, INVALID_EMAIL)
    .email(INVALID_EMAIL),
  phoneNumber: z
    .string({ required_error: REQUIRED })
    .transform(normalisePhone)
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .regex(/^\+?\d{6,15}$/, INVALID_PHONE),
    ),
});

/** Zod issues as one message per field (the first), keyed by the field's name. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !(name in out)) out[name] = issue.message;
  }
  return out;
}
