import { SOMETHING_WENT_WRONG } from "~/contract/action-texts";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { CrashState, NotFoundState } from "~/ui/PageStates";
import styles from "./AuthPage.module.css";

/**
 * Errors of the login routes: a refused form (CSRF, 403), a login step that does not exist
 * (400) or a disabled route (404) show their message in the page frame, never a stack trace.
 */
export function AuthErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState />;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return (
      <div className={styles.page}>
        <div className={styles.card} role="alert" data-error-status={error.status}>
          <h1 className={styles.heading}>That did not work</h1>
          <p className={styles.text}>
            {typeof message === "string" ? message : SOMETHING_WENT_WRONG}
          </p>
          <Link
            to={`${location.pathname}${location.search}`}
            reloadDocument
            className="btn btn-primary"
          >
            Reload the page
          </Link>
        </div>
      </div>
    );
  }
  return <CrashState />;
}
