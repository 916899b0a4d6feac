import type { CaptchaMode } from "~/shared/login-state";
import styles from "./LoginPanel.module.css";

interface CaptchaFieldProps {
  mode: CaptchaMode;
  testToken?: string;
  error?: string;
  id: string;
}

/**
 * The human check of the login forms (spec 01 section 5). "off" renders nothing; "test" is a
 * checkbox whose value is the token, so the flow can be exercised without a provider's script.
 * A real provider renders its widget here and fills the same field.
 */
export function CaptchaField({ mode, testToken, error, id }: CaptchaFieldProps) {
  if (mode === "off") return null;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          id={id}
          type="checkbox"
          name="captchaToken"
          value={testToken ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>I am not a robot (test check)</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
