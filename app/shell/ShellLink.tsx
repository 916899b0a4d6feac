import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { classifyLink, isSafeHref } from "~/actions/link-target";
import { useAppConfig } from "~/config/app-config";

interface ShellLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/**
 * A header or footer link: own-site paths stay in the app, other sites open in a new tab
 * (spec 01 section 2.1). Targets that are not http(s), mailto, tel, a path or "#id" (for example a
 * "javascript:" portfolio address) are not rendered at all.
 */
export function ShellLink({ href, className, children, ...rest }: ShellLinkProps) {
  const { siteOrigin } = useAppConfig();
  if (!isSafeHref(href)) return null;
  if (classifyLink(href, siteOrigin) === "external") {
    return (
      <a
        href={href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={rest["aria-label"]}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={href} prefetch="intent" className={className} aria-label={rest["aria-label"]}>
      {children}
    </Link>
  );
}
