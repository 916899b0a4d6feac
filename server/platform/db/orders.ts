import type { Database } from "better-sqlite3";
import type { ItemType } from "./records";

export type OrderStatus = "CREATED" | "PAID";
export type OrderPlan = "FULL" | "PART";

/** An order with its item's type and name. Money in paise. */
export interface OrderRecord {
  id: string;
  creationId: string;
  userId: string;
  itemId: string;
  itemType: ItemType;
  itemName: string;
  quantity: number;
  couponCode: string | null;
  plan: OrderPlan;
  instalments: number;
  unitPrice: number;
  discount: number;
  total: number;
  amount: number;
  currency: string;
  status: OrderStatus;
  buyer: Record<string, unknown>;
  createdAt: string;
  paidAt: string | null;
}

export type NewOrder = Omit<OrderRecord, "itemType" | "itemName" | "status" | "paidAt">;

export interface PaymentAttemptRecord {
  id: number;
  orderId: string;
  pgPaymentId: string | null;
  outcome: "SUCCESS" | "FAILED";
  message: string | null;
  code: string | null;
  createdAt: string;
}

interface OrderRow {
  id: string;
  creation_id: string;
  user_id: string;
  item_id: string;
  item_type: ItemType;
  item_name: string;
  quantity: number;
  coupon_code: string;
  plan: OrderPlan;
  instalments: number;
  unit_price: number;
  discount: number;
  total: number;
  amount: number;
  currency: string;
  status: OrderStatus;
  buyer: string;
  created_at: string;
  paid_at: string | null;
}

interface AttemptRow {
  id: number;
  order_id: string;
  pg_payment_id: string | null;
  outcome: "SUCCESS" | "FAILED";
  message: string | null;
  code: string | null;
  created_at: string;
}

const toOrder = (row: OrderRow): OrderRecord => ({
  id: row.id,
  creationId: row.creation_id,
  userId: row.user_id,
  itemId: row.item_id,
  itemType: row.item_type,
  itemName: row.item_name,
  quantity: row.quantity,
  couponCode: row.coupon_code === "" ? null : row.coupon_code,
  plan: row.plan,
  instalments: row.instalments,
  unitPrice: row.unit_price,
  discount: row.discount,
  total: row.total,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  buyer: JSON.parse(row.buyer) as Record<string, unknown>,
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

const toAttempt = (row: AttemptRow): PaymentAttemptRecord => ({
  id: row.id,
  orderId: row.order_id,
  pgPaymentId: row.pg_payment_id,
  outcome: row.outcome,
  message: row.message,
  code: row.code,
  createdAt: row.created_at,
});

const SELECT_ORDER = `SELECT o.*, i.item_type, i.name AS item_name FROM orders o
  JOIN items i ON i.id = o.item_id`;

/** Orders, their payment and every payment attempt. */
export function createOrderRepository(db: Database) {
  const statements = {
    byId: db.prepare<[string], OrderRow>(`${SELECT_ORDER} WHERE o.id = ?`),
    open: db.prepare<[string, string, number, string, OrderPlan], OrderRow>(
      `${SELECT_ORDER} WHERE o.user_id = ? AND o.item_id = ? AND o.quantity = ?
         AND o.coupon_code = ? AND o.plan = ? AND o.status = 'CREATED'`,
    ),
    byUser: db.prepare<[string], OrderRow>(
      `${SELECT_ORDER} WHERE o.user_id = ? ORDER BY o.created_at DESC, o.rowid DESC`,
    ),
    insert: db.prepare(
      `INSERT INTO orders (id, creation_id, user_id, item_id, quantity, coupon_code, plan,
         instalments, unit_price, discount, total, amount, currency, status, buyer, created_at)
       VALUES (@id, @creationId, @userId, @itemId, @quantity, @couponCode, @plan, @instalments,
         @unitPrice, @discount, @total, @amount, @currency, 'CREATED', @buyer, @createdAt)`,
    ),
    markPaid: db.prepare<[string, string]>(
      "UPDATE orders SET status = 'PAID', paid_at = ? WHERE id = ? AND status = 'CREATED'",
    ),
    insertPayment: db.prepare<[string, string, number, string]>(
      "INSERT INTO payments (pg_payment_id, order_id, amount, created_at) VALUES (?, ?, ?, ?)",
    ),
    insertAttempt: db.prepare(
      `INSERT INTO payment_attempts (order_id, pg_payment_id, outcome, message, code, created_at)
       VALUES (@orderId, @pgPaymentId, @outcome, @message, @code, @createdAt)`,
    ),
    attempts: db.prepare<[string], AttemptRow>(
      "SELECT * FROM payment_attempts WHERE order_id = ? ORDER BY id",
    ),
  };

  return {
    findById(id: string): OrderRecord | undefined {
      const row = statements.byId.get(id);
      return row ? toOrder(row) : undefined;
    },
    /** The unpaid order a resubmitted checkout must answer again, if any. */
    findOpen(key: {
      userId: string;
      itemId: string;
      quantity: number;
      couponCode: string | null;
      plan: OrderPlan;
    }): OrderRecord | undefined {
      const row = statements.open.get(
        key.userId,
        key.itemId,
        key.quantity,
        key.couponCode ?? "",
        key.plan,
      );
      return row ? toOrder(row) : undefined;
    },
    listForUser(userId: string): OrderRecord[] {
      return statements.byUser.all(userId).map(toOrder);
    },
    insert(order: NewOrder): void {
      statements.insert.run({
        ...order,
        couponCode: order.couponCode ?? "",
        buyer: JSON.stringify(order.buyer),
      });
    },
    /** CREATED -> PAID; false when it was paid already. */
    markPaid(id: string, now: string): boolean {
      return statements.markPaid.run(now, id).changes === 1;
    },
    insertPayment(pgPaymentId: string, orderId: string, amount: number, now: string): void {
      statements.insertPayment.run(pgPaymentId, orderId, amount, now);
    },
    insertAttempt(attempt: Omit<PaymentAttemptRecord, "id">): void {
      statements.insertAttempt.run({ ...attempt });
    },
    attempts(orderId: string): PaymentAttemptRecord[] {
      return statements.attempts.all(orderId).map(toAttempt);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
