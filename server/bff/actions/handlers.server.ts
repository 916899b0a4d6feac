import { handleApiCall } from "./api-call.server";
import { handleApplyCoupon, handlePartCheckout, handleStartCheckout } from "./checkout.server";
import { handleEnrol } from "./enrol.server";
import { handleFormSubmit } from "./form-submit.server";
import type { PageActionIntent } from "./intents.server";
import { handleLearningActivity } from "./learning-activity.server";
import { handleMemberApproval } from "./member-approval.server";
import { handleMentorship } from "./mentorship.server";
import { handleNotify } from "./notify.server";
import { handleProfileSubmit } from "./profile.server";
import { handleClaimReward } from "./reward.server";
import type { ActionHandler } from "./types.server";
import { handleUpload } from "./uploads.server";

/** One handler per intent: the one place to add an action type (decision 006). */
export const HANDLERS: Record<PageActionIntent, ActionHandler> = {
  START_CHECKOUT: handleStartCheckout,
  PART_CHECKOUT: handlePartCheckout,
  APPLY_COUPON: handleApplyCoupon,
  COURSE_NOTIFY: handleNotify,
  PROFILE_SUBMIT: handleProfileSubmit,
  ENROL: handleEnrol,
  EVENTS_ENROL: handleEnrol,
  SUBSCRIPTION_ENROL: handleEnrol,
  WORKSHOP_ENROL: handleEnrol,
  MEMBER_APPROVAL_APPROVED: handleMemberApproval,
  MEMBER_APPROVAL_SKIP: handleMemberApproval,
  API_CALL: handleApiCall,
  CLAIM_REWARD: handleClaimReward,
  FORM_SUBMIT: handleFormSubmit,
  MENTORSHIP_ENROLMENT: handleMentorship,
  PROFILE_IMAGE_UPLOAD: handleUpload,
  RESUME_UPLOAD: handleUpload,
  LEARNING_ACTIVITY_UPDATE: handleLearningActivity,
};
