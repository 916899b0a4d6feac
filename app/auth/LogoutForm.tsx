import { HEADER_LOGOUT_SOURCE, NAV_PATHS } from "~/shared/nav-links";

interface LogoutFormProps {
  className?: string;
  buttonClassName?: string;
  /** Sent as the hidden field "csrf" (the remix-utils default name) once the root provides one. */
  csrfToken?: string;
  /** "Log out" in the header; the footer uses its own label, "Log Out". */
  label?: string;
  /** Where the logout came from, for tracking; the header's is "Header" (spec 01 section 2.2). */
  source?: string;
}

/**
 * Log out is a POST, so a link prefetch or a crawler can never sign the user out; it works
 * without JavaScript. The source tells tracking where the logout came from.
 */
export function LogoutForm(props: LogoutFormProps) {
  const { className, buttonClassName, csrfToken, label = "Log out" } = props;
  const source = props.source ?? HEADER_LOGOUT_SOURCE;
  return (
    <form method="post" action={NAV_PATHS.logout} className={className}>
      <input type="hidden" name="logoutSource" value={source} />
      {csrfToken ? <input type="hidden" name="csrf" value={csrfToken} /> : null}
      <button type="submit" className={buttonClassName}>
        {label}
      </button>
    </form>
  );
}
