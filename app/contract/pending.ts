import { z } from "zod";
import {
  CALLBACK_KINDS,
  IFRAME_MESSAGE_TYPES,
  PENDING_ACTION_KINDS,
  STATUS_POLL,
  type CallbackKind,
  type PendingActionKind,
} from "./action-kinds";
import { lenientEnum, looseObject, opt, tolerantArray } from "./lenient";

/**
 * Pending actions, callbacks, page-element actions and the iframe channel's messages (spec 01
 * sections 3 and 4, spec 02 section 3; docs/contract.md, "Pending actions and callbacks"). The
 * kinds are in action-kinds.ts (zod-free, for the browser). Lenient like the rest of the
 * contract: an unknown kind is kept (and ignored with a warning where it is run); a known kind
 * whose data does not fit its payload schema is dropped.
 *
 * No import of primitives.ts: the server action schema carries these (pendingAction, callback),
 * so an action inside a payload is read as an action reference (type, uri and the rest kept).
 */

/** An action inside a payload: read as a server action where it is run (kept whole, signed). */
export const actionRefSchema = looseObject({
  type: opt(z.string()),
  uri: opt(z.string()),
});

const text = z.string().trim().min(1).max(2000);
const id = z.union([z.string().min(1), z.number()]).transform(String);
const wireFile = looseObject({ fileName: z.string().min(1), code: z.string() });

export const statusPollSchema = looseObject({
  /** The signed API_CALL whose answer's `status` is polled (POST /api/action-status). */
  statusAction: actionRefSchema,
  intervalMs: opt(z.number().int().min(STATUS_POLL.minIntervalMs).max(STATUS_POLL.maxIntervalMs)),
  maxAttempts: opt(z.number().int().min(1).max(STATUS_POLL.attemptsCap)),
  /** Statuses that end the polling; default STATUS_POLL.terminalStatuses. */
  terminalStatuses: opt(tolerantArray(z.string())),
  /** Run once a final status arrives. */
  followAction: opt(actionRefSchema),
});

const withAction = looseObject({ action: actionRefSchema });

