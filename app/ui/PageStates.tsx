import { SOMETHING_WENT_WRONG } from "~/contract/action-texts";
import { NOT_FOUND_TEXT, RETRY, TAKE_ME_HOME } from "~/contract/page-texts";
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import styles from "./PageStates.module.css";

/** Spec 01 sections 2.3 and 8: the texts are the spec's, exactly (app/contract). */
export { NOT_FOUND_TEXT, RETRY, TAKE_ME_HOME };
export const CRASH_TEXT = SOMETHING_WENT_WRONG;
/** Our text (docs/contract.md): what support asks for to find the request in the BFF's logs. */
export const SUPPORT_REFERENCE = "Support reference";

/** The request id of the page's document or last revalidation (root loader, X-Request-Id). */
function useRootRequestId(): string | undefined {
  return useRouteLoaderData<{ requestId?: string }>("root")?.requestId;
}

function SupportReference({ requestId }: { requestId?: string }) {
  if (!requestId) return null;
  return (
    <p className={styles.reference}>
      {SUPPORT_REFERENCE}: <code>{requestId}</code>
    </p>
  );
}

/** Unknown route or errored page. */
export function NotFoundState({ requestId }: { requestId?: string }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{NOT_FOUND_TEXT}</h1>
      <Link to="/" className="btn btn-primary">
        {TAKE_ME_HOME}
      </Link>
      <SupportReference requestId={requestId} />
    </div>
  );
}

/**
 * A rendering exception. Retry reloads the page; it is a link to the same address, so it also
 * works when the crash happened before JavaScript could start. The error action goes home.
 */
export function CrashState({ requestId }: { requestId?: string }) {
  const location = useLocation();
  const rootRequestId = useRootRequestId();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className={styles.state} role="alert">
      <h1 className={styles.title}>{CRASH_TEXT}</h1>
      <div className="button-row">
        <a
          href={here}
          className="btn btn-primary"
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          {RETRY}
        </a>
        <Link to="/" className="btn btn-secondary">
          {TAKE_ME_HOME}
        </Link>
      </div>
      <SupportReference requestId={requestId ?? rootRequestId} />
    </div>
  );
}
