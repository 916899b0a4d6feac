import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { LoggedInUser } from "~/contract/user";
import { CourseLinks } from "./CourseLinks";
import { LogoutForm } from "~/auth/LogoutForm";
import { NAV_PATHS, PRACTICE_BLOCK } from "~/shared/nav-links";
import { ShellLink } from "./ShellLink";
import { ThemeSwitch } from "./ThemeSwitch";
import styles from "./MobileMenu.module.css";

interface MobileMenuProps {
  user: LoggedInUser | null;
  blogUrl: string;
  csrfToken?: string;
}

/**
 * Spec 01 section 2.2, narrow screens: the hamburger toggles a 296 px navigation drawer. It is a
 * <details> element, so it opens and closes without JavaScript; the backdrop is the summary's own
 * pseudo-element, so a tap on it closes the drawer too. Tracking reads data-track later.
 */
export function MobileMenu({ user, blogUrl, csrfToken }: MobileMenuProps) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // The header outlives client-side navigation: a followed link must also close the drawer.
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);
  return (
    <details
      ref={menuRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === "Escape" && menuRef.current?.open) {
          menuRef.current.open = false;
          menuRef.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className={styles.toggle} data-track="Hamburger Click" aria-label="Menu">
        <span className={styles.bars} aria-hidden="true" />
      </summary>
      <nav className={styles.drawer} aria-label="Mobile navigation">
        <CourseLinks stacked />
        <CourseLinks stacked blocks={[PRACTICE_BLOCK]} />
        <ul className={styles.list}>
          <li>
            <ShellLink href={NAV_PATHS.reviews} className={styles.item}>
              Reviews
            </ShellLink>
          </li>
          <li>
            <ShellLink href={blogUrl} className={styles.item}>
              Blog
            </ShellLink>
          </li>
        </ul>
        <ThemeSwitch csrfToken={csrfToken} labelled className={styles.theme} />
        {user ? (
          <div className={styles.account}>
            {user.email ? <p className={styles.email}>{user.email}</p> : null}
            <ul className={styles.list}>
              <li>
                <ShellLink href={NAV_PATHS.myCourses} className={styles.item}>
                  My courses
                </ShellLink>
              </li>
              <li>
                <ShellLink href={NAV_PATHS.orders} className={styles.item}>
                  My orders
                </ShellLink>
              </li>
              {user.portfolioUrl ? (
                <li>
                  <ShellLink href={user.portfolioUrl} className={styles.item}>
                    Portfolio
                  </ShellLink>
                </li>
              ) : null}
              <li>
                <LogoutForm buttonClassName={styles.item} csrfToken={csrfToken} />
              </li>
            </ul>
          </div>
        ) : (
          <ShellLink href={NAV_PATHS.login} className={`btn btn-primary ${styles.login}`}>
            Login
          </ShellLink>
        )}
      </nav>
    </details>
  );
}
