import { Link } from "@remix-run/react";
import type { LoggedInUser } from "~/contract/user";
import {
  COMPANY_COLUMN,
  COPYRIGHT_YEARS,
  COURSES_COLUMN,
  FOLLOW_US,
  LEGAL_LINKS,
  PROFILE_HEADING,
  PROFILE_LINKS,
  resourcesColumn,
  type FooterColumn,
} from "./footer-links";
import { LogoutForm } from "~/auth/LogoutForm";
import { PRODUCT_NAME } from "~/shared/nav-links";
import { LogoImage } from "./LogoImage";
import { ShellLink } from "./ShellLink";
import styles from "./Footer.module.css";

export interface FooterProps {
  user: LoggedInUser | null;
  blogUrl: string;
  csrfToken?: string;
}

function Column({ column }: { column: FooterColumn }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{column.heading}</h2>
      <ul className={styles.list}>
        {column.links.map((link) => (
          <li key={link.label}>
            <ShellLink href={link.href} className={styles.link}>
              {link.label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The account column: Login for visitors; the learner's own pages and Log Out once logged in. */
function ProfileColumn({ user, csrfToken }: { user: LoggedInUser | null; csrfToken?: string }) {
  const links = user
    ? [
        PROFILE_LINKS.myCourses,
        ...(user.portfolioUrl
          ? [{ label: PROFILE_LINKS.myPortfolioLabel, href: user.portfolioUrl }]
          : []),
        PROFILE_LINKS.myPurchases,
        PROFILE_LINKS.viewProfile,
      ]
    : [PROFILE_LINKS.login, PROFILE_LINKS.myCourses, PROFILE_LINKS.myPurchases];
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{PROFILE_HEADING}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <ShellLink href={link.href} className={styles.link}>
              {link.label}
            </ShellLink>
          </li>
        ))}
        {user ? (
          <li>
            <LogoutForm
              className={styles.logoutForm}
              buttonClassName={styles.link}
              csrfToken={csrfToken}
              label="Log Out"
              source="Footer"
            />
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * Site footer (spec 01 section 2.2): link columns with the spec's labels, then the 56 px logo bar
 * with the copyright line (2023-2024) and the legal links.
 */
export function Footer({ user, blogUrl, csrfToken }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <nav className={styles.columns} aria-label="Footer">
        <Column column={COMPANY_COLUMN} />
        <Column column={COURSES_COLUMN} />
        <Column column={resourcesColumn(blogUrl)} />
        <ProfileColumn user={user} csrfToken={csrfToken} />
        <Column column={FOLLOW_US} />
      </nav>
      <div className={styles.logoBar}>
        <Link to="/" className={styles.logo} aria-label="Home">
          <LogoImage />
        </Link>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEARS} {PRODUCT_NAME}. All rights reserved.
        </p>
        <ul className={styles.legal}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.label}>
              <ShellLink href={link.href} className={styles.legalLink}>
                {link.label}
              </ShellLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
