import { ACTION_FIELDS } from "~/shared/action-result";
import { CSRF_FIELD } from "../csrf.server";
import { PENDING_ACTION_TTL_MS, takeReplayForm } from "../pending-action.server";
import { pendingActionSchema, type AppSession } from "../session.server";

/**
 * After login, a form kept for a logged-out visitor waits in the session as `replayForm`
 * (decision 004). Nothing is posted on the user's behalf by the login redirect: the page offers
 * to continue, and its REPLAY post runs the kept form once, through the same checks as a new one.
 */
export interface ReplayOffer {
  intent: string;
  formId?: string;
}

/** For the page loader: the kept form waiting on this path (not taken). */
export function replayOfferOf(
  session: AppSession,
  path: string,
  now = Date.now(),
): ReplayOffer | undefined {
  const parsed = pendingActionSchema.safeParse(session.get("replayForm"));
  if (!parsed.success || parsed.data.kind !== "FORM") return undefined;
  const kept = parsed.data;
  const age = now - kept.savedAt;
  if (age < 0 || age > PENDING_ACTION_TTL_MS) return undefined;
  if (kept.path.split("?")[0] !== path.split("?")[0]) return undefined;
  const formId = kept.fields[ACTION_FIELDS.formId];
  return { intent: kept.intent, formId: formId || undefined };
}

export interface TakenReplay {
  intent: string;
  form: FormData;
}

/**
 * Takes the kept form of this path (once) as a form again, with this post's CSRF token. The
 * session without it is what the end of the request writes: the replay is single use.
 */
export function takeReplay(
  session: AppSession,
  path: string,
  csrf: FormDataEntryValue | null,
): TakenReplay | undefined {
  const kept = takeReplayForm(session, path);
  if (!kept) return undefined;
  const form = new FormData();
  if (typeof csrf === "string") form.set(CSRF_FIELD, csrf);
  form.set(ACTION_FIELDS.intent, kept.intent);
  for (const [name, value] of Object.entries(kept.fields)) form.append(name, value);
  return { intent: kept.intent, form };
}
