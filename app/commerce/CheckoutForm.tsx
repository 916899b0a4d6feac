import { Form, useLocation } from "@remix-run/react";
import { CsrfField } from "~/auth/CsrfField";
import {
  CHECKOUT_FORM_ID,
  type CheckoutActionData,
  type CheckoutItemView,
  type CheckoutPrice,
} from "~/shared/checkout-view";
import { FieldError, invalidProps } from "~/ui/FieldError";
import { formatMoney } from "./money";
import { checkoutPath } from "~/shared/paths";
import { DEFAULT_COUNTRY_CODE, PHONE_REGIONS } from "~/shared/phone-regions";
import { PriceSummary } from "./PriceSummary";
import { useSubmittingIntent } from "./useSubmittingIntent";

interface CheckoutFormProps {
  item: CheckoutItemView;
  price: CheckoutPrice;
  prefill: { firstName?: string; lastName?: string };
  /** The last answer of this page's action (a fetcher-less form: JavaScript or not, the same). */
  result?: CheckoutActionData;
}

interface TextFieldProps {
  name: string;
  label: string;
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  optional?: boolean;
  maxLength?: number;
}

function TextField({
  name,
  label,
  autoComplete,
  defaultValue,
  error,
  optional,
  maxLength = 100,
}: TextFieldProps) {
  const id = `checkout-${name}`;
  return (
    <label className="commerce__field" htmlFor={id}>
      <span>
        {label} {optional ? <span className="commerce__optional">(optional)</span> : null}
      </span>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete={autoComplete}
        maxLength={maxLength}
        defaultValue={defaultValue ?? ""}
        className="commerce__input"
        {...invalidProps(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} className="commerce__error" />
    </label>
  );
}

/**
 * The coupon in force and its amounts: the platform's answer to "Apply" when it accepted one;
 * after a refused "Proceed to pay", the price of what was posted (what the next post charges);
 * else the summary's (which priced the address's coupon). A refused code changes nothing.
 */
function couponState(price: CheckoutPrice, item: CheckoutItemView, result?: CheckoutActionData) {
  if (result?.intent === "APPLY_COUPON" && result.ok && result.coupon) {
    const { couponCode, discount, amount } = result.coupon;
    return { applied: couponCode, discount, amount };
  }
  if (result?.intent === "START_CHECKOUT" && result.pricing) {
    const { couponCode, discount, amount } = result.pricing;
    return { applied: discount > 0 ? couponCode : undefined, discount, amount };
  }
  const applied = price.discount > 0 ? (price.couponCode ?? item.couponCode) : undefined;
  return { applied, discount: price.discount, amount: price.amount };
}

/**
 * The checkout form (docs/decisions/006): contact details, a coupon with "Apply", and "Proceed to
 * pay". One plain form with two buttons, so it works without JavaScript; after an answer the
 * typed values come back, and both buttons stay disabled while either submission runs.
 */
export function CheckoutForm({ item, price, prefill, result }: CheckoutFormProps) {
  const location = useLocation();
  const submitting = useSubmittingIntent(location.pathname);
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const coupon = couponState(price, item, result);
  // Later posts go to the address of the applied coupon, so the page priced after them shows it.
  const action = checkoutPath({ ...item, couponCode: coupon.applied });
  const fieldMessages = new Set(Object.values(errors));
  const alert =
    result && !result.ok && result.message && !fieldMessages.has(result.message)
      ? result.message
      : undefined;
  const couponNote = result?.intent === "APPLY_COUPON" && result.ok ? result.message : undefined;
  const addressCouponError =
    !result && item.couponCode && !coupon.applied ? (price.couponMessage ?? undefined) : undefined;
  const couponError = errors.couponCode ?? addressCouponError;
  const busy = submitting !== null;

  return (
    <div className="commerce__layout">
      <div>
        <Form
          method="post"
          action={action}
          noValidate
          replace
          className={`commerce__card commerce__form`}
          aria-labelledby="checkout-details-title"
          data-form-id={CHECKOUT_FORM_ID}
        >
          <CsrfField />
          {/* Enter in any field pays (the first submit button); Apply is pressed on purpose. */}
          <button
            type="submit"
            name="intent"
            value="START_CHECKOUT"
            className="commerce__hiddenDefault"
            tabIndex={-1}
            aria-hidden="true"
            disabled={busy}
          >
            Proceed to pay
          </button>
          <h2 id="checkout-details-title" className="commerce__cardTitle">
            Your details
          </h2>
          {alert ? (
            <p className="commerce__alert" role="alert">
              {alert}
            </p>
          ) : null}
          <fieldset className="commerce__fieldset">
            <legend className="commerce__legend">Mobile number</legend>
            <div className="commerce__field">
              <div className="commerce__phoneRow">
                <select
                  name="countryCode"
                  aria-label="Country code"
                  defaultValue={values.countryCode || DEFAULT_COUNTRY_CODE}
                  className="commerce__select"
                >
                  {PHONE_REGIONS.map((region) => (
                    <option key={region.countryCode} value={region.countryCode}>
                      {region.countryCode}
                    </option>
                  ))}
                </select>
                <input
                  id="checkout-mobileNumber"
                  name="mobileNumber"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  aria-label="Mobile number"
                  maxLength={20}
                  required
                  defaultValue={values.mobileNumber ?? ""}
                  className="commerce__input"
                  {...invalidProps("checkout-mobileNumber-error", errors.mobileNumber)}
                />
              </div>
              <FieldError
                id="checkout-mobileNumber-error"
                message={errors.mobileNumber}
                className="commerce__error"
              />
            </div>
          </fieldset>
          <fieldset className="commerce__fieldset">
            <legend className="commerce__legend">About you</legend>
            <div className="commerce__row">
              <TextField
                name="firstName"
                label="First name"
                autoComplete="given-name"
                optional
                defaultValue={values.firstName ?? prefill.firstName}
                error={errors.firstName}
              />
              <TextField
                name="lastName"
                label="Last name"
                autoComplete="family-name"
                optional
                defaultValue={values.lastName ?? prefill.lastName}
                error={errors.lastName}
              />
            </div>
            <div className="commerce__row">
              <TextField
                name="company"
                label="Company"
                autoComplete="organization"
                optional
                maxLength={150}
                defaultValue={values.company}
                error={errors.company}
              />
              <TextField
                name="designation"
                label="Designation"
                autoComplete="organization-title"
                optional
                maxLength={150}
                defaultValue={values.designation}
                error={errors.designation}
              />
            </div>
          </fieldset>
          <div className="commerce__field">
            <label htmlFor="checkout-couponCode">
              Coupon code <span className="commerce__optional">(optional)</span>
            </label>
            <div className="commerce__couponRow">
              <input
                id="checkout-couponCode"
                name="couponCode"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                defaultValue={values.couponCode ?? item.couponCode ?? ""}
                className="commerce__input"
                onKeyDown={(event) => {
                  // With JavaScript, Enter in the coupon field applies it rather than paying.
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  event.currentTarget.form
                    ?.querySelector<HTMLButtonElement>('button[value="APPLY_COUPON"]')
                    ?.click();
                }}
                {...invalidProps("checkout-couponCode-error", couponError)}
              />
              <button
                type="submit"
                name="intent"
                value="APPLY_COUPON"
                className={`btn btn-secondary commerce__couponButton`}
                disabled={busy}
              >
                {submitting === "APPLY_COUPON" ? "Applying…" : "Apply"}
              </button>
            </div>
            <FieldError
              id="checkout-couponCode-error"
              message={couponError}
              className="commerce__error"
            />
            {couponNote && !couponError ? (
              <p className="commerce__success" role="status">
                {couponNote}: you pay {formatMoney(coupon.amount, price.currency)}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            name="intent"
            value="START_CHECKOUT"
            className={`btn btn-primary commerce__primary`}
            disabled={busy}
          >
            {submitting === "START_CHECKOUT" ? "Placing your order…" : "Proceed to pay"}
          </button>
          <p className="commerce__note">
            You will confirm the payment of {formatMoney(coupon.amount, price.currency)} on the next
            step.
          </p>
        </Form>
      </div>
      <div className="commerce__summaryColumn">
        <PriceSummary
          itemType={item.itemType}
          price={price}
          discount={coupon.discount}
          amount={coupon.amount}
          couponCode={coupon.applied}
        />
      </div>
    </div>
  );
}
