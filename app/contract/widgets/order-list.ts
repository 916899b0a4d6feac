import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  serverActionSchema,
  tolerantArray,
} from "..";
import { currencySchema, isoDateSchema, moneySchema, recordIdSchema } from "./account-fields";
import { ORDER_STATUSES } from "./order-list-look";

export { ORDER_STATUSES };

/** One order: an order that fails this is dropped from the list, the rest still show. */
export const orderListItemSchema = looseObject({
  orderId: recordIdSchema,
  itemName: z.string().trim().min(1),
  amount: moneySchema,
  currency: currencySchema,
  /** When the order was placed. */
  date: isoDateSchema,
  status: lenientEnum(ORDER_STATUSES),
  /** Where the order opens; absent: its page, /order/{orderId}. */
  action: opt(serverActionSchema),
});

/** ORDER_LIST componentData: the learner's orders, newest first as the platform sends them. */
export const orderListSchema = componentDataSchema.extend({
  orders: tolerantArray(orderListItemSchema),
  /** Shown when there are no orders (default: the /orders page's empty text). */
  emptyText: opt(z.string().trim().min(1)),
  emptyButton: opt(buttonDataSchema),
});

export type OrderListData = z.output<typeof orderListSchema>;
export type OrderListInput = z.input<typeof orderListSchema>;
