import { useActionData } from "@remix-run/react";
import { useId } from "react";
import type { WidgetProps } from "../types";
import { resultForForm } from "../form/form-result";
import { CommunityForm, FieldError, formStyles } from "../community-shared/CommunityForm";
import {
  DISCUSSION_BODY_FIELD,
  DISCUSSION_BODY_LABEL,
  DISCUSSION_BODY_MAX,
  DISCUSSION_EMPTY_TEXT,
  DISCUSSION_LOGIN_HINT,
  DISCUSSION_NO_REPLIES_TEXT,
  DISCUSSION_POST_TEXT,
  DISCUSSION_REPLY_LABEL,
  DISCUSSION_REPLY_TEXT,
  DISCUSSION_START_TEXT,
  DISCUSSION_TITLE_FIELD,
  DISCUSSION_TITLE_LABEL,
  DISCUSSION_TITLE_MAX,
  discussionReplyFormId,
  discussionStartFormId,
  postedAtText,
  repliesText,
} from "~/contract/widgets/discussion-forum-look";
import type { DiscussionForumData } from "~/contract/widgets/discussion-forum";

type Thread = DiscussionForumData["threads"][number];

/** Who wrote it and when, the time as a machine-readable <time>. */
function Byline(props: { name: string; at: string; own?: boolean; timeZone?: string }) {
  const when = postedAtText(props.at, props.timeZone);
  return (
    <p className="discussion-forum__byline">
      <span className="discussion-forum__author">{props.name}</span>
      {props.own ? <span>{" (you)"}</span> : null}
      {when ? (
        <>
          {" · "}
          <time dateTime={props.at}>{when}</time>
        </>
      ) : null}
    </p>
  );
}

