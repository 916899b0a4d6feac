import { z } from "zod";
import { buttonDataSchema, componentDataSchema, opt, tolerantArray } from "..";

/**
 * USER_LOGIN componentData: an inline entry into the existing login (the one-time passcode panel
 * that posts to /login) for a visitor, and a "Signed in as" line for a logged-in user. Who is
 * logged in is the root loader's, never the page's.
 */
export const userLoginSchema = componentDataSchema.extend({
  /** The panel's heading (default "Log in to continue"). */
  title: opt(z.string().trim().min(1)),
  /** One line under the heading, e.g. why logging in helps here. */
  subtitle: opt(z.string().trim().min(1)),
  /** Buttons shown to a logged-in user, e.g. "Go to My Courses". */
  signedInButtons: opt(tolerantArray(buttonDataSchema)),
  /** Offer "Log out" to a logged-in user (default true). */
  showLogout: opt(z.boolean()),
});

export type UserLoginData = z.output<typeof userLoginSchema>;
export type UserLoginInput = z.input<typeof userLoginSchema>;
