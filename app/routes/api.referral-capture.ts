import type { ActionFunctionArgs } from "@remix-run/node";
import { handleReferralCapture } from "~server/bff/referral.server";

/** POST /api/referral-capture: the stored referral, sent upstream (see the handler). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleReferralCapture(request, context);

export const loader = () =>
  Response.json(
    { message: "The referral capture is a POST with csrf." },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
