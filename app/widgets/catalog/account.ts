import type { WidgetDefinition } from "../types";
import { lazyWidget } from "../lazy-widget";
import type { CheckoutData } from "~/contract/widgets/checkout";
import type { PaymentStatusData } from "~/contract/widgets/payment-status";
import type { OrderListData } from "~/contract/widgets/order-list";
import type { CourseRegistrationData } from "~/contract/widgets/course-registration";
import type { UserLoginData } from "~/contract/widgets/user-login";
import type { OtpVerificationData } from "~/contract/widgets/otp-verification";
import type { CertificateVerificationData } from "~/contract/widgets/certificate-verification";
import type { FileUploadData } from "~/contract/widgets/file-upload";
import type { ReferralCardData } from "~/contract/widgets/referral-card";
import type { NotificationListData } from "~/contract/widgets/notification-list";
import type { SubscriptionStatusData } from "~/contract/widgets/subscription-status";
import * as server from "./account.server";

// Filled on the server only; in the browser each kind loads its own chunk (lazyWidget).
const eager: Partial<typeof server> = server;

/** The account family's kinds, each a chunk of its own (app/widgets/lazy-widget.ts). */
export const accountWidgets: WidgetDefinition[] = [
  lazyWidget<CheckoutData>({ kind: "CHECKOUT" }, eager.Checkout, () =>
    import("../checkout/Checkout").then((m) => m.Checkout),
  ),
  lazyWidget<PaymentStatusData>({ kind: "PAYMENT_STATUS" }, eager.PaymentStatus, () =>
    import("../payment-status/PaymentStatus").then((m) => m.PaymentStatus),
  ),
  lazyWidget<OrderListData>({ kind: "ORDER_LIST" }, eager.OrderList, () =>
    import("../order-list/OrderList").then((m) => m.OrderList),
  ),
  lazyWidget<CourseRegistrationData>(
    { kind: "COURSE_REGISTRATION" },
    eager.CourseRegistration,
    () => import("../course-registration/CourseRegistration").then((m) => m.CourseRegistration),
  ),
  lazyWidget<UserLoginData>({ kind: "USER_LOGIN" }, eager.UserLogin, () =>
    import("../user-login/UserLogin").then((m) => m.UserLogin),
  ),
  lazyWidget<OtpVerificationData>({ kind: "OTP_VERIFICATION" }, eager.OtpVerification, () =>
    import("../otp-verification/OtpVerification").then((m) => m.OtpVerification),
  ),
  lazyWidget<CertificateVerificationData>(
    { kind: "CERTIFICATE_VERIFICATION" },
    eager.CertificateVerification,
    () =>
      import("../certificate-verification/CertificateVerification").then(
        (m) => m.CertificateVerification,
      ),
  ),
  lazyWidget<FileUploadData>({ kind: "FILE_UPLOAD" }, eager.FileUpload, () =>
    import("../file-upload/FileUpload").then((m) => m.FileUpload),
  ),
  lazyWidget<ReferralCardData>({ kind: "REFERRAL_CARD" }, eager.ReferralCard, () =>
    import("../referral-card/ReferralCard").then((m) => m.ReferralCard),
  ),
  lazyWidget<NotificationListData>({ kind: "NOTIFICATION_LIST" }, eager.NotificationList, () =>
    import("../notification-list/NotificationList").then((m) => m.NotificationList),
  ),
  lazyWidget<SubscriptionStatusData>(
    { kind: "SUBSCRIPTION_STATUS" },
    eager.SubscriptionStatus,
    () => import("../subscription-status/SubscriptionStatus").then((m) => m.SubscriptionStatus),
  ),
];
