import { z } from "zod";
import { looseObject, opt } from "./lenient";

/**
 * What the platform answers to the commerce calls (docs/contract.md, "Actions, commerce,
 * enrolment and forms"), parsed leniently: unknown fields are kept, ids may come as numbers,
 * null means absent. Amounts are integers in minor units (paise) and are only ever shown.
 */

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const money = z.number().finite().nonnegative();
const currency = opt(z.string()).transform((v) => v ?? "INR");

export const paymentPlanSchema = looseObject({
  name: opt(z.string()),
  description: opt(z.string()),
});

/**
 * Issue 30: a learner who owns a programme (enrolled in it, by a paid order or otherwise) is not
 * sold it again. The platform refuses a checkout or a payment for it with 409
 * `{message: ALREADY_OWNED_TEXT, code: ALREADY_OWNED_CODE}`; the BFF asks first (the summary's and
 * the order's `owned`) and shows the text with a link to the programme (`ownedPageUri`).
 */
export const ALREADY_OWNED_TEXT = "You already own this programme";
export const ALREADY_OWNED_CODE = "ALREADY_OWNED";

/** My Courses' empty state (issue 30: the page lists what the user bought or enrolled in). */
export const NO_COURSES_TEXT = "You have no programmes yet";

/** /api/v1/checkout/summary */
export const checkoutSummarySchema = looseObject({
  itemId: id,
  itemType: z.string(),
  itemName: opt(z.string()),
  quantity: opt(z.number().int()),
  price: money,
  discount: opt(money),
  amount: money,
  currency,
  couponCode: opt(z.string()),
  couponMessage: opt(z.string()),
  partPayment: opt(looseObject({ instalments: opt(z.number().int()), firstAmount: opt(money) })),
  /** false: announced but not on sale, or free (enrol instead); absent: on sale. */
  purchasable: opt(z.boolean()),
  /** Ours: the signed-in user owns this item already (absent: not known, treated as no). */
  owned: opt(z.boolean()),
  /** Ours: where an owner finds the item. */
  ownedPageUri: opt(z.string()),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** /api/v1/coupon/apply */
export const couponAnswerSchema = looseObject({
  couponCode: z.string(),
  discount: opt(money),
  amount: money,
  currency,
  message: opt(z.string()),
});

/** /api/v1/checkout and /api/v1/checkout/part (spec 02 section 3, checkout response). */
export const checkoutAnswerSchema = looseObject({
  amount: money,
  currency,
  orderCreationId: id,
  orderId: id,
  paymentPlan: opt(paymentPlanSchema),
});

/** /api/v1/checkout/payment: where the product goes next. */
export const paymentAnswerSchema = looseObject({ redirectionPageUri: opt(z.string()) });

/** /api/v1/order/details: one order of the user, to pay or to show (defined by us). */
export const orderDetailsSchema = looseObject({
  orderId: id,
  orderCreationId: id,
  status: opt(z.string()).transform((v) => v ?? "CREATED"),
  itemId: opt(id),
  itemType: opt(z.string()),
  itemName: opt(z.string()),
  quantity: opt(z.number().int()),
  amount: money,
  currency,
  couponCode: opt(z.string()),
  paymentPlan: opt(paymentPlanSchema),
  /** Ours: the user owns the order's item (by this order once paid, or by another one). */
  owned: opt(z.boolean()),
  ownedPageUri: opt(z.string()),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** An order that was paid (or is being fulfilled): nothing left to pay. */
export function isSettled(order: Pick<OrderDetails, "status">): boolean {
  return ["PAID", "COMPLETED", "SUCCESS", "FULFILLED"].includes(order.status.toUpperCase());
}
