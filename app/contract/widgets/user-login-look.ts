/** The USER_LOGIN widget's texts: zod-free, for the browser (the schema is server-side). */
export const USER_LOGIN_TEXTS = {
  /** The panel's heading when the page gives none. */
  title: "Log in to continue",
  signedInAs: "Signed in as",
  logout: "Log out",
  /** Shown in place of the panel while the login window is open over the page. */
  continueInWindow: "Continue in the login window.",
  /** Where the login started, for tracking (the login panel's `source`). */
  source: "Login Widget",
} as const;

/** "Asha Rao (asha@example.com)", "asha@example.com", or "" when nothing is known. */
export function signedInName(user: {
  firstName?: string;
  lastName?: string;
  email?: string;
}): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  if (name && user.email) return `${name} (${user.email})`;
  return name || user.email || "";
}