/** The payload of each pending kind (`data`). */
export const PENDING_PAYLOAD_SCHEMAS = {
  USER_INFORMATION: looseObject({
    /** The page with the personal-info form, opened in the modal when the info is missing. */
    infoUri: z.string().startsWith("/"),
    /** The enrolment to run when the info is there. */
    action: opt(actionRefSchema),
  }),
  USER_SELECTION: looseObject({
    param: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/),
    value: z.string().max(200),
  }),
  SHOW_MODAL: looseObject({ uri: z.string().startsWith("/"), viewType: opt(z.string()) }),
  ENROLMENT: withAction,
  USER_NOTIFY: looseObject({ message: text }),
  PENDING_API_ACTION: withAction,
  LOGIN_PENDING_ACTION: withAction,
  FORM_PAGE_TITLE: looseObject({ title: z.string().trim().min(1).max(200) }),
  OTP_REQUEST: looseObject({ channel: opt(z.string()) }),
  IFRAME: looseObject({
    /** The id of the iframe element on the page. */
    frameId: z.string().min(1),
    message: z.unknown(),
  }),
  EDITOR_COMPILER: looseObject({ problemId: id, languageId: z.string().min(1), code: z.string() }),
  EDITOR_ASSISTANT: looseObject({ question: opt(z.string()) }),
  PROBLEM_BUILDER: looseObject({
    sandboxId: id,
    fields: looseObject({
      title: z.string(),
      difficulty: z.string(),
      statement: z.string(),
      tags: z.string(),
    }),
  }),
  EDITOR_HINT: looseObject({ problemId: id, hintId: id }),
  DRAFT_PROBLEM_METADATA: looseObject({
    sandboxId: id,
    files: z.array(wireFile),
    problemMetadata: looseObject({
      title: z.string(),
      difficulty: z.string(),
      statement: z.string(),
      tags: z.array(z.string()),
    }),
  }),
  DRAFT_CODE_SANDBOX_DATA: looseObject({ sandboxId: id, files: z.array(wireFile) }),
  STANDALONE_COMPILER: looseObject({ languageId: z.string().regex(/^[a-z0-9+#-]{1,20}$/) }),
  INTERVIEW_MATCH_STATUS: statusPollSchema,
  MEETING_LINK_STATUS: statusPollSchema,
  START_AI_INTERVIEW: withAction,
  AI_ASSISTANT: looseObject({ question: opt(z.string()) }),
} satisfies Record<PendingActionKind, z.ZodTypeAny>;

/** The payload of each callback kind: what the action's result must carry besides ActionResult. */
export const CALLBACK_PAYLOAD_SCHEMAS = {
  MENTORSHIP_ENROLMENT: looseObject({ mentorId: opt(id) }),
  PROFILE_COMPLETION: looseObject({ percent: opt(z.number().min(0).max(100)) }),
  PROFILE: looseObject({}),
  COURSE_ANNOUNCEMENT: looseObject({ courseId: opt(id) }),
  OPT_IN: looseObject({ topic: opt(z.string()) }),
  LEARNING_ACTION: looseObject({ activityId: opt(id) }),
  INVITATION: looseObject({ invitationId: opt(id) }),
  FORM_SUBMIT: looseObject({ formId: opt(z.string()) }),
  CLAIM_REWARD: looseObject({ rewardId: opt(id) }),
  CALENDAR: looseObject({ calendarUri: opt(z.string().startsWith("/")) }),
  NETWORK_CALL: looseObject({ key: opt(z.string()) }),
  VIDEO_URL_SIGNING: looseObject({ objectKeys: opt(z.array(z.string())) }),
  ACTIVITY_COMPONENT: looseObject({ cellId: opt(id) }),
} satisfies Record<CallbackKind, z.ZodTypeAny>;

/**
 * A pending action as it travels (on a server action, in an API-call result's action) and as it
 * is kept in the tab: `savedAt` is set when it is kept.
 */
export const pendingActionSchema = looseObject({
  kind: lenientEnum(PENDING_ACTION_KINDS),
  data: opt(z.unknown()),
  savedAt: opt(z.number()),
});
export type PendingActionEnvelope = z.infer<typeof pendingActionSchema>;

/** `callback` on a server action: which effect the action's result has on the page. */
export const callbackSchema = looseObject({
  kind: lenientEnum(CALLBACK_KINDS),
  data: opt(z.unknown()),
});
export type CallbackEnvelope = z.infer<typeof callbackSchema>;

/**
 * Spec 01 section 3, page-element action: action, cellId, pageId, replace flag, widget name. The
 * action's result replaces (replace) or refreshes the named cell of the page.
 */
export const pageElementActionSchema = looseObject({
  action: actionRefSchema,
  cellId: opt(id),
  pageId: opt(id),
  replace: opt(z.boolean()),
  widgetName: opt(z.string()),
});

/** A message on the iframe channel (postMessage between the page and the frames it embeds). */
export const iframeMessageSchema = looseObject({
  channel: z.literal("iframe"),
  type: lenientEnum(IFRAME_MESSAGE_TYPES),
  pendingAction: opt(pendingActionSchema),
  pageUri: opt(z.string().startsWith("/")),
  height: opt(z.number().int().min(0).max(20_000)),
  data: opt(z.unknown()),
});

export type KindReading<K extends string> =
  | { status: "ok"; kind: K; data: unknown }
  | { status: "unknown"; kind: string }
  | { status: "invalid"; kind: K; issues: string[] };

function readKind<K extends string>(
  schemas: Record<K, z.ZodTypeAny>,
  kind: string,
  data: unknown,
): KindReading<K> {
  if (!Object.prototype.hasOwnProperty.call(schemas, kind)) return { status: "unknown", kind };
  const parsed = schemas[kind as K].safeParse(data ?? {});
  if (parsed.success) return { status: "ok", kind: kind as K, data: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "data"}: ${i.message}`);
  return { status: "invalid", kind: kind as K, issues };
}

/** A pending action's data read with its kind's payload schema. */
export function readPendingAction(envelope: PendingActionEnvelope) {
  return readKind(PENDING_PAYLOAD_SCHEMAS, envelope.kind, envelope.data);
}

/** A callback's data read with its kind's payload schema. */
export function readCallback(envelope: CallbackEnvelope) {
  return readKind(CALLBACK_PAYLOAD_SCHEMAS, envelope.kind, envelope.data);
}

/**
 * What the BFF lets through on an action it renders: a known kind with data that fits (data as
 * parsed), an unknown kind as it came (kept; the browser ignores it with a warning), nothing for
 * a known kind whose data does not fit.
 */
export function vetPendingAction(raw: unknown): PendingActionEnvelope | undefined {
  const envelope = pendingActionSchema.safeParse(raw);
  if (!envelope.success) return undefined;
  const read = readPendingAction(envelope.data);
  if (read.status === "invalid") return undefined;
  return read.status === "ok"
    ? { ...envelope.data, data: read.data as PendingActionEnvelope["data"] }
    : envelope.data;
}

export function vetCallback(raw: unknown): CallbackEnvelope | undefined {
  const envelope = callbackSchema.safeParse(raw);
  if (!envelope.success) return undefined;
  const read = readCallback(envelope.data);
  if (read.status === "invalid") return undefined;
  return read.status === "ok"
    ? { ...envelope.data, data: read.data as CallbackEnvelope["data"] }
    : envelope.data;
}
