import type { AssistantEntry } from "~/contract/assistant";
import { AssistantLauncher } from "./AssistantLauncher";
import styles from "./assistant.module.css";

/** The button's words when the page names none (docs/contract.md "Where the assistant is offered"). */
const PAGE_ASSISTANT_TITLE = "Ask AI";

/**
 * A page's own assistant (`pageData.assistant`): an "Ask AI" button above the cells that opens
 * the streaming pane (pending kind AI_ASSISTANT: a question typed before login is asked after
 * it). Without JavaScript the launcher is a plain form answered by the /assistant page.
 */
export function PageAssistant({ assistant }: { assistant: AssistantEntry }) {
  return (
    <div className={styles.pageAssistant} data-page-assistant="">
      <AssistantLauncher
        assistant={{ ...assistant, title: assistant.title ?? PAGE_ASSISTANT_TITLE }}
        kind="AI_ASSISTANT"
      />
    </div>
  );
}
