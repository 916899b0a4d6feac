import { COPIED_TEXT } from "../action-texts";

/** The REFERRAL_CARD widget's texts: zod-free, for the browser (the schema is server-side). */
export const REFERRAL_CARD_TEXTS = {
  title: "Refer a friend",
  code: "Your referral code",
  link: "Your referral link",
  share: "Share invite",
  copy: "Copy code",
  /** CLIPBOARD_COPY's toast (spec 01 section 8). */
  copied: COPIED_TEXT,
  invited: "Friends invited",
  joined: "Friends who joined",
  /** The share sheet's title when the page gives none. */
  shareTitle: "Join me on Career Learning",
} as const;

/** A referral code: 3 to 40 letters, digits, _ or - (safe in a link and as copied text). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
