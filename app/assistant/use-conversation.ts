import { useCallback, useEffect, useRef, useState } from "react";
import {
  ASSISTANT_INTENT_LABELS,
  ASSISTANT_LIMITS,
  ASSISTANT_TEXTS,
  type AssistantIntent,
} from "~/contract/assistant-values";
import { ACTION_FIELDS } from "~/contract/values";
import { readAssistantStream } from "./stream-client";

export interface Turn {
  id: number;
  role: "learner" | "assistant";
  text: string;
  intent: AssistantIntent;
  state: "streaming" | "done" | "stopped" | "error";
  error?: string;
  login?: boolean;
}

export interface AskContext {
  sourceCode?: string;
  languageId?: string;
  /** The program's input as the learner gave it: the tutor runs the code on it. */
  input?: string;
}

export const ASSISTANT_STREAM_URL = "/resources/assistant";

/** Earlier finished turns, newest last, bounded as the contract says. */
function historyOf(turns: Turn[]): string {
  const kept = turns
    .filter((turn) => turn.text.trim() && (turn.role === "learner" || turn.state === "done"))
    .slice(-ASSISTANT_LIMITS.historyTurns)
    .map((turn) => ({
      role: turn.role,
      text: turn.text.slice(0, ASSISTANT_LIMITS.historyTurnChars),
    }));
  return JSON.stringify(kept);
}

/**
 * One conversation with the assistant: ask (streams the reply into the last turn), stop (keeps
 * what came), retry (asks the last question again). Deltas are batched per animation frame so
 * that a fast stream re-renders the markdown at most once a frame.
 */
export function useConversation(options: {
  action: string;
  csrf: string;
  context?: () => AskContext;
}) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const controller = useRef<AbortController>();
  const nextId = useRef(1);
  const pending = useRef("");
  const frame = useRef<number>();
  const busy = turns.at(-1)?.state === "streaming";

  const updateLast = useCallback((change: (turn: Turn) => Turn) => {
    setTurns((current) => {
      const last = current.at(-1);
      if (!last || last.role !== "assistant") return current;
      return [...current.slice(0, -1), change(last)];
    });
  }, []);

  const flush = useCallback(() => {
    frame.current = undefined;
    const text = pending.current;
    pending.current = "";
    if (text) updateLast((turn) => ({ ...turn, text: turn.text + text }));
  }, [updateLast]);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    (intent: AssistantIntent, question: string, earlier: Turn[] = turns) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const context = options.context?.() ?? {};
      const form = new FormData();
      form.set(ACTION_FIELDS.csrf, options.csrf);
      form.set(ACTION_FIELDS.action, options.action);
      form.set("intent", intent);
      form.set("question", question);
      if (context.sourceCode)
        form.set("sourceCode", context.sourceCode.slice(0, ASSISTANT_LIMITS.codeChars));
      if (context.languageId) form.set("languageId", context.languageId);
      if (context.input) form.set("input", context.input.slice(0, ASSISTANT_LIMITS.inputChars));
      form.set("history", historyOf(earlier));
      const learner: Turn = {
        id: nextId.current++,
        role: "learner",
        text: question || ASSISTANT_INTENT_LABELS[intent],
        intent,
        state: "done",
      };
      const reply: Turn = {
        id: nextId.current++,
        role: "assistant",
        text: "",
        intent,
        state: "streaming",
      };
      setTurns([...earlier, learner, reply]);
      pending.current = "";
      void readAssistantStream(ASSISTANT_STREAM_URL, form, abort.signal, {
        onDelta(text) {
          pending.current += text;
          frame.current ??= requestAnimationFrame(flush);
        },
        onDone() {
          flush();
          updateLast((turn) => ({ ...turn, state: "done" }));
        },
        onError(message, { login }) {
          flush();
          updateLast((turn) => ({ ...turn, state: "error", error: message, login }));
        },
      });
    },
    [flush, options, turns, updateLast],
  );

  const stop = useCallback(() => {
    controller.current?.abort();
    if (frame.current) cancelAnimationFrame(frame.current);
    flush();
    updateLast((turn) =>
      turn.state === "streaming"
        ? { ...turn, state: "stopped", error: ASSISTANT_TEXTS.stopped }
        : turn,
    );
  }, [flush, updateLast]);

  /** The last question again, in place of its unfinished reply. */
  const retry = useCallback(() => {
    let index = turns.length - 1;
    while (index >= 0 && turns[index].role !== "learner") index -= 1;
    if (index === -1) return;
    const learner = turns[index];
    const question = learner.text === ASSISTANT_INTENT_LABELS[learner.intent] ? "" : learner.text;
    ask(learner.intent, question, turns.slice(0, index));
  }, [ask, turns]);

  return { turns, busy, ask, stop, retry };
}
