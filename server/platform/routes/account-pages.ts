import {
  MY_COURSES_CARDS_CELL_ID,
  MY_COURSES_EMPTY_CELL_ID,
  MY_COURSES_EXPLORE_SECTION_ID,
  MY_COURSES_PLAN_SECTION_ID,
  NO_ORDERS_TEXT,
  ORDERS_EMPTY_CELL_ID,
  ORDERS_TABLE_CELL_ID,
} from "../seed/cell-ids";

export { NO_ORDERS_TEXT, ORDERS_EMPTY_CELL_ID, ORDERS_TABLE_CELL_ID };
import type { CellJson, PageRecord } from "../db/pages";
import type { OrderRecord } from "../db/orders";
import type { UserRecord } from "../db/users";
import { ORDER_ID_PATTERN } from "../commerce/ids";
import { formatInr } from "../commerce/pricing";
import { component, page, section, type SeedCell } from "../seed/builders";
import {
  band,
  button,
  COURSES,
  image,
  navigate,
  pageData,
  PERSONAL_PAGE_TTL_SECONDS,
  tag,
} from "../seed/common";
import { ITEM_IDS } from "../seed/catalog";
import { ownedPageUri, ownsItem } from "../commerce/ownership";
import { ALREADY_OWNED_TEXT } from "~/contract/commerce";
import type { ItemType } from "../db/records";
import type { ActionDeps } from "./action-deps";

/**
 * The account pages built from the database for the signed-in user: /orders replaces its stored
 * empty-state cell with the user's own list (/coupons is the COUPON widget's, filled in
 * community/coupons.ts); /order/{orderId} is generated whole. All are personal (TTL 0).
 */

const STATUS_LABEL: Record<OrderRecord["status"], string> = {
  CREATED: "Awaiting payment",
  PAID: "Paid",
};

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );

const planText = (order: OrderRecord) =>
  order.plan === "PART" ? `Instalment 1 of ${order.instalments}` : "Full payment";

/** A seed cell put where a stored cell was: same id slot, parent and position. */
function inPlaceOf(stored: CellJson, replacement: SeedCell, id: string): CellJson {
  const cell: CellJson = {
    ...replacement.fields,
    id,
    cellType: replacement.cellType,
    position: stored.position,
  };
  if (stored.parentId !== undefined) cell.parentId = stored.parentId;
  if (stored.span !== undefined) cell.span = stored.span;
  return cell;
}

function orderCards(orders: OrderRecord[]): SeedCell {
  return component("CARD_LIST", {
    viewType: "DYNAMIC_WIDTH",
    numColumns: 2,
    cards: orders.map((order) => ({
      superText: `Order ${order.id} · ${dateOf(order.createdAt)}`,
      title: order.itemName,
      subText: `${planText(order)}: ${formatInr(order.amount)}`,
      tags: [
        tag(STATUS_LABEL[order.status], order.status === "PAID" ? "green-light" : "yellow-light"),
      ],
      action: navigate(`/order/${order.id}`),
    })),
  });
}

function withOrderRows(cell: CellJson, orders: OrderRecord[]): CellJson {
  const data = (cell.componentData ?? {}) as Record<string, unknown>;
  const rows = orders.map((order) => ({
    order: order.id,
    programme: order.itemName,
    date: dateOf(order.createdAt),
    status: STATUS_LABEL[order.status],
  }));
  return { ...cell, componentData: { ...data, rows } };
}

const KIND_LABEL: Record<ItemType, string> = {
  COURSE: "Programme",
  EVENT: "Event",
  WORKSHOP: "Workshop",
  SUBSCRIPTION: "Membership",
  MENTORSHIP: "Mentorship",
};

interface Programme {
  itemId: string;
  itemType: ItemType;
  itemName: string;
  paid: boolean;
  since: string;
}

/**
 * What this user owns, oldest first: every enrolment (a paid order makes one; free items,
 * mentorship and the seed make the others) and any paid order without one.
 */
