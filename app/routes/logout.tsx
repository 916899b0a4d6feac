import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import { useRootAuth } from "~/auth/root-auth";
import styles from "~/auth/AuthPage.module.css";
import { LogoutForm } from "~/auth/LogoutForm";
import { handleLogout } from "~server/bff/auth.server";

export const meta: MetaFunction = () => [
  { title: "Log out | Career Learning" },
  { name: "robots", content: "noindex" },
];

/** Log out is a POST (CSRF-checked); a GET only offers the button, or goes home. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.session.auth.user) throw redirect("/");
  return null;
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const action = ({ request, context }: ActionFunctionArgs) => handleLogout(request, context);

export default function LogoutRoute() {
  const { csrfToken } = useRootAuth();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Log out</h1>
        <p className={styles.text}>You will need a new passcode to log in again.</p>
        <LogoutForm csrfToken={csrfToken} source="Logout Page" buttonClassName="btn btn-primary" />
      </div>
    </div>
  );
}

export { AuthErrorBoundary as ErrorBoundary };
