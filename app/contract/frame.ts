import { z } from "zod";
import { ANNOUNCEMENT_DEFAULT_BG_KEY, FAB_MENU_LIMIT } from "./values";
import { lenientEnum, looseObject, opt, tolerantArray } from "./lenient";
import { bgColorDataSchema, buttonDataSchema, imageSchema, serverActionSchema } from "./primitives";

/**
 * Spec 01 sections 2.3 and 3: the frame parts around a page's cells. Lenient like the rest of the
 * contract; a frame part that is malformed as a whole is dropped (undefined), never the page.
 * The top navigation bar and headline schemas live in page.ts (they predate this file); their
 * types are named here so the frame components import everything from one place.
 */

/** A frame part that is unusable becomes absent instead of failing the whole page. */
export function tolerantPart<T extends z.ZodTypeAny>(schema: T) {
  return opt(schema).catch(undefined);
}

/** Bottom navigation bar button: text and subtext (spec 01 section 2.3). */
export const bottomNavButtonSchema = looseObject({
  text: opt(z.string()),
  subText: opt(z.string()),
  action: opt(serverActionSchema),
  icon: opt(imageSchema),
  bgColorData: opt(bgColorDataSchema),
  disabled: opt(z.boolean()),
});
export type BottomNavButton = z.infer<typeof bottomNavButtonSchema>;

export const bottomNavigationBarSchema = looseObject({
  leftButton: tolerantPart(bottomNavButtonSchema),
  rightButton: tolerantPart(bottomNavButtonSchema),
});
export type BottomNavigationBar = z.infer<typeof bottomNavigationBarSchema>;

/** Announcement bar (spec 01 section 3): text, optional icon, backgroundColor.bgKey, buttons. */
export const announcementButtonSchema = looseObject({
  text: opt(z.string()),
  icon: opt(imageSchema),
  action: opt(serverActionSchema),
});

export const announcementBarSchema = looseObject({
  text: opt(z.string()),
  icon: opt(imageSchema),
  backgroundColor: opt(looseObject({ bgKey: opt(z.string()) })),
  buttons: opt(tolerantArray(announcementButtonSchema)),
});
export type AnnouncementBar = z.infer<typeof announcementBarSchema>;

export { ANNOUNCEMENT_DEFAULT_BG_KEY };

export const FAB_ITEM_TYPES = ["PAGE_FAB", "FRESHDESK"] as const;

/**
 * One item of the floating action list. PAGE_FAB items carry button data (buttonText,
 * textAfterIcon, textColor, bgColorData.bgKey, icon, action); the FRESHDESK item (the support
 * widget) carries widgetId and url. An item without a type is a PAGE_FAB.
 */
export const fabItemSchema = buttonDataSchema.extend({
  type: opt(lenientEnum(FAB_ITEM_TYPES)),
  widgetId: opt(z.union([z.string(), z.number()]).transform(String)),
  url: opt(z.string()),
});
export type FabItem = z.infer<typeof fabItemSchema>;

/** fabData is `{items: [...]}`; a bare list of items is accepted as the same thing. */
export const fabDataSchema = z.preprocess(
  (raw) => (Array.isArray(raw) ? { items: raw } : raw),
  looseObject({ items: opt(tolerantArray(fabItemSchema)) }),
);
export type FabData = z.infer<typeof fabDataSchema>;

export { FAB_MENU_LIMIT };

/**
 * rightPane.collapsedStateData (spec 01 section 3): what the collapsed bottom sheet shows, a
 * text {text, subText} and a button that opens the pane's link in a new tab.
 */
export const collapsedStateSchema = looseObject({
  text: opt(looseObject({ text: opt(z.string()), subText: opt(z.string()) })),
  buttonData: opt(buttonDataSchema),
  expandAction: opt(serverActionSchema),
});
export type CollapsedState = z.infer<typeof collapsedStateSchema>;
