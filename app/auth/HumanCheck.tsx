import { useEffect, useState } from "react";
import { CAPTCHA_FIELD, HUMAN_CHECK_PATH, LOGIN_CHECK_TEXTS } from "~/contract/login-values";
import type { LoginPanelState } from "~/shared/login-state";
import { FieldError } from "~/ui/FieldError";
import styles from "./LoginPanel.module.css";

type Phase = "server" | "loading" | "ready" | "failed";

/**
 * The ALTCHA widget (decision 061): its script (a web component) is loaded here, on the one form
 * that shows the check, never with the page; it fetches a challenge from the BFF, solves it in
 * workers and fills CAPTCHA_FIELD. Nothing is rendered on the server: without JavaScript the
 * <noscript> text and the sign-in link take its place.
 */
function AltchaWidget({ id, error }: { id: string; error?: string }) {
  const [phase, setPhase] = useState<Phase>("server");
  useEffect(() => {
    let live = true;
    setPhase("loading");
    import("altcha").then(
      () => live && setPhase("ready"),
      () => live && setPhase("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  const errorId = `${id}-error`;
  return (
    <div className={styles.altcha}>
      {phase === "ready" ? (
        <altcha-widget id={id} challengeurl={HUMAN_CHECK_PATH} name={CAPTCHA_FIELD} auto="onload" />
      ) : null}
      {phase === "loading" ? <p className={styles.status}>{LOGIN_CHECK_TEXTS.loading}</p> : null}
      {phase === "failed" ? (
        <p className={styles.error} role="alert">
          {LOGIN_CHECK_TEXTS.failed}
        </p>
      ) : null}
      <noscript>
        <p className={styles.status} data-no-script-check>
          {LOGIN_CHECK_TEXTS.noScript}
        </p>
      </noscript>
      <FieldError id={errorId} message={error} className={styles.error} />
    </div>
  );
}

/**
 * What takes over when a limit shared with others is passed (issue 41): why, then the check
 * (ALTCHA; the test checkbox renders as CaptchaField), or, with no check configured, only the
 * sign-in link offered below the step's own button (SignInLinkOffer).
 */
export function HumanCheckField({ state, id }: { state: LoginPanelState; id: string }) {
  if (!state.humanCheck) return null;
  const linkOnly = state.humanCheck === "link-only";
  return (
    <div className={styles.humanCheck} data-human-check={state.humanCheck}>
      <p className={styles.status}>
        {linkOnly ? LOGIN_CHECK_TEXTS.linkOnly : LOGIN_CHECK_TEXTS.needed}
      </p>
      {state.humanCheck === "altcha" ? (
        // A new answer of the server spends the last solution: a fresh widget, a fresh challenge.
        <AltchaWidget key={state.attempt} id={`${id}-altcha`} error={state.fieldErrors.captcha} />
      ) : null}
    </div>
  );
}

/** The other way in, after the step's own button (so Enter still sends the step). */
export function SignInLinkOffer({ state }: { state: LoginPanelState }) {
  if (!state.humanCheck) return null;
  return (
    <button type="submit" name="intent" value="SIGN_IN_LINK" className="btn btn-secondary">
      {LOGIN_CHECK_TEXTS.linkButton[state.channel]}
    </button>
  );
}
