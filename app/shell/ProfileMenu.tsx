import type { LoggedInUser } from "~/contract/user";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { HoverMenu } from "./HoverMenu";
import { LogoutForm } from "~/auth/LogoutForm";
import { NAV_PATHS } from "~/shared/nav-links";
import { ShellLink } from "./ShellLink";
import { canRefer, displayFirstName, fullName, initialOf } from "./user-display";
import styles from "./ProfileMenu.module.css";

function Avatar({ user, size }: { user: LoggedInUser; size: number }) {
  if (user.image?.url) {
    return (
      <ResponsiveImage
        image={{ url: user.image.url, altText: user.image.altText ?? "" }}
        width={size}
        height={size}
        className={styles.avatar}
      />
    );
  }
  return (
    <span className={styles.avatarInitial} aria-hidden="true" style={{ width: size, height: size }}>
      {initialOf(user)}
    </span>
  );
}

/**
 * Spec 01 section 2.2, the profile dropdown: full name, email and photo; My Courses; Portfolio
 * (only with a portfolio address); Refer (admin, Rise or Scale member); My Orders; Log out; and the
 * terms of service and privacy policy links at its foot.
 */
export function ProfileMenu({ user, csrfToken }: { user: LoggedInUser; csrfToken?: string }) {
  const name = fullName(user);
  return (
    <HoverMenu
      alignEnd
      triggerLabel={`Account menu for ${displayFirstName(user)}`}
      trigger={
        <>
          <Avatar user={user} size={28} />
          <span className={styles.firstName} title={displayFirstName(user)}>
            {displayFirstName(user)}
          </span>
        </>
      }
    >
      <div className={styles.panel} data-testid="profile-menu">
        <div className={styles.identity}>
          <Avatar user={user} size={44} />
          <div className={styles.identityText}>
            {name ? <p className={styles.name}>{name}</p> : null}
            {user.email ? <p className={styles.email}>{user.email}</p> : null}
          </div>
        </div>
        <ul className={styles.list}>
          <li>
            <ShellLink href={NAV_PATHS.myCourses} className={styles.item}>
              My Courses
            </ShellLink>
          </li>
          {user.portfolioUrl ? (
            <li>
              <ShellLink href={user.portfolioUrl} className={styles.item}>
                Portfolio
              </ShellLink>
            </li>
          ) : null}
          {canRefer(user) ? (
            <li>
              <ShellLink href={NAV_PATHS.myReferrals} className={styles.item}>
                Refer
              </ShellLink>
            </li>
          ) : null}
          <li>
            <ShellLink href={NAV_PATHS.orders} className={styles.item}>
              My Orders
            </ShellLink>
          </li>
          <li>
            <LogoutForm buttonClassName={styles.item} csrfToken={csrfToken} />
          </li>
        </ul>
        <p className={styles.legal}>
          <ShellLink href={NAV_PATHS.termsOfService}>Terms of service</ShellLink>
          <span aria-hidden="true"> · </span>
          <ShellLink href={NAV_PATHS.privacyPolicy}>Privacy policy</ShellLink>
        </p>
      </div>
    </HoverMenu>
  );
}
