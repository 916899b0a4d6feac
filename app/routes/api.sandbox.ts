import type { ActionFunctionArgs } from "@remix-run/node";
import { handleSandboxCall } from "~server/bff/sandbox/sandbox-route.server";

/** POST /api/sandbox: sandbox runs, the notebook kernel, shares, drafts and publishing. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleSandboxCall(request, context);
