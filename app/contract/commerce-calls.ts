import { z } from "zod";
import { ignoredAnswerSchema } from "./answers";
import { body, id, type CatalogueEntry } from "./catalogue-entry";
import {
  checkoutAnswerSchema,
  checkoutSummarySchema,
  couponAnswerSchema,
  orderDetailsSchema,
  paymentAnswerSchema,
} from "./commerce";

/** Checkout, coupons, payment and orders in the call catalogue (spec 02 section 7). */
export const COMMERCE_CALLS = {
  checkoutSummary: {
    path: "/api/v1/checkout/summary",
    method: "POST",
    host: "page",
    login: "optional",
    reachedBy: "bff",
    request: body({ itemId: id, itemType: z.string() }),
    answer: checkoutSummarySchema,
  },
  couponApply: {
    path: "/api/v1/coupon/apply",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ itemId: id, itemType: z.string(), couponCode: z.string() }),
    answer: couponAnswerSchema,
  },
  checkout: {
    path: "/api/v1/checkout",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({
      itemId: id,
      itemType: z.string(),
      quantity: z.number().int().optional(),
      couponInfo: body({ couponCode: z.string() }).optional(),
      prePayMode: z.string().optional(),
      partPaymentToken: z.string().optional(),
      placeOfSupply: z.string().optional(),
      userInfo: body({
        mobileNumber: body({
          mobileNumber: z.string(),
          countryCode: z.string().optional(),
          regionCode: z.string().optional(),
        }),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        company: z.string().optional(),
        designation: z.string().optional(),
      }),
    }),
    answer: checkoutAnswerSchema,
  },
  checkoutPart: {
    path: "/api/v1/checkout/part",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({
      checkoutInitRequest: body({
        itemId: id,
        itemType: z.string(),
        quantity: z.number().int().optional(),
        partPaymentToken: z.string().optional(),
      }),
      userInfo: body({
        firstName: z.string(),
        lastName: z.string().optional(),
        email: z.string(),
        phoneNumber: z.string(),
      }),
    }),
    answer: checkoutAnswerSchema,
  },
  payment: {
    path: "/api/v1/checkout/payment",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ orderId: id }),
    answer: paymentAnswerSchema,
  },
  paymentError: {
    path: "/api/v1/checkout/payment/error",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ orderId: id }),
    answer: ignoredAnswerSchema,
  },
  orderDetails: {
    path: "/api/v1/order/details",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ orderId: id }),
    answer: orderDetailsSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
