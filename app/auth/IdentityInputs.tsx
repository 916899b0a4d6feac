import { FieldError, invalidProps } from "~/ui/FieldError";
import { COUNTRY_CODES, type LoginPanelState } from "~/shared/login-state";

/** The class names of the form that holds the inputs (the login panel's, a widget's card). */
export interface IdentityInputClasses {
  field: string;
  input: string;
  select: string;
  error: string;
  phoneRow: string;
}

interface IdentityInputProps {
  /** The form's id prefix: inputs are `${id}-email`, `${id}-phone` and their errors. */
  id: string;
  state: LoginPanelState;
  classes: IdentityInputClasses;
  /** Extra classes of the field's box (the login panel shows one channel's box at a time). */
  fieldClassName?: string;
  required?: boolean;
}

/**
 * The login's email input with its label and error, as the login flow reads it (`email`): the
 * login panel and the OTP_VERIFICATION widget post the same fields to /login.
 */
export function EmailInput({ id, state, classes, fieldClassName, required }: IdentityInputProps) {
  const { values, fieldErrors } = state;
  return (
    <div className={fieldClassName ? `${classes.field} ${fieldClassName}` : classes.field}>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required={required}
        defaultValue={values.email ?? ""}
        className={classes.input}
        {...invalidProps(`${id}-email-error`, fieldErrors.email)}
      />
      <FieldError id={`${id}-email-error`} message={fieldErrors.email} className={classes.error} />
    </div>
  );
}

/** The login's country code and mobile number (`countryCode`, `mobileNumber`). */
export function PhoneInput({ id, state, classes, fieldClassName, required }: IdentityInputProps) {
  const { values, fieldErrors } = state;
  return (
    <div className={fieldClassName ? `${classes.field} ${fieldClassName}` : classes.field}>
      <label htmlFor={`${id}-phone`}>Mobile number</label>
      <div className={classes.phoneRow}>
        <select
          name="countryCode"
          aria-label="Country code"
          defaultValue={values.countryCode || COUNTRY_CODES[0]}
          className={classes.select}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <input
          id={`${id}-phone`}
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          required={required}
          defaultValue={values.mobileNumber ?? ""}
          className={classes.input}
          {...invalidProps(`${id}-phone-error`, fieldErrors.mobileNumber)}
        />
      </div>
      <FieldError
        id={`${id}-phone-error`}
        message={fieldErrors.mobileNumber}
        className={classes.error}
      />
    </div>
  );
}
