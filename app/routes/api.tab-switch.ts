import type { ActionFunctionArgs } from "@remix-run/node";
import { handleTabSwitch } from "~server/bff/tab-switch.server";

/** POST /api/tab-switch: the contest tab-switch call (spec 01 section 5); see the handler. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleTabSwitch(request, context);
