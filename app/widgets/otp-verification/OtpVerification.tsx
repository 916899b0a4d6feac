import { Form, useLocation } from "@remix-run/react";
import { useId } from "react";
import { CaptchaField } from "~/auth/CaptchaField";
import { CsrfField } from "~/auth/CsrfField";
import { EmailInput, PhoneInput } from "~/auth/IdentityInputs";
import { useRootAuth } from "~/auth/root-auth";
import { knownOr } from "~/contract/known";
import {
  OTP_CHANNELS,
  OTP_INTENTS,
  OTP_LENGTH,
  OTP_VERIFICATION_TEXTS as TEXTS,
  type OtpChannel,
} from "~/contract/widgets/otp-verification-look";
import { signedInName } from "~/contract/widgets/user-login-look";
import type { OtpVerificationData } from "~/contract/widgets/otp-verification";
import type { LoginPanelState } from "~/shared/login-state";
import { isLoginOpen, withoutLoginParam } from "~/shared/login-url";
import { FieldError } from "~/ui/FieldError";
import type { WidgetProps } from "~/widgets/types";
import { StatusBadge } from "../account-shared/StatusBadge";

function IdentityFields({
  channel,
  state,
  id,
}: {
  channel: OtpChannel;
  state: LoginPanelState;
  id: string;
}) {
  const classes = {
    field: "account-card__field",
    input: "account-card__input",
    select: `account-card__input otp-verification__code`,
    error: "account-card__error",
    phoneRow: "otp-verification__phoneRow",
  };
  return channel === "email" ? (
    <EmailInput id={id} state={state} classes={classes} required />
  ) : (
    <PhoneInput id={id} state={state} classes={classes} required />
  );
}

function PasscodeFields({
  state,
  id,
  channel,
}: {
  state: LoginPanelState;
  id: string;
  channel: OtpChannel;
}) {
  const error = state.fieldErrors.otp;
  const status =
    state.statusMessage || (state.maskedIdentity ? TEXTS.sentTo(state.maskedIdentity) : "");
  return (
    <>
      {status ? (
        <p className="account-card__muted" role="status">
          {status}
        </p>
      ) : null}
      {state.devOtp ? (
        <p className="account-card__note" data-dev-otp={state.devOtp}>
          Development passcode: <code>{state.devOtp}</code>
        </p>
      ) : null}
      <div className="account-card__field">
        <label htmlFor={`${id}-otp`}>{TEXTS.passcode}</label>
        <input
          id={`${id}-otp`}
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          minLength={OTP_LENGTH}
          maxLength={OTP_LENGTH}
          required
          className={`account-card__input otp-verification__otp`}
          aria-describedby={error ? `${id}-otp-error` : `${id}-otp-hint`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-otp-hint`} className="account-card__note">
          {TEXTS.passcodeHint}
        </p>
        <FieldError id={`${id}-otp-error`} message={error} className="account-card__error" />
      </div>
      {/* The first submit button is the one Enter presses: verify. */}
      <button type="submit" name="intent" value={OTP_INTENTS.verify} className="btn btn-primary">
        {TEXTS.verify}
      </button>
      <div className="account-card__actions">
        <button type="submit" name="intent" value={OTP_INTENTS.resend} className="btn btn-text">
          {TEXTS.resend}
        </button>
        <button type="submit" name="intent" value={OTP_INTENTS.reset} className="btn btn-text">
          {TEXTS.change[channel]}
        </button>
      </div>
    </>
  );
}

/**
 * OTP_VERIFICATION: the login's passcode steps for one channel, as a card. Step 1 asks for the
 * email or number (OTP_REQUEST), step 2 for the passcode (OTP_VERIFY, RESEND_OTP). A plain form
 * posting to /login with the CSRF field, as the login panel does, so the flow, its limits and its
 * messages are the login's; it works without JavaScript. After step 1 the flow goes on in the
 * login window over this page; a finished login comes back here and shows "Verified".
 */
export function OtpVerification({ data }: WidgetProps<OtpVerificationData>) {
  const { user, login } = useRootAuth();
  const location = useLocation();
  const id = `otp-${useId().replace(/:/g, "")}`;
  const channel = knownOr(OTP_CHANNELS, data.channel, "email");
  const title = data.title ?? TEXTS.title[channel];
  if (user) {
    return (
      <div className="account-card__card" data-otp-step="verified">
        <StatusBadge look={{ label: title, icon: "check", bg: "green-light" }} />
        <p className="account-card__muted">
          {TEXTS.verified} <strong>{signedInName(user)}</strong>
        </p>
      </div>
    );
  }
  if (isLoginOpen(location.search)) {
    return (
      <div className="account-card__card" data-otp-step="in-window">
        <p className="account-card__muted">{TEXTS.continueInWindow}</p>
      </div>
    );
  }
  const step = login.step === "otp" ? 2 : 1;
  return (
    <section className="account-card__card" aria-labelledby={`${id}-title`} data-otp-step={step}>
      <div>
        <p className="account-card__kicker">{TEXTS.step(step)}</p>
        <h3 id={`${id}-title`} className="account-card__title">
          {title}
        </h3>
        {step === 1 ? (
          <p className="account-card__muted">{data.intro ?? TEXTS.intro[channel]}</p>
        ) : null}
      </div>
      {login.message ? (
        <p className="account-card__alert" role="alert">
          {login.message}
        </p>
      ) : null}
      <Form method="post" action="/login" noValidate replace className="otp-verification__form">
        <CsrfField />
        <input
          type="hidden"
          name="returnTo"
          value={withoutLoginParam(`${location.pathname}${location.search}`)}
        />
        <input type="hidden" name="source" value={TEXTS.source} />
        {step === 2 ? (
          <PasscodeFields state={login} id={id} channel={channel} />
        ) : (
          <>
            <input type="hidden" name="channel" value={channel} />
            <IdentityFields channel={channel} state={login} id={id} />
            <button
              type="submit"
              name="intent"
              value={OTP_INTENTS.request}
              className="btn btn-primary"
            >
              {TEXTS.send}
            </button>
          </>
        )}
        <CaptchaField
          id={`${id}-captcha`}
          mode={login.captcha}
          testToken={login.captchaTestToken}
          error={login.fieldErrors.captcha}
        />
      </Form>
    </section>
  );
}
