/** The CHAT widget's limits, field name and texts: zod-free, for the browser too. */

export const CHAT_MESSAGE_MIN = 1;
export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_MESSAGE_FIELD = "message";

export const CHAT_MESSAGE_TEXT = `Write ${CHAT_MESSAGE_MIN} to ${CHAT_MESSAGE_MAX} characters.`;
export const CHAT_MESSAGE_LABEL = "Message";
export const CHAT_SEND_TEXT = "Send";
export const CHAT_SENT_TEXT = "Message sent.";
export const CHAT_YOU_TEXT = "You";
export const CHAT_EMPTY_TEXT = "No messages yet: say hello.";
export const CHAT_LOGIN_HINT = "Log in to read and send messages.";

/** The formId of a conversation's compose form. */
export const chatFormId = (conversationId: string) =>
  `chat-${conversationId.replace(/[^A-Za-z0-9_.:-]/g, "-")}`.slice(0, 100);
