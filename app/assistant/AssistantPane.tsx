import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useEarlyValue } from "~/ui/use-early-value";
import {
  ASSISTANT_INTENT_LABELS,
  ASSISTANT_LIMITS,
  ASSISTANT_TEXTS,
  type AssistantIntent,
} from "~/contract/assistant-values";
import { SafeMarkdown } from "./SafeMarkdown";
import { useConversation, type AskContext, type Turn } from "./use-conversation";
import styles from "./assistant.module.css";

/** For a page's "Ask AI" (PageAssistant.tsx), which loads this chunk only when it opens. */
export { keepPendingAssistant, takePendingAssistant } from "./pending-assistant";
export { withLoginParam } from "~/shared/login-url";

export interface AssistantPaneProps {
  title: string;
  /** The signed assistant description, as JSON. */
  action: string;
  csrf: string;
  /** The quick questions offered (the editor offers all; elsewhere only a free question). */
  intents: AssistantIntent[];
  context?: () => AskContext;
  initialQuestion?: string;
  onLoginNeeded(question: string): void;
  onClose(): void;
}

function TurnView({ turn, onRetry, onLogin }: { turn: Turn; onRetry(): void; onLogin(): void }) {
  const [copied, setCopied] = useState("");
  if (turn.role === "learner") {
    return (
      <li className={styles.learner} data-turn="learner">
        <p>{turn.text}</p>
      </li>
    );
  }
  const copy = () => {
    if (!navigator.clipboard) return setCopied(ASSISTANT_TEXTS.copyFailed);
    navigator.clipboard.writeText(turn.text).then(
      () => setCopied(ASSISTANT_TEXTS.copyDone),
      () => setCopied(ASSISTANT_TEXTS.copyFailed),
    );
  };
  return (
    <li className={styles.reply} aria-busy={turn.state === "streaming"} data-turn="assistant">
      {turn.text ? <SafeMarkdown text={turn.text} /> : null}
      {turn.state === "streaming" && !turn.text ? (
        <p className={styles.thinking}>Thinking…</p>
      ) : null}
      {turn.error ? (
        <p className={turn.state === "stopped" ? styles.note : styles.error} role="alert">
          {turn.error}
        </p>
      ) : null}
      <div className={styles.replyTools}>
        {turn.login ? (
          <button type="button" onClick={onLogin}>
            Log in
          </button>
        ) : null}
        {turn.state === "error" || turn.state === "stopped" ? (
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        ) : null}
        {turn.text && turn.state !== "streaming" ? (
          <button type="button" onClick={copy}>
            Copy
          </button>
        ) : null}
        <span aria-live="polite" className={styles.note}>
          {copied}
        </span>
      </div>
    </li>
  );
}

/**
 * The AI assistant (spec 02 section 4): a right pane on wide screens, a bottom sheet on narrow
 * ones. The reply streams in as safe markdown; Stop keeps what came, Retry asks again, Copy
 * copies a reply. Escape closes it; focus starts in the question box.
 */
export function AssistantPane(props: AssistantPaneProps) {
  const { turns, busy, ask, stop, retry } = useConversation({
    action: props.action,
    csrf: props.csrf,
    context: props.context,
  });
  const [question, setQuestion] = useState(props.initialQuestion ?? "");
  const [problem, setProblem] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  useEarlyValue(box, question, setQuestion);
  const list = useRef<HTMLOListElement>(null);
  const titleId = useId();

  useEffect(() => box.current?.focus(), []);
  useEffect(() => {
    const end = list.current?.lastElementChild;
    end?.scrollIntoView?.({ block: "end" });
  }, [turns]);

  const send = (intent: AssistantIntent, text: string) => {
    if (intent === "ASK" && !text.trim()) return setProblem(ASSISTANT_TEXTS.emptyQuestion);
    if (text.length > ASSISTANT_LIMITS.questionChars) return setProblem(ASSISTANT_TEXTS.tooLong);
    setProblem("");
    ask(intent, text.trim());
    setQuestion("");
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send("ASK", question);
  };
  // Escape stops a reply that is streaming, else closes the pane, wherever the focus is.
  const escape = useRef(() => {});
  escape.current = () => (busy ? stop() : props.onClose());
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) escape.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  const lastQuestion = [...turns].reverse().find((turn) => turn.role === "learner")?.text ?? "";

  return (
    <section
      className={styles.pane}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-assistant-pane=""
    >
      <header className={styles.paneHeader}>
        <h2 id={titleId}>{props.title}</h2>
        <button
          type="button"
          className={styles.close}
          onClick={props.onClose}
          aria-label="Close the assistant"
        >
          ×
        </button>
      </header>
      {turns.length === 0 ? (
        <p className={styles.empty}>
          Ask about this problem or your code. Replies may be imperfect: check them.
        </p>
      ) : null}
      <ol className={styles.turns} ref={list} aria-live="polite">
        {turns.map((turn) => (
          <TurnView
            key={turn.id}
            turn={turn}
            onRetry={retry}
            onLogin={() => props.onLoginNeeded(lastQuestion)}
          />
        ))}
      </ol>
      {props.intents.length > 1 ? (
        <div className={styles.intents} role="group" aria-label="Quick questions">
          {props.intents
            .filter((intent) => intent !== "ASK")
            .map((intent) => (
              <button key={intent} type="button" disabled={busy} onClick={() => send(intent, "")}>
                {ASSISTANT_INTENT_LABELS[intent]}
              </button>
            ))}
        </div>
      ) : null}
      <form className={styles.ask} onSubmit={submit}>
        <label htmlFor={`${titleId}-q`} className={styles.visuallyHidden}>
          Your question
        </label>
        <textarea
          id={`${titleId}-q`}
          ref={box}
          value={question}
          maxLength={ASSISTANT_LIMITS.questionChars}
          rows={2}
          placeholder="Ask a question"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${titleId}-e` : undefined}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !busy) {
              event.preventDefault();
              send("ASK", question);
            }
          }}
        />
        {problem ? (
          <p id={`${titleId}-e`} className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.askTools}>
          {/* Keys keep Stop and Ask two elements: reused, the clicked Stop became a submit
              button before the click's default action ran, and asked an empty question. */}
          {busy ? (
            <button
              key="stop"
              type="button"
              onClick={(event) => {
                event.preventDefault();
                stop();
              }}
              className={styles.stop}
            >
              Stop
            </button>
          ) : (
            <button key="ask" type="submit" className={styles.primary}>
              Ask
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
