import { MUTATING_ACTION_TYPES } from "~/contract";

/**
 * The intents a page route's action accepts (docs/decisions/006): every type of spec 02 section 3
 * that changes data, plus the internal ones of the FORM widget and the learning area. Anything
 * else is refused with 400 before a handler runs.
 */
export const PAGE_ACTION_INTENTS = [
  ...MUTATING_ACTION_TYPES,
  "FORM_SUBMIT",
  "MENTORSHIP_ENROLMENT",
  "PROFILE_IMAGE_UPLOAD",
  "RESUME_UPLOAD",
  "LEARNING_ACTIVITY_UPDATE",
] as const;
export type PageActionIntent = (typeof PAGE_ACTION_INTENTS)[number];

/**
 * Runs the form that was kept when a logged-out visitor posted an intent that needs login
 * (docs/decisions/004): posted by the page after login, with the user's consent.
 */
export const REPLAY_INTENT = "REPLAY";

export function isPageActionIntent(value: unknown): value is PageActionIntent {
  return typeof value === "string" && (PAGE_ACTION_INTENTS as readonly string[]).includes(value);
}

/**
 * Intents whose upstream call needs the user's token (docs/contract.md: every action endpoint
 * answers 401 without one). FORM_SUBMIT and API_CALL call a server-given uri: they ask for login
 * when the action says so (`loginAction`) or when upstream answers 401 to a logged-out visitor.
 */
const ASKS_LOGIN_ITSELF: ReadonlySet<PageActionIntent> = new Set(["API_CALL", "FORM_SUBMIT"]);
const LOGIN_REQUIRED: ReadonlySet<PageActionIntent> = new Set(
  PAGE_ACTION_INTENTS.filter((intent) => !ASKS_LOGIN_ITSELF.has(intent)),
);

export function needsLogin(
  intent: PageActionIntent,
  action: { loginAction?: unknown } | undefined,
) {
  return LOGIN_REQUIRED.has(intent) || Boolean(action?.loginAction);
}

/** Intents whose form may carry files (multipart/form-data). */
const FILE_INTENTS: ReadonlySet<string> = new Set([
  "FORM_SUBMIT",
  "PROFILE_IMAGE_UPLOAD",
  "RESUME_UPLOAD",
]);

export function mayCarryFiles(intent: string): boolean {
  return FILE_INTENTS.has(intent);
}
