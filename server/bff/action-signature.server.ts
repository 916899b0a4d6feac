import { createHmac, timingSafeEqual } from "node:crypto";
import { SERVER_ACTION_TYPES } from "~/contract";
import { CHAT_MESSAGE_FIELD, chatFormId } from "~/contract/widgets/chat-look";
import {
  DISCUSSION_BODY_FIELD,
  DISCUSSION_TITLE_FIELD,
  discussionReplyFormId,
  discussionStartFormId,
} from "~/contract/widgets/discussion-forum-look";
import { POLL_CHOICE_FIELD, pollFormId } from "~/contract/widgets/polling-look";
import { derivedKey } from "./derived-keys.server";
import { getEnv } from "./env.server";

/**
 * Signed action descriptions (docs/decisions/007-signed-actions.md). A browser posts back the
 * action a page gave it; the BFF must only forward what the upstream itself described. So every
 * action the BFF renders carries `sig`: an HMAC over the parts that decide what upstream is
 * called with (type, uri, requestObject, fileName), keyed from the session secret. The browser's
 * own input travels beside the action, never inside the signed part. Rotation: the first secret
 * signs, every listed secret verifies, so pages cached in a browser survive a rotation.
 */
export const ACTION_SIGNATURE_FIELD = "sig";
const VERSION = "v1";

const ACTION_TYPES: ReadonlySet<string> = new Set(SERVER_ACTION_TYPES);

/**
 * Where a form's submit action may be posted from (issue 30, decision 034): the form's formId and
 * the names of its fields, added by the BFF when it signs a FORM's submitAction and covered by the
 * signature, so a browser can neither post it as another form nor add fields of its own choosing.
 */
export const ACTION_BINDING_FIELD = "bound";

export interface FormBinding {
  formId: string;
  inputs: string[];
}

/** The parts of an action that a signature covers (an absent part leaves the text unchanged). */
const SIGNED_PARTS = [
  "type",
  "uri",
  "requestObject",
  "fileName",
  "context",
  ACTION_BINDING_FIELD,
] as const;

function keyFor(secret: string): Buffer {
  return derivedKey(secret, "cl-action", "action-signature");
}

/** JSON with object keys sorted at every depth: the same action always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function signedText(action: Record<string, unknown>): string {
  return canonicalJson(Object.fromEntries(SIGNED_PARTS.map((part) => [part, action[part]])));
}

function mac(secret: string, text: string): Buffer {
  return createHmac("sha256", keyFor(secret)).update(text).digest();
}

/** Whether an action has anything a signature must vouch for (a uri, a body, a file name). */
export function needsSignature(action: Record<string, unknown>): boolean {
  return SIGNED_PARTS.slice(1).some((part) => action[part] !== undefined);
}

export function signatureOf(
  action: Record<string, unknown>,
  secrets = getEnv().sessionSecrets,
): string {
  return `${VERSION}.${mac(secrets[0], signedText(action)).toString("base64url")}`;
}

/** Whether `sig` vouches for this action under any of the secrets (constant-time compare). */
export function hasValidSignature(
  action: Record<string, unknown>,
  secrets = getEnv().sessionSecrets,
): boolean {
  const sig = action[ACTION_SIGNATURE_FIELD];
  if (typeof sig !== "string" || !sig.startsWith(`${VERSION}.`)) return false;
  const sent = Buffer.from(sig.slice(VERSION.length + 1), "base64url");
  if (sent.length !== 32) return false;
  const text = signedText(action);
  return secrets.some((secret) => timingSafeEqual(sent, mac(secret, text)));
}

/**
 * Types that only ever run in the browser (links, share, copy, toast, pane toggle, login panel):
 * never posted back, so never signed; pages stay small. Everything else that names a known type,
 * or none at all (a form's submitAction may carry only a requestObject), is signed.
 */
const BROWSER_ONLY_TYPES: ReadonlySet<string> = new Set([
  "DEFAULT",
  "NAVIGATION",
  "SHARE",
  "CLIPBOARD_COPY",
  "SHOW_TOAST",
  "RIGHT_PANE_TOGGLE",
  "SERVER_LOGIN",
  "OTP_REQUEST",
  "OTP_VERIFY",
  "RESEND_OTP",
  "LOGOUT",
]);