function programmesOf(user: UserRecord, deps: ActionDeps): Programme[] {
  const orders = deps.orders.listForUser(user.id).filter((order) => order.status === "PAID");
  const out: Programme[] = deps.enrolments.listForUser(user.id).map((enrolment) => ({
    itemId: enrolment.itemId,
    itemType: enrolment.itemType,
    itemName: enrolment.itemName,
    paid: enrolment.source === "ORDER",
    since: enrolment.createdAt,
  }));
  for (const order of [...orders].reverse()) {
    if (out.some((p) => p.itemId === order.itemId)) continue;
    out.push({
      itemId: order.itemId,
      itemType: order.itemType,
      itemName: order.itemName,
      paid: true,
      since: order.paidAt ?? order.createdAt,
    });
  }
  return out;
}

function programmeCards(programmes: Programme[]): SeedCell {
  return component("CARD_LIST", {
    viewType: "HORIZONTAL",
    numColumns: 2,
    cards: programmes.map((programme) => {
      const uri = ownedPageUri(programme.itemId);
      const course = COURSES.find((c) => c.name === programme.itemName);
      return {
        ...(course ? { image: image(course.image, `${course.name} illustration`) } : {}),
        superText: `${KIND_LABEL[programme.itemType]} · ${programme.paid ? "Bought" : "Enrolled"} on ${dateOf(programme.since)}`,
        title: programme.itemName,
        tags: [tag(programme.paid ? "Paid" : "Enrolled", "green-light")],
        buttons: [button("Open", uri, "secondary")],
        action: navigate(uri),
      };
    }),
  });
}

/** My Courses from the platform's data: the user's programmes, the week plan for its learners. */
function personaliseMyCourses(stored: PageRecord, user: UserRecord, deps: ActionDeps) {
  const programmes = programmesOf(user, deps);
  const hidden = new Set<string>();
  if (!programmes.some((p) => p.itemId === ITEM_IDS.daFellowship)) {
    hidden.add(MY_COURSES_PLAN_SECTION_ID);
  }
  if (!programmes.length) hidden.add(MY_COURSES_EXPLORE_SECTION_ID);
  const cells = stored.cells
    .filter((cell) => !hidden.has(cell.id) && !hidden.has(cell.parentId ?? ""))
    .map((cell) =>
      cell.id === MY_COURSES_EMPTY_CELL_ID && programmes.length
        ? inPlaceOf(cell, programmeCards(programmes), MY_COURSES_CARDS_CELL_ID)
        : cell,
    );
  return { ...stored, cells };
}

/**
 * /orders and /my-courses for this user (its coupons are the COUPON widget's:
 * community/coupons.ts); other pages as they are.
 */
export function personaliseAccountPage(
  stored: PageRecord,
  user: UserRecord,
  deps: ActionDeps,
): PageRecord {
  const replace = (cellId: string, build: () => SeedCell | undefined, newId: string) => {
    const index = stored.cells.findIndex((cell) => cell.id === cellId);
    const replacement = index >= 0 ? build() : undefined;
    if (!replacement) return stored;
    const cells = [...stored.cells];
    cells[index] = inPlaceOf(stored.cells[index], replacement, newId);
    return { ...stored, cells };
  };
  if (stored.id === "my-courses") return personaliseMyCourses(stored, user, deps);
  if (stored.id === "orders") {
    const orders = deps.orders.listForUser(user.id);
    if (!orders.length) return stored;
    // The empty state becomes one card per order (each opens /order/{id}); the table lists them.
    const withCards = replace(ORDERS_EMPTY_CELL_ID, () => orderCards(orders), "orders-cards");
    return {
      ...withCards,
      cells: withCards.cells.map((cell) =>
        cell.id === ORDERS_TABLE_CELL_ID ? withOrderRows(cell, orders) : cell,
      ),
    };
  }
  return stored;
}

