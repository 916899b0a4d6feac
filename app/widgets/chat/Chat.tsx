import { useId } from "react";
import type { WidgetProps } from "../types";
import { CommunityForm, FieldError, formStyles } from "../community-shared/CommunityForm";
import {
  CHAT_EMPTY_TEXT,
  CHAT_LOGIN_HINT,
  CHAT_MESSAGE_FIELD,
  CHAT_MESSAGE_LABEL,
  CHAT_MESSAGE_MAX,
  CHAT_SEND_TEXT,
  CHAT_YOU_TEXT,
  chatFormId,
} from "~/contract/widgets/chat-look";
import { postedAtText } from "~/contract/widgets/discussion-forum-look";
import type { ChatData } from "~/contract/widgets/chat";

/**
 * CHAT: a conversation with a mentor or a cohort. The messages, oldest first, are a list in a
 * role="log" region (a screen reader announces new ones), each with its sender and a <time>; the
 * viewer's own say "You" in words. The compose form is CommunityForm's: it works without
 * JavaScript, needs a login, and the page data reloads after a send so the message appears.
 */
export function Chat({ data }: WidgetProps<ChatData>) {
  const id = `chat-${useId().replace(/:/g, "")}`;
  const title = data.title?.trim();
  const errorId = `${id}-error`;
  return (
    <section
      className="chat__root"
      aria-labelledby={title ? `${id}-h` : undefined}
      aria-label={title ? undefined : CHAT_MESSAGE_LABEL}
      data-conversation={data.conversationId}
    >
      {title ? (
        <h2 id={`${id}-h`} className={`heading-4 chat__title`}>
          {title}
        </h2>
      ) : null}
      {data.subtitle ? <p className="chat__meta">{data.subtitle}</p> : null}
      <div
        role="log"
        aria-live="polite"
        aria-label={title ?? CHAT_MESSAGE_LABEL}
        className="chat__log"
        tabIndex={0}
      >
        {data.messages.length ? (
          <ol className="chat__messages">
            {data.messages.map((message) => {
              const when = postedAtText(message.sentAt, data.timeZone);
              return (
                <li
                  key={message.id}
                  className={message.isOwn ? `chat__message chat__own` : "chat__message"}
                  data-message={message.id}
                >
                  <p className="chat__sender">
                    <span className="chat__name">
                      {message.isOwn
                        ? `${CHAT_YOU_TEXT} (${message.senderName})`
                        : message.senderName}
                    </span>
                    {message.senderRole ? `, ${message.senderRole}` : null}
                    {when ? (
                      <>
                        {" · "}
                        <time dateTime={message.sentAt}>{when}</time>
                      </>
                    ) : null}
                  </p>
                  <p className="chat__text">{message.text}</p>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="chat__meta">
            {data.sendAction ? data.emptyText?.trim() || CHAT_EMPTY_TEXT : CHAT_LOGIN_HINT}
          </p>
        )}
      </div>
      {data.sendAction ? (
        <CommunityForm
          action={data.sendAction}
          formId={chatFormId(data.conversationId)}
          submitText={CHAT_SEND_TEXT}
          aria-label={`${CHAT_MESSAGE_LABEL}: ${title ?? ""}`.replace(/: $/, "")}
        >
          {({ errorOf, valueOf }) => {
            const error = errorOf(CHAT_MESSAGE_FIELD);
            return (
              <div className={formStyles.field}>
                <label htmlFor={`${id}-message`} className={formStyles.label}>
                  {CHAT_MESSAGE_LABEL}
                </label>
                <textarea
                  id={`${id}-message`}
                  name={CHAT_MESSAGE_FIELD}
                  className={formStyles.input}
                  rows={3}
                  maxLength={CHAT_MESSAGE_MAX}
                  defaultValue={valueOf(CHAT_MESSAGE_FIELD)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${error ? `${errorId} ` : ""}${id}-hint`}
                />
                <FieldError id={errorId} message={error} />
                <p id={`${id}-hint`} className={formStyles.hint}>
                  {CHAT_LOGIN_HINT}
                </p>
              </div>
            );
          }}
        </CommunityForm>
      ) : data.messages.length ? (
        <p className="chat__meta">{CHAT_LOGIN_HINT}</p>
      ) : null}
    </section>
  );
}
