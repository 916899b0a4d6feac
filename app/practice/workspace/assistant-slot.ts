import { createContext, useContext } from "react";

/**
 * Where an open assistant shows inside a workspace (decision 066): an element of the workspace
 * itself, outside its panes, so a phone's tabs never hide it, and from 1024 px in the column of
 * the pane it takes its room from (the statement, or the compiler's result). Null outside a
 * workspace: the assistant is then a pane of its own.
 */
export const AssistantSlotContext = createContext<HTMLElement | null>(null);

export const useAssistantSlot = () => useContext(AssistantSlotContext);
