import type { ActionFunctionArgs } from "@remix-run/node";
import { handleVideoSign } from "~server/bff/actions/video-sign.server";

/** POST /api/video-sign: signed video addresses for objectKeys (see the handler). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleVideoSign(request, context);

export const loader = () =>
  Response.json(
    { message: "Video signing is a POST with csrf and objectKeys." },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
