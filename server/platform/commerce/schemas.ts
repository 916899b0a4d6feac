import { z } from "zod";
import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_PHONE } from "../auth/identity";
import { idSchema, optionalText, REQUIRED, requiredText, tokenSchema } from "../http/action-body";
import { ITEM_TYPES } from "../seed/catalog";
import { COUPON_INVALID } from "./pricing";

/** The commerce request bodies (spec 02 section 3), parsed strictly. Amounts are never read. */

export const MAX_QUANTITY = 10;

export const itemTypeSchema = z.enum(ITEM_TYPES, {
  errorMap: (issue) => ({
    message:
      issue.code === "invalid_type" && issue.received === "undefined"
        ? REQUIRED
        : "Unknown item type",
  }),
});

export const quantitySchema = z
  .number({ invalid_type_error: "Quantity must be a whole number from 1 to 10" })
  .int("Quantity must be a whole number from 1 to 10")
  .min(1, "Quantity must be a whole number from 1 to 10")
  .max(MAX_QUANTITY, "Quantity must be a whole number from 1 to 10")
  .default(1);

/** A coupon code as typed; "" and null are none. Anything that cannot be a code is not valid. */
export const couponCodeSchema = z
  .string({ invalid_type_error: COUPON_INVALID })
  .trim()
  .max(40, COUPON_INVALID)
  .regex(/^([A-Za-z0-9][A-Za-z0-9_-]*)?$/, COUPON_INVALID)
  .nullish()
  .transform((code) => (code ? code.toUpperCase() : undefined));

/** Spec 01 section 5: digits only. 6 to 15 of them (E.164's limit). */
const phoneDigits = z
  .string({ required_error: REQUIRED, invalid_type_error: INVALID_PHONE })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{6,15}$/, INVALID_PHONE);

const mobileNumberSchema = z.object(
  {
    mobileNumber: phoneDigits,
    countryCode: z
      .string({ invalid_type_error: INVALID_PHONE })
      .trim()
      .regex(/^\+?\d{1,4}$/, INVALID_PHONE)
      .nullish(),
    regionCode: z
      .string({ invalid_type_error: "Invalid region" })
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Invalid region")
      .nullish(),
  },
  { required_error: REQUIRED, invalid_type_error: INVALID_PHONE },
);

const contextSchema = z
  .record(z.unknown())
  .refine((context) => JSON.stringify(context).length <= 4096, "Use at most 4096 characters")
  .nullish();

export const checkoutSchema = z.object({
  itemId: idSchema,
  itemType: itemTypeSchema,
  quantity: quantitySchema,
  couponInfo: z.object({ couponCode: couponCodeSchema }).nullish(),
  prePayMode: tokenSchema.nullish(),
  partPaymentToken: tokenSchema.nullish(),
  placeOfSupply: optionalText(100),
  context: contextSchema,
  userInfo: z.object({
    mobileNumber: mobileNumberSchema,
    firstName: optionalText(100),
    lastName: optionalText(100),
    company: optionalText(200),
    designation: optionalText(200),
    description: optionalText(2000),
    headLine: optionalText(200),
  }),
});

const emailSchema = z
  .string({ required_error: REQUIRED, invalid_type_error: INVALID_EMAIL })
  .trim()
  .min(1, REQUIRED)
  .max(254, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL)
  .transform((email) => email.toLowerCase());

export const partCheckoutSchema = z.object({
  checkoutInitRequest: z.object({
    itemId: idSchema,
    itemType: itemTypeSchema,
    quantity: quantitySchema,
    partPaymentToken: tokenSchema.nullish(),
  }),
  userInfo: z.object({
    firstName: requiredText(100),
    lastName: optionalText(100),
    email: emailSchema,
    // Spaces, dashes and brackets are how people write numbers; the rest must be digits.
    phoneNumber: z
      .string({ required_error: REQUIRED, invalid_type_error: INVALID_PHONE })
      .max(30, INVALID_PHONE)
      .transform((raw) => raw.replace(/[\s\-().]/g, ""))
      .pipe(
        z
          .string()
          .min(1, REQUIRED)
          .regex(/^\+?\d{6,15}$/, INVALID_PHONE),
      ),
  }),
});

export const summarySchema = z.object({
  itemId: idSchema,
  itemType: itemTypeSchema,
  quantity: quantitySchema,
  // A code that cannot be one is reported in couponMessage, not refused.
  couponCode: z.string({ invalid_type_error: COUPON_INVALID }).max(200, COUPON_INVALID).nullish(),
});

export const couponApplySchema = z.object({
  itemId: idSchema,
  itemType: itemTypeSchema,
  quantity: quantitySchema,
  couponCode: z
    .string({ required_error: COUPON_INVALID, invalid_type_error: COUPON_INVALID })
    .trim()
    .min(1, COUPON_INVALID)
    .max(40, COUPON_INVALID)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, COUPON_INVALID)
    .transform((code) => code.toUpperCase()),
});

export const orderIdSchema = z.object({ orderId: idSchema });

export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed";

export const paymentSchema = z.object({
  pgPaymentId: tokenSchema,
  pgCreationId: tokenSchema,
  pgSignature: z
    .string({ invalid_type_error: PAYMENT_VERIFICATION_FAILED })
    .trim()
    .min(1)
    .max(128, PAYMENT_VERIFICATION_FAILED),
  orderId: idSchema,
});

export const paymentErrorSchema = z.object({
  pgPaymentId: tokenSchema.nullish(),
  pgCreationId: tokenSchema,
  orderId: idSchema,
  message: optionalText(1000),
  code: z
    .union([z.string().trim().max(100), z.number().finite()])
    .nullish()
    .transform((code) =>
      code === undefined || code === null || code === "" ? undefined : String(code),
    ),
});
