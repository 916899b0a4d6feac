import { z } from "zod";
import { buttonDataSchema, componentDataSchema, opt } from "..";
import { REFERRAL_CODE_PATTERN } from "./referral-card-look";

/** A link to share: https, or a path on this site. */
const shareLink = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^https:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)[^\s\\]*$/.test(value),
    "an https address or a path on this site",
  );

/**
 * REFERRAL_CARD componentData: the learner's referral code with SHARE and CLIPBOARD_COPY (spec 01
 * section 3: share {shareTitle, shareMessage, shareLink}, clipboard {copyText, toastText}). The
 * buttons are built from the code and link unless the page gives its own.
 */
export const referralCardSchema = componentDataSchema.extend({
  referralCode: z.string().trim().regex(REFERRAL_CODE_PATTERN, "3 to 40 letters, digits, _ or -"),
  referralLink: opt(shareLink),
  title: opt(z.string().trim().min(1)),
  /** What the friend and the referrer get, in one line. */
  reward: opt(z.string().trim().min(1)),
  /** The share sheet's message. */
  shareMessage: opt(z.string().trim().min(1).max(500)),
  invitedCount: opt(z.number().int().nonnegative()),
  joinedCount: opt(z.number().int().nonnegative()),
  shareButton: opt(buttonDataSchema),
  copyButton: opt(buttonDataSchema),
});

export type ReferralCardData = z.output<typeof referralCardSchema>;
export type ReferralCardInput = z.input<typeof referralCardSchema>;
