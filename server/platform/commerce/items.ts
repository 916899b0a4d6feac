import type { CatalogRepository, ItemRecord } from "../db/catalog";
import { actionError } from "../http/action-body";

export const ITEM_NOT_FOUND = "Item not found";
export const NOT_LIVE = "This program is not open for enrolment yet";
export const FREE_ITEM = "This program is free: enrol instead";

/** The item with this id and type, or 404 (a wrong type is as unknown as a wrong id). */
export function itemOfType(
  catalog: CatalogRepository,
  itemId: string,
  itemType: string,
): ItemRecord {
  const item = catalog.findItem(itemId);
  if (!item || item.itemType !== itemType) throw actionError(404, ITEM_NOT_FOUND);
  return item;
}

/** An item that can be bought now: live and not free. */
export function sellableItem(
  catalog: CatalogRepository,
  itemId: string,
  itemType: string,
): ItemRecord {
  const item = itemOfType(catalog, itemId, itemType);
  if (!item.isLive) throw actionError(400, NOT_LIVE);
  if (item.price === 0) throw actionError(400, FREE_ITEM);
  return item;
}
