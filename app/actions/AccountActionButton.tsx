import { Link, useLocation } from "@remix-run/react";
import { Children, isValidElement, type ReactNode } from "react";
import { withLoginParam } from "~/shared/login-url";
import { useRootAuth } from "~/auth/root-auth";
import { LogoutForm } from "~/auth/LogoutForm";
import styles from "./ActionButton.module.css";
import { useCsrfToken } from "./csrf";
import { ACTION_LOGOUT_SOURCE } from "./useClientActionRunner";

/** The visible text of a button's content (LogoutForm takes its label as text). */
export function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === "string" || typeof child === "number") return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return "";
    })
    .join("")
    .trim();
}

/**
 * SERVER_LOGIN and the passcode steps open the existing login panel over the page (a link to the
 * page with ?login=1, which works without JavaScript); LOGOUT is the existing logout form. Each
 * is disabled where it cannot apply (logging in while logged in, logging out while logged out).
 */
export function AccountActionButton({
  kind,
  className,
  children,
  ...rest
}: {
  kind: "login" | "logout";
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const { user } = useRootAuth();
  const location = useLocation();
  const csrf = useCsrfToken();
  const applies = kind === "login" ? !user : !!user;
  if (!applies) {
    return (
      <button type="button" className={className} disabled aria-label={rest["aria-label"]}>
        {children}
      </button>
    );
  }
  if (kind === "login") {
    return (
      <Link
        to={withLoginParam(`${location.pathname}${location.search}`)}
        preventScrollReset
        className={className}
        aria-label={rest["aria-label"]}
      >
        {children}
      </Link>
    );
  }
  return (
    <LogoutForm
      className={styles.form}
      buttonClassName={className}
      csrfToken={csrf || undefined}
      label={rest["aria-label"] ?? (textOf(children) || undefined)}
      source={ACTION_LOGOUT_SOURCE}
    />
  );
}
