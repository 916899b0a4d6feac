import { z } from "zod";
import {
  MUTATING_ACTION_TYPES,
  SERVER_ACTION_TYPES,
  type MutatingActionType,
  type ServerActionType,
} from "./values";
import { lenientEnum, looseObject, opt, tolerantArray } from "./lenient";
import { vetCallback, vetPendingAction } from "./pending";

/** Spec 01 section 3: background colour data. Keys name theme colours (see docs/contract.md). */
export const bgColorDataSchema = looseObject({
  bgKey: opt(z.string()),
  bgBorderKey: opt(z.string()),
  bgShadowKey: opt(z.string()),
  bgShadowBorderKey: opt(z.string()),
  alpha: opt(z.number()),
  alphaDark: opt(z.number()),
});
export type BgColorData = z.infer<typeof bgColorDataSchema>;

export const imageSchema = looseObject({
  url: z.string(),
  urlDark: opt(z.string()),
  altText: opt(z.string()),
  aspectRatioX: opt(z.number()),
  aspectRatioY: opt(z.number()),
});
export type Image = z.infer<typeof imageSchema>;

export { SERVER_ACTION_TYPES, type ServerActionType };

export { MUTATING_ACTION_TYPES, type MutatingActionType };

export const trackingSchema = looseObject({
  eventName: opt(z.string()),
  trackingData: opt(z.record(z.unknown())),
});

/** Spec 01 section 3: server action (and the navigation action, which is one with type NAVIGATION). */
export const serverActionSchema = looseObject({
  type: opt(lenientEnum(SERVER_ACTION_TYPES)),
  uri: opt(z.string()),
  context: opt(looseObject({ data: opt(z.unknown()) })),
  openInModal: opt(z.boolean()),
  openInNewTab: opt(z.boolean()),
  closeModalIfOpen: opt(z.boolean()),
  refreshOnModalClose: opt(z.boolean()),
  modalProps: opt(looseObject({ viewType: opt(z.string()), hideCloseOption: opt(z.boolean()) })),
  loginAction: opt(z.unknown()),
  tracking: opt(trackingSchema),
  requestObject: opt(z.unknown()),
  fireAndForget: opt(z.boolean()),
  fileName: opt(z.string()),
  invalidatePage: opt(z.boolean()),
  reloadPage: opt(z.boolean()),
  // Client-side payloads of SHARE and CLIPBOARD_COPY (spec 01 section 3).
  shareTitle: opt(z.string()),
  shareMessage: opt(z.string()),
  shareLink: opt(z.string()),
  copyText: opt(z.string()),
  toastText: opt(z.string()),
  // Ours (docs/contract.md, "Pending actions and callbacks"): a NAVIGATION that replaces the
  // history entry; what the page does later (kept across a login); the effect of the result.
  replace: opt(z.boolean()),
  pendingAction: z.unknown().transform(vetPendingAction),
  callback: z.unknown().transform(vetCallback),
});
export type ServerAction = z.infer<typeof serverActionSchema>;

export const textDataSchema = looseObject({
  text: opt(z.string()),
  superText: opt(z.string()),
  subText: opt(z.string()),
});

/** Spec 01 section 3: tag item. */
export const tagItemSchema = looseObject({
  text: z.string(),
  bgKey: opt(z.string()),
  image: opt(imageSchema),
});
export type TagItem = z.infer<typeof tagItemSchema>;

/** Spec 01 section 3: button data. */
export const buttonDataSchema = looseObject({
  buttonText: opt(z.string()),
  icon: opt(imageSchema),
  textAfterIcon: opt(z.boolean()),
  disabled: opt(z.boolean()),
  bgColorData: opt(bgColorDataSchema),
  textColor: opt(z.string()),
  action: opt(serverActionSchema),
  moreOptionList: opt(tolerantArray(z.unknown())),
});
export type ButtonData = z.infer<typeof buttonDataSchema>;

export const TEXT_ALIGNMENTS = ["LEFT", "RIGHT", "CENTER"] as const;

/** Spec 01 section 3: header text component. */
export const headerTextSchema = looseObject({
  textData: opt(textDataSchema),
  tagData: opt(tolerantArray(tagItemSchema)),
  textSize: opt(z.number().int()),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});
export type HeaderText = z.infer<typeof headerTextSchema>;
