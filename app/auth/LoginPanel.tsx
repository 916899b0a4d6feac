import { FieldError, invalidProps } from "~/ui/FieldError";
import { Form } from "@remix-run/react";
import { useId } from "react";
import { CsrfField } from "./CsrfField";
import { CaptchaField } from "./CaptchaField";
import { HumanCheckField, SignInLinkOffer } from "./HumanCheck";
import { EmailInput, PhoneInput } from "./IdentityInputs";
import type { LoginPanelState } from "~/shared/login-state";
import styles from "./LoginPanel.module.css";

export interface LoginPanelProps {
  state: LoginPanelState;
  /** The address the panel is shown on; the login's steps come back here. */
  returnTo: string;
  /** Where the login started, for tracking ("Login Page", "AI Interview Page", …). */
  source: string;
  title?: string;
  subtitle?: string;
  /** 1 on the login page, 2 inside a dialog or a page. */
  headingLevel?: 1 | 2;
  /** Id of the heading, for a dialog's aria-labelledby. */
  headingId?: string;
}

const INPUTS = {
  field: styles.field,
  input: styles.input,
  select: styles.select,
  error: styles.error,
  phoneRow: styles.phoneRow,
};

const DEFAULT_SUBTITLE =
  "Enter your email or phone number and we will send you a one-time passcode.";

function IdentityStep({ state, id }: { state: LoginPanelState; id: string }) {
  const { fieldErrors } = state;
  const phone = state.channel === "phone";
  return (
    <>
      <fieldset className={styles.channels}>
        <legend className="visually-hidden">Log in with</legend>
        <label className={styles.channel}>
          <input type="radio" name="channel" value="email" defaultChecked={!phone} />
          <span>Email</span>
        </label>
        <label className={styles.channel}>
          <input type="radio" name="channel" value="phone" defaultChecked={phone} />
          <span>Phone</span>
        </label>
      </fieldset>
      <EmailInput id={id} state={state} classes={INPUTS} fieldClassName={styles.emailField} />
      <PhoneInput id={id} state={state} classes={INPUTS} fieldClassName={styles.phoneField} />
      <CaptchaField
        id={`${id}-captcha`}
        mode={state.captcha}
        testToken={state.captchaTestToken}
        error={fieldErrors.captcha}
      />
      <HumanCheckField state={state} id={id} />
      <button type="submit" name="intent" value="OTP_REQUEST" className="btn btn-primary">
        Send passcode
      </button>
      <SignInLinkOffer state={state} />
    </>
  );
}

function PasscodeStep({ state, id }: { state: LoginPanelState; id: string }) {
  const { fieldErrors } = state;
  const sentTo = state.maskedIdentity
    ? `We sent a 6-digit passcode to ${state.maskedIdentity}`
    : "";
  return (
    <>
      <p className={styles.status}>{state.statusMessage || sentTo}</p>
      {state.devOtp ? (
        <p className={styles.devOtp} data-dev-otp={state.devOtp}>
          Development passcode: <code>{state.devOtp}</code>
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-otp`}>Passcode</label>
        <input
          id={`${id}-otp`}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={`${styles.input} ${styles.otp}`}
          {...invalidProps(`${id}-otp-error`, fieldErrors.otp)}
        />
        <FieldError id={`${id}-otp-error`} message={fieldErrors.otp} className={styles.error} />
      </div>
      <HumanCheckField state={state} id={id} />
      {/* The first submit button is the one Enter presses: verify. */}
      <button type="submit" name="intent" value="OTP_VERIFY" className="btn btn-primary">
        Verify and log in
      </button>
      <CaptchaField
        id={`${id}-captcha`}
        mode={state.captcha}
        testToken={state.captchaTestToken}
        error={fieldErrors.captcha}
      />
      <SignInLinkOffer state={state} />
      <div className={styles.secondary}>
        <button type="submit" name="intent" value="RESEND_OTP" className="btn btn-text">
          Resend passcode
        </button>
        <button type="submit" name="intent" value="LOGIN_RESET" className="btn btn-text">
          Use a different email or phone
        </button>
      </div>
    </>
  );
}

/** A sign-in link was sent (issue 41): where to, and the way back to step 1. */
function LinkSentStep({ state }: { state: LoginPanelState }) {
  return (
    <>
      <p className={styles.status} role="status" data-link-sent>
        {state.statusMessage}
      </p>
      <div className={styles.secondary}>
        <button type="submit" name="intent" value="LOGIN_RESET" className="btn btn-text">
          Use a different email or phone
        </button>
      </div>
    </>
  );
}

/**
 * The login by one-time passcode (spec 01 sections 4, 5 and 8): step 1 email or phone, step 2
 * the 6-character passcode. A plain form posting to /login with an intent, so it works without
 * JavaScript; the server answers with a redirect back to `returnTo`, where the next step shows.
 */
export function LoginPanel(props: LoginPanelProps) {
  const { state, returnTo, source, headingLevel = 2 } = props;
  const id = useId().replace(/:/g, "");
  const headingId = props.headingId ?? `${id}-title`;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  // Without a subtitle of its own, step 1 says what happens; step 2's status says the rest.
  const subtitle = props.subtitle ?? (state.step === "identity" ? DEFAULT_SUBTITLE : undefined);
  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      data-login-step={state.step}
      data-tracking-event={state.trackingEvent || undefined}
    >
      <Heading id={headingId} className={styles.title}>
        {props.title ?? "Login"}
      </Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {state.message ? (
        <p className={styles.message} role="alert">
          {state.message}
        </p>
      ) : null}
      <Form method="post" action="/login" noValidate className={styles.form} replace>
        <CsrfField />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="source" value={source} />
        {state.step === "otp" ? <PasscodeStep state={state} id={id} /> : null}
        {state.step === "link" ? <LinkSentStep state={state} /> : null}
        {state.step === "identity" ? <IdentityStep state={state} id={id} /> : null}
      </Form>
    </section>
  );
}
