import type { z } from "zod";
import { checkoutSchema } from "./checkout";
import { paymentStatusSchema } from "./payment-status";
import { orderListSchema } from "./order-list";
import { courseRegistrationSchema } from "./course-registration";
import { userLoginSchema } from "./user-login";
import { otpVerificationSchema } from "./otp-verification";
import { certificateVerificationSchema } from "./certificate-verification";
import { fileUploadSchema } from "./file-upload";
import { referralCardSchema } from "./referral-card";
import { notificationListSchema } from "./notification-list";
import { subscriptionStatusSchema } from "./subscription-status";

/** componentData schemas of the account family's kinds, by componentType (see schemas.ts). */
export const accountWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {
  CHECKOUT: checkoutSchema,
  PAYMENT_STATUS: paymentStatusSchema,
  ORDER_LIST: orderListSchema,
  COURSE_REGISTRATION: courseRegistrationSchema,
  USER_LOGIN: userLoginSchema,
  OTP_VERIFICATION: otpVerificationSchema,
  CERTIFICATE_VERIFICATION: certificateVerificationSchema,
  FILE_UPLOAD: fileUploadSchema,
  REFERRAL_CARD: referralCardSchema,
  NOTIFICATION_LIST: notificationListSchema,
  SUBSCRIPTION_STATUS: subscriptionStatusSchema,
};
