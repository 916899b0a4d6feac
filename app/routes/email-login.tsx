import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfField } from "~/auth/CsrfField";
import { SignInLinkConfirm } from "~/auth/SignInLinkConfirm";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import panel from "~/auth/LoginPanel.module.css";
import styles from "~/auth/AuthPage.module.css";
import {
  handleEmailLogin,
  loadEmailLogin,
  type EmailLoginResult,
} from "~server/bff/auth-pages.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.mode === "link"
        ? "Sign in with your link | Career Learning"
        : "Email login (development) | Career Learning",
  },
  { name: "robots", content: "noindex" },
];

/** A sign-in link's "Sign in" (issue 41); else the development sign-in, 404 unless DEV_SIGN_IN. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadEmailLogin(request, context);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleEmailLogin(request, context);

/** Development sign-in: any email, no passcode (the platform's "dev" identity provider). */
export default function EmailLoginRoute() {
  const { signedInAs, mode } = useLoaderData<typeof loader>();
  const result = useActionData<EmailLoginResult>();
  if (mode === "link") return <SignInLinkConfirm />;
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Email login</h1>
        <p className={styles.text}>
          Development sign-in: enter any email to log in as that user, without a passcode.
          {signedInAs ? ` You are logged in as ${signedInAs}.` : ""}
        </p>
        {result?.message ? (
          <p className={panel.message} role="alert">
            {result.message}
          </p>
        ) : null}
        <Form method="post" noValidate className={panel.form}>
          <CsrfField />
          <div className={panel.field}>
            <label htmlFor="email-login-email">Email</label>
            <input
              id="email-login-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result?.email ?? ""}
              className={panel.input}
              aria-invalid={result?.fieldError ? true : undefined}
              aria-describedby={result?.fieldError ? "email-login-error" : undefined}
            />
            {result?.fieldError ? (
              <p id="email-login-error" className={panel.error}>
                {result.fieldError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-primary">
            Sign in
          </button>
        </Form>
      </div>
    </div>
  );
}

export { AuthErrorBoundary as ErrorBoundary };
