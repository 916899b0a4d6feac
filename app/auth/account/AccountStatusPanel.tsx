import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import {
  MEMBERSHIP_TRACKING_PROPERTY,
  REGISTRATION_STATUS_EVENT,
  type MembershipTracking,
} from "~/contract/registration";
import { withLoginParam } from "~/shared/login-url";
import { tracker, trackEvent } from "~/tracking/tracker";
import { Toast } from "~/ui/Toast";
import styles from "./Account.module.css";

export interface AccountStatusPanelProps {
  /** "registration": /register/status; "onboarding": /onboarding/{step}. */
  kind: "registration" | "onboarding";
  account: {
    loggedIn: boolean;
    status?: {
      label: string;
      description: string;
      isNewUser: boolean;
      isPersonalInfoPresent: boolean;
      tracking: MembershipTracking;
    };
    statusError?: string;
    toast?: string;
  };
}

export const ACCOUNT_STATUS_TEXTS = {
  registrationHeading: "Your registration status",
  onboardingHeading: "Your progress",
  loginForStatus: "Log in to see your registration status.",
  loginForOnboarding: "Log in so that we can save your onboarding.",
  login: "Log in",
  statusFailed: (message: string) => `We could not load your status: ${message}`,
  profileComplete: "Profile: complete",
  profileIncomplete: "Profile: not complete yet",
  onboardingFinished: "Onboarding: finished. You can still look through the steps.",
  onboardingOpen: "Onboarding: in progress",
} as const;

/**
 * The learner's status from GET /api/v1/user/status above the seeded page (decision 019). Spec 01
 * section 6: whitelisting is tracked as approved or waitlisted (a property of every later event,
 * and an event when the status page is seen).
 */
export function AccountStatusPanel({ kind, account }: AccountStatusPanelProps) {
  const { pathname, search } = useLocation();
  const status = account.status;
  const tracking = status?.tracking;
  useEffect(() => {
    if (!tracking) return;
    tracker.setSuperProperties({ [MEMBERSHIP_TRACKING_PROPERTY]: tracking });
    if (kind === "registration") trackEvent(REGISTRATION_STATUS_EVENT, { membership: tracking });
  }, [kind, tracking]);

  const heading =
    kind === "registration"
      ? ACCOUNT_STATUS_TEXTS.registrationHeading
      : ACCOUNT_STATUS_TEXTS.onboardingHeading;
  const HeadingTag = kind === "registration" ? "h1" : "h2";
  return (
    <section
      className={styles.panel}
      aria-labelledby="account-status-heading"
      data-account-status={kind}
    >
      <HeadingTag id="account-status-heading" className={styles.name}>
        {heading}
      </HeadingTag>
      {!account.loggedIn ? (
        <p className={styles.panelText}>
          {kind === "registration"
            ? ACCOUNT_STATUS_TEXTS.loginForStatus
            : ACCOUNT_STATUS_TEXTS.loginForOnboarding}{" "}
          <Link to={withLoginParam(`${pathname}${search}`)}>{ACCOUNT_STATUS_TEXTS.login}</Link>
        </p>
      ) : !status ? (
        <p className={styles.message} role="alert">
          {ACCOUNT_STATUS_TEXTS.statusFailed(account.statusError ?? "")}
        </p>
      ) : kind === "registration" ? (
        <>
          <p className={styles.panelLabel}>Status</p>
          <p className={styles.badge} data-registration-status={status.tracking}>
            {status.label}
          </p>
          <p className={styles.panelText}>{status.description}</p>
        </>
      ) : (
        <ul className={styles.panelText}>
          <li>
            {status.isPersonalInfoPresent
              ? ACCOUNT_STATUS_TEXTS.profileComplete
              : ACCOUNT_STATUS_TEXTS.profileIncomplete}
          </li>
          <li>
            {status.isNewUser
              ? ACCOUNT_STATUS_TEXTS.onboardingOpen
              : ACCOUNT_STATUS_TEXTS.onboardingFinished}
          </li>
          <li>Registration: {status.label}</li>
        </ul>
      )}
      <Toast message={account.toast} />
    </section>
  );
}
