/**
 * The pending actions of kinds EDITOR_ASSISTANT and AI_ASSISTANT (spec 02 section 3): the
 * assistant opened while logged out is kept in this tab's session storage, with the question
 * typed so far, and opened again once the learner is back, logged in, on the same page.
 */
import { PENDING_ASSISTANT_STORAGE_KEY } from "~/contract/assistant-entry";

export type AssistantKind = "EDITOR_ASSISTANT" | "AI_ASSISTANT";

const KEY = PENDING_ASSISTANT_STORAGE_KEY;

interface PendingAssistant {
  kind: AssistantKind;
  path: string;
  question: string;
}

export function keepPendingAssistant(kind: AssistantKind, path: string, question: string): void {
  try {
    const pending: PendingAssistant = { kind, path, question };
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // No storage: the learner opens the assistant again after logging in.
  }
}

/** The pending assistant of this page and kind, taken (removed) so that it opens once. */
export function takePendingAssistant(
  kind: AssistantKind,
  path: string,
): { question: string } | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const pending = JSON.parse(raw) as Partial<PendingAssistant>;
    if (pending.kind !== kind || pending.path !== path) return undefined;
    sessionStorage.removeItem(KEY);
    return { question: typeof pending.question === "string" ? pending.question : "" };
  } catch {
    return undefined;
  }
}
