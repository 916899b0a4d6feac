import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import { LOGIN_SOURCES } from "~/shared/login-state";
import { loginPagePath } from "~/shared/login-url";
import { LoginPanel } from "~/auth/LoginPanel";
import { useRootAuth } from "~/auth/root-auth";
import styles from "~/auth/AuthPage.module.css";
import { loadLoginPage } from "~server/bff/auth-pages.server";
import { handleLoginAction } from "~server/bff/login-flow.server";

export const meta: MetaFunction = () => [
  { title: "Login | Career Learning" },
  { name: "robots", content: "noindex" },
];

/** The login page renders its own form: the route table lists /login as login-protected. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLoginPage(request, context);

/** Every login step of every panel (page, dialog, interview) posts here. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleLoginAction(request, context);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function LoginRoute() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const { login } = useRootAuth();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <LoginPanel
          state={login}
          returnTo={loginPagePath(redirectTo)}
          source={LOGIN_SOURCES.page}
          headingLevel={1}
        />
      </div>
    </div>
  );
}

export { AuthErrorBoundary as ErrorBoundary };
