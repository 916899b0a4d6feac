import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
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
import { loadInterview } from "~server/bff/auth-pages.server";
import { startInterview } from "~server/bff/interview-context.server";

export const meta: MetaFunction = () => [
  { title: "AI interview | Career Learning" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: LoaderFunctionArgs) => loadInterview(request);

/** The page's navigation action to the interview, posted: its context is kept server-side. */
export const action = ({ request }: ActionFunctionArgs) => startInterview(request);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

const yesNo = (value: boolean) => (value ? "on" : "off");

/**
 * The AI interview screen (spec 01 section 2.4): login first, then the interview link's context
 * is checked. The interview itself comes with a later issue; this names the interview id.
 */
export default function InterviewRoute() {
  const view = useLoaderData<typeof loader>();
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
  return (
    <div className={styles.page}>
      <div className={styles.card} data-interview-id={view.interviewId}>
        <h1 className={styles.heading}>AI interview {view.interviewId}</h1>
        <p className={styles.text}>Your interview room is getting ready.</p>
        <dl className={styles.facts}>
          <dt>Live connection</dt>
          <dd>{yesNo(view.useWebSocket)}</dd>
          <dt>Spoken questions</dt>
          <dd>{yesNo(view.useServerTTS)}</dd>
          <dt>Voice detection</dt>
          <dd>{yesNo(view.useServerVAD)}</dd>
        </dl>
      </div>
    </div>
  );
}

export { AuthErrorBoundary as ErrorBoundary };
