import type { ActionFunctionArgs } from "@remix-run/node";
import { handleCodeCall } from "~server/bff/practice/code-route.server";

/** POST /api/code: practice runs, submissions, hints, the compiler and code sharing. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleCodeCall(request, context);
