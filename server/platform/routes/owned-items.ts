import type { CellJson, PageRecord } from "../db/pages";
import type { ItemType } from "../db/records";
import { ownedPageUri } from "../commerce/ownership";
import { COURSES, navigate } from "../seed/common";

/**
 * Issue 44: a page that sells something the signed-in user owns says so instead of "Buy now".
 * Every START_CHECKOUT button of an owned item becomes a link to it ("Go to course": the course
 * dashboard of ITEM_PAGE_URIS), a part-payment form for it goes, the text that offered it says it
 * is theirs, and the page's title leads with the same link. The page is then personal: TTL 0.
 */

export interface OwnedItem {
  itemId: string;
  itemType: ItemType;
  itemName: string;
}

/** "Go to course" leads to the course itself; anything else is found in My Courses. */
export const GO_TO_COURSE = "Go to course";
export const VIEW_IN_MY_COURSES = "View in My Courses";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The owned item a button's or form's action would buy, if any. */
function ownedBy(action: unknown, owned: ReadonlyMap<string, OwnedItem>): OwnedItem | undefined {
  if (!isObject(action) || !isObject(action.requestObject)) return undefined;
  const request = action.requestObject;
  if (action.type === "START_CHECKOUT" && typeof request.itemId === "string") {
    return owned.get(request.itemId);
  }
  const init = request.checkoutInitRequest;
  if (action.type === "PART_CHECKOUT" && isObject(init) && typeof init.itemId === "string") {
    return owned.get(init.itemId);
  }
  return undefined;
}

/** The button an owner gets in place of "Buy now". */
export function ownerButton(item: OwnedItem) {
  const course = item.itemType === "COURSE";
  return {
    buttonText: course ? GO_TO_COURSE : VIEW_IN_MY_COURSES,
    bgColorData: { bgKey: "primary" },
    action: navigate(course ? ownedPageUri(item.itemId) : "/my-courses"),
  };
}

/** A list of buttons with each owned item's buy button replaced; the items it found. */
function replaceButtons(list: unknown[], owned: ReadonlyMap<string, OwnedItem>) {
  const found: OwnedItem[] = [];
  const buttons = list.map((entry) => {
    const item = isObject(entry) ? ownedBy(entry.action, owned) : undefined;
    if (!item) return entry;
    found.push(item);
    return ownerButton(item);
  });
  return { buttons, found };
}

/** What the text beside the buttons says once the item is the user's. */
function ownerText(item: OwnedItem) {
  return item.itemType === "COURSE"
    ? {
        superText: "You're enrolled",
        text: `The ${item.itemName} is yours`,
        subText: "Your plan, sessions and mentor are on the course dashboard.",
      }
    : {
        superText: "Already yours",
        text: `${item.itemName} is yours`,
        subText: "You will find it in My Courses.",
      };
}

/** One cell for this owner; undefined when the cell goes (a part-payment form for it). */
function ownerCell(cell: CellJson, owned: ReadonlyMap<string, OwnedItem>, found: OwnedItem[]) {
  const data = cell.componentData;
  if (!isObject(data)) return cell;
  if (cell.componentType === "FORM" && ownedBy(data.submitAction, owned)) return undefined;
  if (!Array.isArray(data.buttonDataList)) return cell;
  const replaced = replaceButtons(data.buttonDataList, owned);
  if (!replaced.found.length) return cell;
  found.push(...replaced.found);
  const item = replaced.found[0]!;
  // The text that offered the item says it is theirs, with only the owner's link left.
  const owner =
    cell.componentType === "HEADER_TEXT"
      ? { textData: { ...(isObject(data.textData) ? data.textData : {}), ...ownerText(item) } }
      : {};
  const buttons = cell.componentType === "HEADER_TEXT" ? [ownerButton(item)] : replaced.buttons;
  return { ...cell, componentData: { ...data, ...owner, buttonDataList: buttons } };
}

/** The page as its owner sees it; the same page when it sells nothing they own. */
export function withOwnedItems(page: PageRecord, items: readonly OwnedItem[]): PageRecord {
  if (!items.length) return page;
  const owned = new Map(items.map((item) => [item.itemId, item]));
  const found: OwnedItem[] = [];
  const kept = page.cells.flatMap((cell) => {
    const next = ownerCell(cell, owned, found);
    return next ? [next] : [];
  });
  // A course page whose course is theirs, even one with nothing to buy on it (bought elsewhere).
  const pageCourse = COURSES.find((c) => c.uri === page.uri);
  const course =
    found.find((item) => item.itemType === "COURSE") ??
    items.find((item) => item.itemType === "COURSE" && item.itemName === pageCourse?.name);
  if (kept.length === page.cells.length && !found.length && !course) return page;
  // The page's title leads with the course's link, so a phone sees it without scrolling.
  const titleIndex = kept.findIndex((cell) => cell.componentType === "PAGE_TITLE");
  const cells = kept.map((cell, index) => {
    if (!course || index !== titleIndex || !isObject(cell.componentData)) return cell;
    const data = cell.componentData;
    const list = Array.isArray(data.buttonDataList) ? data.buttonDataList : [];
    return { ...cell, componentData: { ...data, buttonDataList: [ownerButton(course), ...list] } };
  });
  return { ...page, ttl: 0, cells };
}
