/**
 * Spec 01 section 3 ("Enumerations") and spec 02 section 3: the pending action kinds and the
 * callback kinds, in the spec's order, with what each one means here (docs/contract.md, "Pending
 * actions and callbacks"; docs/decisions/020). Zod-free, like values.ts: the browser's handler
 * registries (app/actions/pending, app/actions/callbacks) import these at run time; the payload
 * schemas are in pending.ts (server side).
 */

export const PENDING_ACTION_KINDS = [
  "USER_INFORMATION",
  "USER_SELECTION",
  "SHOW_MODAL",
  "ENROLMENT",
  "USER_NOTIFY",
  "PENDING_API_ACTION",
  "LOGIN_PENDING_ACTION",
  "FORM_PAGE_TITLE",
  "OTP_REQUEST",
  "IFRAME",
  "EDITOR_COMPILER",
  "EDITOR_ASSISTANT",
  "PROBLEM_BUILDER",
  "EDITOR_HINT",
  "DRAFT_PROBLEM_METADATA",
  "DRAFT_CODE_SANDBOX_DATA",
  "STANDALONE_COMPILER",
  "INTERVIEW_MATCH_STATUS",
  "MEETING_LINK_STATUS",
  "START_AI_INTERVIEW",
  "AI_ASSISTANT",
] as const;
export type PendingActionKind = (typeof PENDING_ACTION_KINDS)[number];

/** One line per kind: what its handler does with `data`. */
export const PENDING_ACTION_MEANINGS: Record<PendingActionKind, string> = {
  USER_INFORMATION:
    "Before an enrolment: a user without personal info is sent to the info form (a modal page), else the kept action runs.",
  USER_SELECTION: "A choice the user made (a batch, a slot) is put back into the page's address.",
  SHOW_MODAL: "Opens a page in the modal over the current one.",
  ENROLMENT: "Runs the kept enrolment action (ENROL and its kinds) once the user is logged in.",
  USER_NOTIFY: "Shows the kept message as a toast.",
  PENDING_API_ACTION: "Posts the kept API_CALL action through the page route.",
  LOGIN_PENDING_ACTION: "Runs the action that asked for login, after the login.",
  FORM_PAGE_TITLE: "Sets the document title of the form page.",
  OTP_REQUEST: "Opens the login panel at the passcode step.",
  IFRAME: "Posts a message to the embedded frame once it has loaded (the iframe channel).",
  EDITOR_COMPILER: "Keeps the practice editor's code as its draft, shown when the editor opens.",
  EDITOR_ASSISTANT: "Opens the editor's AI assistant with the question typed before login.",
  PROBLEM_BUILDER: "Keeps the problem builder's typed fields for the sandbox page.",
  EDITOR_HINT: "Unlocks the hint asked for before login.",
  DRAFT_PROBLEM_METADATA: "Keeps the sandbox's files and problem metadata for the sandbox page.",
  DRAFT_CODE_SANDBOX_DATA: "Keeps the sandbox's files for the sandbox page.",
  STANDALONE_COMPILER: "Opens the online compiler in the kept language.",
  INTERVIEW_MATCH_STATUS:
    "Polls the interview match status until a final status, then runs the follow-up action.",
  MEETING_LINK_STATUS:
    "Polls the meeting link status until a final status, then runs the follow-up action.",
  START_AI_INTERVIEW: "Posts the kept API_CALL that starts the AI interview.",
  AI_ASSISTANT: "Opens the AI assistant with the question typed before login.",
};

export const CALLBACK_KINDS = [
  "MENTORSHIP_ENROLMENT",
  "PROFILE_COMPLETION",
  "PROFILE",
  "COURSE_ANNOUNCEMENT",
  "OPT_IN",
  "LEARNING_ACTION",
  "INVITATION",
  "FORM_SUBMIT",
  "CLAIM_REWARD",
  "CALENDAR",
  "NETWORK_CALL",
  "VIDEO_URL_SIGNING",
  "ACTIVITY_COMPONENT",
] as const;
export type CallbackKind = (typeof CALLBACK_KINDS)[number];

/** One line per kind: the effect an action's result has on the page when it names the kind. */
export const CALLBACK_MEANINGS: Record<CallbackKind, string> = {
  MENTORSHIP_ENROLMENT: "Enrolled with a mentor: the page reloads and other tabs of it too.",
  PROFILE_COMPLETION: "The profile grew: the user state and the page reload.",
  PROFILE: "The profile was saved: the user state reloads and other tabs are told.",
  COURSE_ANNOUNCEMENT: "Announcement acknowledged: the toast shows and the page reloads.",
  OPT_IN: "Opted in: the toast shows and the page reloads.",
  LEARNING_ACTION: "A learning activity changed: the page reloads and other tabs of it too.",
  INVITATION: "Invitation answered: the toast shows; a follow-up navigation replaces the entry.",
  FORM_SUBMIT: "A form was submitted: a successful result reloads the page.",
  CLAIM_REWARD: "Reward claimed: the toast shows and the page reloads.",
  CALENDAR: "A calendar entry changed: the page and the /my-calendar tabs reload.",
  NETWORK_CALL:
    "The result is handed to the page as {inProgress, isSuccessful, message, response}.",
  VIDEO_URL_SIGNING: "Signed video addresses arrived: the page reloads to use them.",
  ACTIVITY_COMPONENT: "An activity component changed: the page reloads.",
};

/**
 * Polling a status (INTERVIEW_MATCH_STATUS, MEETING_LINK_STATUS): the defaults and the bounds of
 * what data may ask for, and the statuses that end it when data names none.
 */
export const STATUS_POLL = {
  intervalMs: 3000,
  minIntervalMs: 1000,
  maxIntervalMs: 60_000,
  maxAttempts: 20,
  attemptsCap: 100,
  terminalStatuses: ["SUCCESS", "MATCHED", "READY", "COMPLETED", "FAILED", "EXPIRED", "CANCELLED"],
} as const;

/** The BFF's route the status polls post to (a signed API_CALL action, docs/contract.md). */
export const ACTION_STATUS_ROUTE = "/api/action-status";

export { PENDING_ACTION_STORAGE_KEY } from "./values";

/** A pending action lives this long in the tab (as the login replay, decision 004). */
export const PENDING_ACTION_TTL_MS = 15 * 60 * 1000;

/** The iframe channel's message types (spec 01 section 4, "Named channels: iframe"). */
export const IFRAME_MESSAGE_TYPES = ["pending-action", "ready", "resize", "page-reload"] as const;
export type IframeMessageType = (typeof IFRAME_MESSAGE_TYPES)[number];
