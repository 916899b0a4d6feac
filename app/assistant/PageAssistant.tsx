import { useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import type { AssistantEntry } from "~/contract/assistant";
import { ASSISTANT_PAGE_PATH, PENDING_ASSISTANT_STORAGE_KEY } from "~/contract/assistant-entry";
import { ACTION_FIELDS } from "~/contract/values";
import type { AssistantPaneProps } from "./AssistantPane";
import styles from "./page-assistant.module.css";

/** The button's words when the page names none (docs/contract.md "Where the assistant is offered"). */
const PAGE_ASSISTANT_TITLE = "Ask AI";
const KIND = "AI_ASSISTANT";

/**
 * A page's own assistant (`pageData.assistant`): "Ask AI" above the cells. The server renders a
 * plain form (a question posted to the /assistant page: it works without JavaScript). With
 * JavaScript, opening it loads the streaming pane's chunk then, not before (pending kind
 * AI_ASSISTANT: a visitor logs in first, and the pane opens after). A part of its own
 * (CellGrid's lazyPart): pages without an assistant do not carry its code.
 */
export function PageAssistant({ assistant }: { assistant: AssistantEntry }) {
  const root = useRouteLoaderData("root") as { csrfToken?: string; user?: unknown } | undefined;
  const loggedIn = Boolean(root?.user);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [pane, setPane] = useState<{
    Pane: (props: AssistantPaneProps) => JSX.Element;
    question?: string;
  }>();
  const title = assistant.title ?? PAGE_ASSISTANT_TITLE;
  const action = JSON.stringify(assistant);
  const returnTo = pathname + search;

  const open = (pending?: boolean) =>
    import("./AssistantPane").then((m) => {
      if (!loggedIn) {
        m.keepPendingAssistant(KIND, pathname, "");
        return navigate(m.withLoginParam(returnTo));
      }
      const question = pending ? m.takePendingAssistant(KIND, pathname)?.question : undefined;
      setPane({ Pane: m.AssistantPane, question });
    });

  useEffect(() => {
    // Back from the login with this page's assistant kept: it opens (its chunk loads now).
    let kept = false;
    try {
      kept = loggedIn && Boolean(sessionStorage.getItem(PENDING_ASSISTANT_STORAGE_KEY));
    } catch {
      // No storage: nothing was kept.
    }
    if (kept) void open(true);
    // Once per page and login state; `open` reads the latest of both.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, pathname]);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    if (pane) setPane(undefined);
    else void open();
  };

  return (
    <div className={styles.entry} data-page-assistant="">
      <details>
        <summary onClick={toggle} aria-expanded={Boolean(pane)}>
          {title}
        </summary>
        <form method="post" action={ASSISTANT_PAGE_PATH} className={styles.form}>
          <input type="hidden" name={ACTION_FIELDS.csrf} value={root?.csrfToken ?? ""} />
          <input type="hidden" name={ACTION_FIELDS.action} value={action} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="intent" value="ASK" />
          <label>
            Your question
            <textarea name="question" rows={3} />
          </label>
          <button type="submit">Ask</button>
        </form>
      </details>
      {pane ? (
        <pane.Pane
          title={title}
          action={action}
          csrf={root?.csrfToken ?? ""}
          intents={["ASK"]}
          initialQuestion={pane.question}
          onLoginNeeded={() => void open()}
          onClose={() => setPane(undefined)}
        />
      ) : null}
    </div>
  );
}
