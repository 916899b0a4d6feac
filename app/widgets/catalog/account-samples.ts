import type { WidgetSample } from "../types";
import { checkoutSamples } from "../checkout/samples";
import { paymentStatusSamples } from "../payment-status/samples";
import { orderListSamples } from "../order-list/samples";
import { courseRegistrationSamples } from "../course-registration/samples";
import { userLoginSamples } from "../user-login/samples";
import { otpVerificationSamples } from "../otp-verification/samples";
import { certificateVerificationSamples } from "../certificate-verification/samples";
import { fileUploadSamples } from "../file-upload/samples";
import { referralCardSamples } from "../referral-card/samples";
import { notificationListSamples } from "../notification-list/samples";
import { subscriptionStatusSamples } from "../subscription-status/samples";

/** Samples of the account family's kinds, by componentType (gallery and tests only). */
export const accountSamples: Record<string, readonly WidgetSample<unknown>[]> = {
  CHECKOUT: checkoutSamples,
  PAYMENT_STATUS: paymentStatusSamples,
  ORDER_LIST: orderListSamples,
  COURSE_REGISTRATION: courseRegistrationSamples,
  USER_LOGIN: userLoginSamples,
  OTP_VERIFICATION: otpVerificationSamples,
  CERTIFICATE_VERIFICATION: certificateVerificationSamples,
  FILE_UPLOAD: fileUploadSamples,
  REFERRAL_CARD: referralCardSamples,
  NOTIFICATION_LIST: notificationListSamples,
  SUBSCRIPTION_STATUS: subscriptionStatusSamples,
};