const ORDER_PAGE = /^\/order\/([^/]+)$/;

function paymentRows(deps: ActionDeps, order: OrderRecord) {
  return deps.orders.attempts(order.id).map((attempt, index) => ({
    attempt: `Attempt ${index + 1}`,
    date: dateOf(attempt.createdAt),
    amount: formatInr(order.amount),
    result:
      attempt.outcome === "SUCCESS"
        ? "Paid"
        : `Failed${attempt.message ? `: ${attempt.message}` : ""}`,
  }));
}

/** /order/{orderId}: one of the user's orders with its status and payments; undefined otherwise. */
export function orderPage(uri: string, user: UserRecord, deps: ActionDeps): PageRecord | undefined {
  const orderId = ORDER_PAGE.exec(uri)?.[1];
  if (!orderId || !ORDER_ID_PATTERN.test(orderId)) return undefined;
  const order = deps.orders.findById(orderId);
  if (!order || order.userId !== user.id) return undefined;
  const paid = order.status === "PAID";
  // Unpaid, but the programme is owned by another order: never offered for payment (issue 30).
  const ownedElsewhere = !paid && ownsItem(deps.enrolments, user.id, order.itemId);
  return page(
    {
      id: `order-${order.id}`,
      uri,
      ttl: PERSONAL_PAGE_TTL_SECONDS,
      pageData: pageData({
        title: `Order ${order.id}`,
        description: `${order.itemName}: ${STATUS_LABEL[order.status]}.`,
        pageName: "Order",
        marketing: false,
      }),
    },
    [
      section("order-title", { layout: band("surface", "s") }, [
        component("PAGE_TITLE", {
          viewType: "WITH_BORDER_LINE",
          superText: `Order ${order.id}`,
          title: order.itemName,
          subtitle: `Ordered on ${dateOf(order.createdAt)}${order.paidAt ? `, paid on ${dateOf(order.paidAt)}` : ""}.`,
          tagData: [tag(STATUS_LABEL[order.status], paid ? "green-light" : "yellow-light")],
        }),
      ]),
      section("order-summary", { layout: band("white", "s") }, [
        component("STATS", {
          showDividers: true,
          items: [
            { value: STATUS_LABEL[order.status], label: "Status" },
            {
              value: formatInr(order.amount),
              label: paid ? "Amount paid" : "Amount to pay",
              subLabel: planText(order),
            },
            {
              value: formatInr(order.total),
              label: "Order total",
              subLabel: order.couponCode ? `Coupon ${order.couponCode}` : undefined,
            },
            { value: order.quantity, label: "Quantity" },
          ],
        }),
      ]),
      section("order-payments", { layout: band("surface", "s") }, [
        component("TABLE", {
          caption: "Payments for this order",
          columns: [
            { key: "attempt", title: "Payment" },
            { key: "date", title: "Date" },
            { key: "amount", title: "Amount" },
            { key: "result", title: "Result" },
          ],
          rows: paymentRows(deps, order),
        }),
      ]),
      section("order-next", { layout: band("white", "s") }, [
        component("HEADER_TEXT", {
          textData: paid
            ? { text: "You're enrolled", subText: "Your programme is waiting in My Courses." }
            : ownedElsewhere
              ? {
                  text: ALREADY_OWNED_TEXT,
                  subText: "This order will not be charged: your programme is in My Courses.",
                }
              : {
                  text: "This order is waiting for payment",
                  subText: "Pay now to confirm your seat.",
                },
          textSize: 4,
          buttonDataList:
            paid || ownedElsewhere
              ? [
                  button("Go to My Courses", "/my-courses"),
                  button("All orders", "/orders", "secondary"),
                ]
              : [
                  button("Pay now", `/payment?orderId=${order.id}`),
                  button("All orders", "/orders", "secondary"),
                ],
        }),
      ]),
    ],
  );
}
