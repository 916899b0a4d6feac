import type { ActionFunctionArgs } from "@remix-run/node";
import { handleActionStatus } from "~server/bff/actions/action-status.server";

/** POST /api/action-status: one poll of a pending action's status (docs/decisions/020). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleActionStatus(request, context);
