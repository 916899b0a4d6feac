import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLocation, useNavigate } from "@remix-run/react";
import type { AssistantIntent } from "~/contract/assistant-values";
import {
  ASSISTANT_INTENT_LABELS,
  ASSISTANT_INTENTS,
  ASSISTANT_LIMITS,
} from "~/contract/assistant-values";
import { ASSISTANT_PAGE_PATH } from "~/contract/assistant-entry";
import { ACTION_FIELDS } from "~/contract/values";
import { useRootCsrf, useRootLoggedIn } from "~/practice/use-root-csrf";
import { useAssistantSlot } from "~/practice/workspace/assistant-slot";
import { withLoginParam } from "~/shared/login-url";
import {
  keepPendingAssistant,
  takePendingAssistant,
  type AssistantKind,
} from "./pending-assistant";
import type { AskContext } from "./use-conversation";
import styles from "./assistant.module.css";

/** The pane, its markdown renderer and the stream reader load when the learner opens it. */
const AssistantPane = lazy(() =>
  import("./AssistantPane").then((m) => ({ default: m.AssistantPane })),
);

/** Where a form without JavaScript asks (app/routes/assistant.tsx): the whole reply as a page. */
export const ASSISTANT_PAGE = ASSISTANT_PAGE_PATH;

const DEFAULT_TITLE = "AI assistant";

interface AssistantEntry {
  /** The signed assistant description ({uri, requestObject}), as JSON. */
  action: string;
  title: string;
}

/** Without JavaScript: the same question as a plain form, answered by a page. */
function PlainAssistantForm({
  entry,
  csrf,
  returnTo,
  intents,
}: {
  entry: AssistantEntry;
  csrf: string;
  returnTo: string;
  intents: readonly AssistantIntent[];
}) {
  return (
    <details className={styles.launcher}>
      <summary>{entry.title}</summary>
      <form method="post" action={ASSISTANT_PAGE} className={styles.plainForm}>
        <input type="hidden" name={ACTION_FIELDS.csrf} value={csrf} />
        <input type="hidden" name={ACTION_FIELDS.action} value={entry.action} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label>
          Your question
          <textarea name="question" rows={3} maxLength={ASSISTANT_LIMITS.questionChars} />
        </label>
        {/* The first submit button is the form's default (Enter): the free question. */}
        <button type="submit" name="intent" value="ASK">
          Ask
        </button>
        {intents.length > 1 ? (
          <div className={styles.intents} role="group" aria-label="Quick questions">
            {intents
              .filter((intent) => intent !== "ASK")
              .map((intent) => (
                <button key={intent} type="submit" name="intent" value={intent}>
                  {ASSISTANT_INTENT_LABELS[intent]}
                </button>
              ))}
          </div>
        ) : null}
      </form>
    </details>
  );
}

/**
 * Opens the AI assistant (pending kinds EDITOR_ASSISTANT in the editor, AI_ASSISTANT in the
 * compiler). Server-rendered as a plain form that works without JavaScript; once hydrated, a
 * button that opens the streaming pane. Logged out, the question is kept as the pending action
 * and the pane opens again after login.
 */
export function AssistantLauncher({
  assistant,
  kind,
  context,
}: {
  /** The page's signed assistant description (a widget's `assistant`, docs/contract.md). */
  assistant: { title?: string };
  kind: AssistantKind;
  context?: () => AskContext;
}) {
  const entry: AssistantEntry = {
    action: JSON.stringify(assistant),
    title: assistant.title ?? DEFAULT_TITLE,
  };
  const csrf = useRootCsrf();
  const loggedIn = useRootLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = `${location.pathname}${location.search}`;
  const intents: readonly AssistantIntent[] =
    kind === "EDITOR_ASSISTANT" || context ? ASSISTANT_INTENTS : ["ASK"];
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [initialQuestion, setInitialQuestion] = useState<string>();
  // In a workspace the pane shows in its slot: beside the editor, and over a phone's every tab.
  const slot = useAssistantSlot();

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!loggedIn) return;
    const pending = takePendingAssistant(kind, location.pathname);
    if (pending) {
      setInitialQuestion(pending.question);
      setOpen(true);
    }
  }, [kind, location.pathname, loggedIn]);

  if (!hydrated)
    return <PlainAssistantForm entry={entry} csrf={csrf} returnTo={returnTo} intents={intents} />;
  const toLogin = (question: string) => {
    keepPendingAssistant(kind, location.pathname, question);
    navigate(withLoginParam(returnTo));
  };
  const pane = (
    <Suspense fallback={<p className={styles.loading}>Opening the assistant…</p>}>
      <AssistantPane
        title={entry.title}
        action={entry.action}
        csrf={csrf}
        intents={[...intents]}
        context={context}
        initialQuestion={initialQuestion}
        onLoginNeeded={toLogin}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
  return (
    <>
      <button
        type="button"
        className={styles.openButton}
        aria-expanded={open}
        data-assistant-kind={kind}
        onClick={() => (loggedIn ? setOpen((value) => !value) : toLogin(""))}
      >
        {entry.title}
      </button>
      {open ? inSlot(slot, pane) : null}
    </>
  );
}

/** The pane in the workspace's slot when there is one, else where the launcher is. */
const inSlot = (slot: HTMLElement | null, pane: ReactNode) =>
  slot ? createPortal(pane, slot) : pane;

/**
 * What a code widget tells the assistant when a question is asked: the code, language and input
 * as they are at that moment (a stable callback reading the latest values).
 */
export function useCodeContext(code: string, languageId: string, input = ""): () => AskContext {
  const current = useRef({ code, languageId, input });
  current.current = { code, languageId, input };
  return useCallback(
    () => ({
      sourceCode: current.current.code,
      languageId: current.current.languageId,
      input: current.current.input,
    }),
    [],
  );
}
