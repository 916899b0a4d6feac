import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { accessFor, isSelfGuarded } from "~/shared/access";
import { isLoginOpen, withoutLoginParam } from "~/shared/login-url";
import { AccessGate, LoginDialog } from "./root-auth-parts";
import { useRootAuth } from "./use-root-auth";

export { useRootAuth };

/** This page's path and query without the login parameter: where a login comes back to. */
function useReturnTo(): string {
  const location = useLocation();
  return withoutLoginParam(`${location.pathname}${location.search}`);
}

/**
 * The page content, or the no-access state. Computed from the address and the user on every
 * render (the root loader does not run again on every client navigation).
 */
export function RootAccessGate({ children }: { children: ReactNode }) {
  const { user, login } = useRootAuth();
  const { pathname } = useLocation();
  const returnTo = useReturnTo();
  const access = accessFor(pathname, user);
  // The no-access state is a chunk of its own (./root-auth-parts.ts): most pages never show it.
  if (access === "ok") return <>{children}</>;
  return (
    <AccessGate access={access} login={login} returnTo={returnTo}>
      {children}
    </AccessGate>
  );
}

/**
 * Wraps the shell; with `?login=1` for a logged-out visitor on a page that does not show a login
 * of its own, the login dialog opens over it and the shell behind it is inert.
 */
export function LoginLayer({ children }: { children: ReactNode }) {
  const { user, login } = useRootAuth();
  const location = useLocation();
  const returnTo = useReturnTo();
  const open =
    !user &&
    isLoginOpen(location.search) &&
    !isSelfGuarded(location.pathname) &&
    accessFor(location.pathname, null) === "ok";
  // React 18 does not know `inert`; as a plain string attribute it reaches the DOM as it is.
  const inert: Record<string, string> = open ? { inert: "" } : {};
  return (
    <>
      <div style={{ display: "contents" }} {...inert}>
        {children}
      </div>
      {open ? <LoginDialog state={login} returnTo={returnTo} /> : null}
    </>
  );
}
