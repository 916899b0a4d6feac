/**
 * The assistant's plain form and its pending state (ours; docs/contract.md "Where the assistant
 * is offered"). Zod-free and apart from the page bundle's values: a page's "Ask AI" part reads
 * them without sharing a module with "/" (tests/budget).
 */

/** Where the assistant's plain form asks without JavaScript (app/routes/assistant.tsx). */
export const ASSISTANT_PAGE_PATH = "/assistant";

/**
 * Where the tab keeps an assistant opened before the login (pending kinds EDITOR_ASSISTANT and
 * AI_ASSISTANT, sessionStorage; app/assistant/pending-assistant.ts): a page's "Ask AI" checks it
 * without loading the pane.
 */
export const PENDING_ASSISTANT_STORAGE_KEY = "cl-pending-assistant";
