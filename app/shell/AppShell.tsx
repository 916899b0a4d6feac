import type { ReactNode } from "react";
import { useAppConfig } from "~/config/app-config";
import type { LoggedInUser } from "~/contract/user";
import { Footer } from "./Footer";
import { Header } from "./Header";
import type { RouteLook } from "~/shared/route-look";

export interface AppShellProps {
  look: RouteLook;
  user: LoggedInUser | null;
  /** CSRF token for the log-out forms, when the root provides one. */
  csrfToken?: string;
  children: ReactNode;
}

/**
 * The frame around every page: skip link, header, main and footer, each as the route's look says
 * (spec 01 section 2.1). Embeds and editors get neither header nor footer; checkout-style pages
 * keep a logo-only header and drop the footer.
 */
export function AppShell({ look, user, csrfToken, children }: AppShellProps) {
  const { blogUrl } = useAppConfig();
  const hasHeader = look.header !== "hidden" && !look.embed;
  const hasFooter = look.footer && !look.embed;
  return (
    <>
      {hasHeader ? (
        <a className="skip-link" href="#main">
          Skip to content
        </a>
      ) : null}
      {hasHeader ? (
        <Header look={look} user={user} blogUrl={blogUrl} csrfToken={csrfToken} />
      ) : null}
      <main id="main" data-route-group={look.group}>
        {children}
      </main>
      {hasFooter ? <Footer user={user} blogUrl={blogUrl} csrfToken={csrfToken} /> : null}
    </>
  );
}
