import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import {
  INTERVIEW_LOGIN_SUBTITLE,
  INVALID_INTERVIEW_LINK,
  LOGIN_SOURCES,
} from "~/shared/login-state";
import { withoutLoginParam } from "~/shared/login-url";
import { LoginPanel } from "~/auth/LoginPanel";
import { useRootAuth } from "~/auth/root-auth";
import styles from "~/auth/AuthPage.module.css";
import { InterviewRoom } from "~/assistant/InterviewRoom";
import { useRootCsrf } from "~/practice/use-root-csrf";
import { interviewAction, loadInterviewRoom } from "~server/bff/assistant/interview-room.server";
import interviewStylesheet from "~/assistant/interview.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: interviewStylesheet }];

export const meta: MetaFunction = () => [
  { title: "AI interview | Career Learning" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadInterviewRoom(request, context);

/**
 * The page's navigation action to the interview, posted: its context is kept server-side; and
 * without JavaScript, the learner's answers.
 */
export const action = ({ request, context }: ActionFunctionArgs) =>
  interviewAction(request, context);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The AI interview screen (spec 01 section 2.4): login first, then the interview link's kept
 * context, then the interview room.
 */
export default function InterviewRoute() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<{ message?: string; answer?: string }>();
  const csrf = useRootCsrf();
  const { login } = useRootAuth();
  const location = useLocation();
  if (view.state === "login") {
    return (
      <div className={styles.page}>
        <div className={styles.card}>
          <LoginPanel
            state={login}
            returnTo={withoutLoginParam(`${location.pathname}${location.search}`)}
            source={LOGIN_SOURCES.interview}
            subtitle={INTERVIEW_LOGIN_SUBTITLE}
            headingLevel={1}
          />
        </div>
      </div>
    );
  }
  if (view.state === "invalid") {
    return (
      <div className={styles.page}>
        <div className={styles.card} role="alert">
          <h1 className={styles.heading}>{INVALID_INTERVIEW_LINK}</h1>
        </div>
      </div>
    );
  }
  if (view.state === "unavailable") {
    return (
      <div className={styles.page}>
        <div className={styles.card} role="alert">
          <h1 className={styles.heading}>{view.message}</h1>
          <p className={styles.text}>
            <a href={location.pathname}>Try again</a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <InterviewRoom
      path={location.pathname}
      csrf={csrf}
      session={view.session}
      summary={view.summary}
      failure={failure?.message ? { message: failure.message, answer: failure.answer } : undefined}
      useWebSocket={view.useWebSocket}
      useServerTTS={view.useServerTTS}
    />
  );
}

export { AuthErrorBoundary as ErrorBoundary };
