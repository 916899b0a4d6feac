import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import styles from "~/auth/AuthPage.module.css";

export const meta: MetaFunction = () => [
  { title: "Logged out | Career Learning" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * Spec 01 section 2.1: shown when the auto-logout cookie expires (the client half sends the tab
 * here when the session's readable twin cookie is gone).
 */
export default function AutoLoggedOutRoute() {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>Your session has expired</h1>
        <p className={styles.text}>
          We logged you out to keep your account safe. Log in again to carry on where you left off.
        </p>
        <Link to="/login" className="btn btn-primary">
          Login
        </Link>
      </div>
    </div>
  );
}