/** A navigation that hands the page context data (the AI interview's token): posted, not linked. */
function carriesContext(record: Record<string, unknown>): boolean {
  const context = record.context as { data?: unknown } | undefined;
  return record.type === "NAVIGATION" && !!context && context.data !== undefined;
}

/** An action the browser may post back, with something to vouch for. */
function looksLikeAction(record: Record<string, unknown>): boolean {
  const type = record.type;
  const postable =
    type === undefined ||
    carriesContext(record) ||
    (typeof type === "string" && ACTION_TYPES.has(type) && !BROWSER_ONLY_TYPES.has(type));
  return postable && needsSignature(record);
}

const MAX_DEPTH = 64;

/** A FORM widget's data: its formId, fields and the submitAction they are posted with. */
function bindFormAction(record: Record<string, unknown>): void {
  const { formId, fields, submitAction } = record;
  if (typeof formId !== "string" || !Array.isArray(fields)) return;
  if (!submitAction || typeof submitAction !== "object" || Array.isArray(submitAction)) return;
  const inputs = fields
    .map((field) => (field as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === "string");
  const binding: FormBinding = { formId, inputs: [...new Set(inputs)].sort() };
  (submitAction as Record<string, unknown>)[ACTION_BINDING_FIELD] = binding;
}

/**
 * The community widgets' forms (poll, chat, forum, reply) draw their own fields around an API_CALL
 * of their data; their formId comes from the data's id by the contract's rule. Each entry: the id
 * key and the action key of such data, the formId rule and the field names the form posts.
 */
const COMMUNITY_FORMS: ReadonlyArray<{
  id: string;
  action: string;
  formId: (id: string) => string;
  inputs: string[];
}> = [
  { id: "pollId", action: "voteAction", formId: pollFormId, inputs: [POLL_CHOICE_FIELD] },
  {
    id: "conversationId",
    action: "sendAction",
    formId: chatFormId,
    inputs: [CHAT_MESSAGE_FIELD],
  },
  {
    id: "forumId",
    action: "startAction",
    formId: discussionStartFormId,
    inputs: [DISCUSSION_BODY_FIELD, DISCUSSION_TITLE_FIELD],
  },
  {
    id: "id",
    action: "replyAction",
    formId: discussionReplyFormId,
    inputs: [DISCUSSION_BODY_FIELD],
  },
];

/** Binds a community widget's form action to the form its data draws (see FORM's above). */
function bindCommunityAction(record: Record<string, unknown>): void {
  for (const form of COMMUNITY_FORMS) {
    const id = record[form.id];
    const action = record[form.action];
    if (typeof id !== "string" || !action || typeof action !== "object" || Array.isArray(action)) {
      continue;
    }
    const binding: FormBinding = { formId: form.formId(id), inputs: [...form.inputs].sort() };
    (action as Record<string, unknown>)[ACTION_BINDING_FIELD] = binding;
  }
}

/** The binding a (verified) action carries, when it is a form's submit action. */
export function formBindingOf(action: Record<string, unknown> | undefined): FormBinding | null {
  const bound = action?.[ACTION_BINDING_FIELD] as Partial<FormBinding> | undefined;
  if (!bound || typeof bound !== "object") return null;
  if (typeof bound.formId !== "string" || !Array.isArray(bound.inputs)) return null;
  return { formId: bound.formId, inputs: bound.inputs.filter((i) => typeof i === "string") };
}

/**
 * Signs, in place, every action description inside an answer the BFF is about to render (a page,
 * its frame pages, search results, an API-call follow-up). Whatever is not an action is left as it
 * is; a `sig` that came from upstream is overwritten, never trusted.
 */
export function signActionsIn<T>(value: T, secrets = getEnv().sessionSecrets): T {
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== "object" || depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    // A form's submit action is bound to the form before it is signed (an upstream `bound` is
    // overwritten, never trusted; without a form around it, one is refused where it is posted).
    bindFormAction(record);
    bindCommunityAction(record);
    // Inner actions first (an action's requestObject may hold one): the outer signature then
    // covers the inner ones as they are sent.
    for (const key of Object.keys(record)) walk(record[key], depth + 1);
    if (looksLikeAction(record)) record[ACTION_SIGNATURE_FIELD] = signatureOf(record, secrets);
  };
  walk(value, 0);
  return value;
}