function ThreadItem({ thread, timeZone }: { thread: Thread; timeZone?: string }) {
  const id = `thread-${useId().replace(/:/g, "")}`;
  const replies = thread.replies ?? [];
  const count = Math.max(thread.replyCount ?? 0, replies.length);
  const errorId = `${id}-error`;
  const formId = discussionReplyFormId(thread.id);
  // After a reply posted without JavaScript the page renders again: keep this thread open so
  // the new reply (or the error beside the field) is in view.
  const posted = resultForForm([useActionData()], formId) !== undefined;
  return (
    <li className="discussion-forum__thread" data-thread={thread.id}>
      <article aria-labelledby={`${id}-t`}>
        <h3 id={`${id}-t`} className={`heading-5 discussion-forum__threadTitle`}>
          {thread.title}
        </h3>
        <Byline
          name={thread.authorName}
          at={thread.createdAt}
          own={thread.isOwn}
          timeZone={timeZone}
        />
        {thread.body ? <p className="discussion-forum__body">{thread.body}</p> : null}
        <details className="discussion-forum__details" open={posted || undefined}>
          <summary className="discussion-forum__summary">{repliesText(count)}</summary>
          {replies.length ? (
            <ol className="discussion-forum__replies">
              {replies.map((reply) => (
                <li key={reply.id} className="discussion-forum__reply" data-reply={reply.id}>
                  <Byline
                    name={reply.authorName}
                    at={reply.createdAt}
                    own={reply.isOwn}
                    timeZone={timeZone}
                  />
                  <p className="discussion-forum__body">{reply.body}</p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="discussion-forum__meta">{DISCUSSION_NO_REPLIES_TEXT}</p>
          )}
          {thread.replyAction ? (
            <CommunityForm
              action={thread.replyAction}
              formId={formId}
              submitText={DISCUSSION_REPLY_TEXT}
              aria-label={`${DISCUSSION_REPLY_LABEL}: ${thread.title}`}
            >
              {({ errorOf, valueOf }) => {
                const error = errorOf(DISCUSSION_BODY_FIELD);
                return (
                  <div className={formStyles.field}>
                    <label htmlFor={`${id}-reply`} className={formStyles.label}>
                      {DISCUSSION_REPLY_LABEL}
                    </label>
                    <textarea
                      id={`${id}-reply`}
                      name={DISCUSSION_BODY_FIELD}
                      className={formStyles.input}
                      rows={3}
                      maxLength={DISCUSSION_BODY_MAX}
                      defaultValue={valueOf(DISCUSSION_BODY_FIELD)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                    <FieldError id={errorId} message={error} />
                  </div>
                );
              }}
            </CommunityForm>
          ) : null}
        </details>
      </article>
    </li>
  );
}

/**
 * DISCUSSION_FORUM: a forum's threads (title, author, time, reply count), each thread's replies
 * in a <details> (opens without JavaScript) with a reply form, and a "Start a discussion" form.
 * Posting needs a login (the actions' loginAction); the forms are CommunityForm's, so a refused
 * post shows the message beside its field and keeps the typed text.
 */
export function DiscussionForum({ data }: WidgetProps<DiscussionForumData>) {
  const id = `forum-${useId().replace(/:/g, "")}`;
  const title = data.title?.trim();
  return (
    <section
      className="discussion-forum__root"
      aria-labelledby={title ? `${id}-h` : undefined}
      aria-label={title ? undefined : DISCUSSION_START_TEXT}
      data-forum={data.forumId}
    >
      {title ? (
        <h2 id={`${id}-h`} className={`heading-4 discussion-forum__title`}>
          {title}
        </h2>
      ) : null}
      {data.description ? <p className="discussion-forum__meta">{data.description}</p> : null}
      {data.threads.length ? (
        <ul className="discussion-forum__threads">
          {data.threads.map((thread) => (
            <ThreadItem key={thread.id} thread={thread} timeZone={data.timeZone} />
          ))}
        </ul>
      ) : (
        <p className="discussion-forum__meta">{data.emptyText?.trim() || DISCUSSION_EMPTY_TEXT}</p>
      )}
      {data.startAction ? (
        <div className="discussion-forum__start">
          <h3 id={`${id}-start`} className={`heading-5 discussion-forum__threadTitle`}>
            {DISCUSSION_START_TEXT}
          </h3>
          <CommunityForm
            action={data.startAction}
            formId={discussionStartFormId(data.forumId)}
            submitText={DISCUSSION_POST_TEXT}
            aria-labelledby={`${id}-start`}
          >
            {({ errorOf, valueOf }) => {
              const titleError = errorOf(DISCUSSION_TITLE_FIELD);
              const bodyError = errorOf(DISCUSSION_BODY_FIELD);
              return (
                <>
                  <div className={formStyles.field}>
                    <label htmlFor={`${id}-title`} className={formStyles.label}>
                      {DISCUSSION_TITLE_LABEL}
                    </label>
                    <input
                      id={`${id}-title`}
                      name={DISCUSSION_TITLE_FIELD}
                      type="text"
                      className={formStyles.input}
                      maxLength={DISCUSSION_TITLE_MAX}
                      defaultValue={valueOf(DISCUSSION_TITLE_FIELD)}
                      aria-invalid={titleError ? true : undefined}
                      aria-describedby={titleError ? `${id}-title-error` : undefined}
                    />
                    <FieldError id={`${id}-title-error`} message={titleError} />
                  </div>
                  <div className={formStyles.field}>
                    <label htmlFor={`${id}-body`} className={formStyles.label}>
                      {DISCUSSION_BODY_LABEL}
                    </label>
                    <textarea
                      id={`${id}-body`}
                      name={DISCUSSION_BODY_FIELD}
                      className={formStyles.input}
                      rows={5}
                      maxLength={DISCUSSION_BODY_MAX}
                      defaultValue={valueOf(DISCUSSION_BODY_FIELD)}
                      aria-invalid={bodyError ? true : undefined}
                      aria-describedby={`${bodyError ? `${id}-body-error ` : ""}${id}-hint`}
                    />
                    <FieldError id={`${id}-body-error`} message={bodyError} />
                    <p id={`${id}-hint`} className={formStyles.hint}>
                      {DISCUSSION_LOGIN_HINT}
                    </p>
                  </div>
                </>
              );
            }}
          </CommunityForm>
        </div>
      ) : null}
    </section>
  );
}
