import { Link } from "@remix-run/react";
import type { LoggedInUser } from "~/contract/user";
import { CourseLinks } from "./CourseLinks";
import { HoverMenu } from "./HoverMenu";
import { MobileMenu } from "./MobileMenu";
import { NAV_PATHS, PRACTICE_BLOCK } from "~/shared/nav-links";
import { LogoImage } from "./LogoImage";
import { ProfileMenu } from "./shell-parts";
import type { RouteLook } from "~/shared/route-look";
import { ShellLink } from "./ShellLink";
import { ThemeSwitch } from "./ThemeSwitch";
import styles from "./Header.module.css";

export interface HeaderProps {
  look: Pick<RouteLook, "header" | "headerOptionsDisabled" | "stickyHeader">;
  user: LoggedInUser | null;
  /** External blog address (AppConfig.blogUrl). */
  blogUrl: string;
  /** CSRF token for the log-out form, when the root provides one. */
  csrfToken?: string;
}

/** The logo (120 by 32) linking home; the link is named "Home", the image the product. */
function Logo() {
  return (
    <Link to={NAV_PATHS.home} className={styles.logo} aria-label="Home">
      <LogoImage />
    </Link>
  );
}

/**
 * Spec 01 section 2.2. Above 1024 px: logo, Courses dropdown, Practice dropdown (ours: problems,
 * compiler, sandboxes), Reviews, Hire from us, Blogs, and
 * the theme switch, Login or the profile dropdown. At 1024 px and below: logo and the hamburger drawer. A "minimal"
 * look keeps the bar with its options disabled (logo only); a "hidden" look renders nothing.
 */
export function Header({ look, user, blogUrl, csrfToken }: HeaderProps) {
  if (look.header === "hidden") return null;
  const optionsShown = look.header === "full" && !look.headerOptionsDisabled;
  const classes = [styles.header, look.stickyHeader ? styles.sticky : ""].filter(Boolean).join(" ");
  return (
    <header className={classes} data-header={look.header}>
      <div className={styles.inner}>
        <Logo />
        {optionsShown ? (
          <>
            <nav className={styles.desktopNav} aria-label="Main">
              <ul className={styles.navList}>
                <li>
                  <HoverMenu trigger="Courses">
                    <div className={styles.panelCard}>
                      <CourseLinks />
                    </div>
                  </HoverMenu>
                </li>
                <li>
                  <HoverMenu trigger="Practice">
                    <div className={styles.panelCard}>
                      <CourseLinks stacked blocks={[PRACTICE_BLOCK]} />
                    </div>
                  </HoverMenu>
                </li>
                <li>
                  <ShellLink href={NAV_PATHS.reviews} className={styles.navLink}>
                    Reviews
                  </ShellLink>
                </li>
                <li>
                  <ShellLink href={NAV_PATHS.forCompanies} className={styles.navLink}>
                    Hire from us
                  </ShellLink>
                </li>
                <li>
                  <ShellLink href={blogUrl} className={styles.navLink}>
                    Blogs
                  </ShellLink>
                </li>
              </ul>
              <ThemeSwitch csrfToken={csrfToken} className={styles.themeSwitch} />
              <div className={styles.account}>
                {user ? (
                  <ProfileMenu user={user} csrfToken={csrfToken} />
                ) : (
                  <ShellLink href={NAV_PATHS.login} className={`btn btn-primary ${styles.login}`}>
                    Login
                  </ShellLink>
                )}
              </div>
            </nav>
            <MobileMenu user={user} blogUrl={blogUrl} csrfToken={csrfToken} />
          </>
        ) : null}
      </div>
    </header>
  );
}
