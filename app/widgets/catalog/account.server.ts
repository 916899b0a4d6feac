/**
 * The account family's components, imported eagerly for the server's render; the browser build
 * replaces this module with an empty one and loads each kind's chunk on demand (account.ts).
 */
export { Checkout } from "../checkout/Checkout";
export { PaymentStatus } from "../payment-status/PaymentStatus";
export { OrderList } from "../order-list/OrderList";
export { CourseRegistration } from "../course-registration/CourseRegistration";
export { UserLogin } from "../user-login/UserLogin";
export { OtpVerification } from "../otp-verification/OtpVerification";
export { CertificateVerification } from "../certificate-verification/CertificateVerification";
export { FileUpload } from "../file-upload/FileUpload";
export { ReferralCard } from "../referral-card/ReferralCard";
export { NotificationList } from "../notification-list/NotificationList";
export { SubscriptionStatus } from "../subscription-status/SubscriptionStatus";
