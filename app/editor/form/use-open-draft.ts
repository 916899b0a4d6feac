import { useEffect, useRef, useState } from "react";
import type { FormField } from "~/contract/widgets/form";
import {
  elementJsonOf,
  elementProblems,
  logicJsonOf,
  type ElementDraft,
  type LogicDraft,
} from "./form-editor-model";
import type { FormEditAnswer, FormEditIntent } from "./use-form-edits";

/** What is open below the list or in a row: one draft at a time. */
export type Open =
  | { kind: "add"; draft: ElementDraft; position: number }
  | { kind: "edit"; name: string; draft: ElementDraft }
  | { kind: "rule"; name: string; draft: LogicDraft }
  | null;

/** Where focus goes once the page shows the edit: a row's button, the row, or the add button. */
export interface FocusTarget {
  name?: string;
  action?: string;
}

/** A plain form's edit (duplicate, move, delete) sent with JavaScript, its fields as posted. */
export type PlainRun = (
  key: string,
  intent: FormEditIntent,
  focus: FocusTarget,
) => (sent: Record<string, string>) => void;

type Run = (
  key: string,
  intent: FormEditIntent,
  sent: Record<string, string>,
) => Promise<FormEditAnswer | undefined>;

/**
 * The form editor's open draft and its saving: the field errors of a refused save (shown beside
 * its inputs), and focus back where the admin was once the page shows the edit (`panelRef` is
 * where the rows are looked for).
 */
export function useOpenDraft(fields: readonly FormField[], run: Run, busy: boolean) {
  const [open, setOpen] = useState<Open>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const panelRef = useRef<HTMLElement>(null);
  const focusAfter = useRef<FocusTarget | null>(null);

  // An open draft of an element that is gone (another admin deleted it) closes.
  useEffect(() => {
    if (open && open.kind !== "add" && !fields.some((field) => field.name === open.name)) {
      setOpen(null);
    }
  }, [fields, open]);

  // The page shows the edit: focus goes back where the admin was (the row moved, or is new).
  useEffect(() => {
    const wanted = focusAfter.current;
    const panel = panelRef.current;
    if (!wanted || !panel) return;
    focusAfter.current = null;
    const row = wanted.name
      ? panel.querySelector<HTMLElement>(`[data-element="${CSS.escape(wanted.name)}"]`)
      : null;
    const button = wanted.action
      ? row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]`)
      : null;
    const fallback = panel.querySelector<HTMLElement>("[data-action=add]");
    (button && !button.disabled ? button : (row ?? fallback))?.focus();
  }, [fields]);

  const openDraft = (next: Open) => {
    setErrors({});
    setOpen(next);
  };

  /** The draft closes without a save: focus goes back to `focus`. */
  const close = (focus: FocusTarget) => {
    focusAfter.current = focus;
    openDraft(null);
  };

  /** An edit that moves focus to `focus` once the page shows it (not if it is refused). */
  const runFocused = async (
    key: string,
    intent: FormEditIntent,
    sent: Record<string, string>,
    focus: FocusTarget,
  ) => {
    focusAfter.current = focus;
    const answer = await run(key, intent, sent);
    if (answer && !answer.ok) focusAfter.current = null;
    return answer;
  };

  /** An edit of the open draft: refused with field errors, they show beside its inputs. */
  const send = async (...args: Parameters<typeof runFocused>) => {
    const answer = await runFocused(...args);
    if (!answer) return;
    if (answer.ok) {
      setErrors({});
      setOpen(null);
      return;
    }
    setErrors(answer.errors);
  };

  const saveElement = () => {
    if (open?.kind !== "add" && open?.kind !== "edit") return;
    const others = fields
      .map((field) => field.name)
      .filter((name) => open.kind === "add" || name !== open.name);
    const problems = elementProblems(open.draft, others);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    if (open.kind === "add") {
      const element = elementJsonOf(open.draft);
      void send(
        "add",
        "add-element",
        { element: JSON.stringify(element), position: String(open.position) },
        { name: element.name },
      );
      return;
    }
    const saved = fields.find((field) => field.name === open.name);
    const element = elementJsonOf(open.draft, saved?.logic);
    void send(
      `edit:${open.name}`,
      "update-element",
      { name: open.name, element: JSON.stringify(element) },
      { name: element.name, action: "edit" },
    );
  };

  const saveRule = (remove: boolean) => {
    if (open?.kind !== "rule") return;
    const logic = remove ? "" : JSON.stringify(logicJsonOf(open.draft));
    void send(
      `${remove ? "unrule" : "rule"}:${open.name}`,
      "update-element-logic",
      { name: open.name, logic },
      { name: open.name, action: "rule" },
    );
  };

  const plain: PlainRun = (key, intent, focus) => (sent) => {
    if (busy) return;
    void runFocused(key, intent, sent, focus);
  };

  return { open, setOpen, errors, openDraft, close, saveElement, saveRule, plain, panelRef };
}

export type OpenDraft = ReturnType<typeof useOpenDraft>;
