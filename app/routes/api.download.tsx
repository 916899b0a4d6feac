import type { ActionFunctionArgs } from "@remix-run/node";
import { handleDownload } from "~server/bff/actions/download.server";

/** POST /api/download: the DOWNLOAD action's file, saved by the browser (see the handler). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleDownload(request, context);

export const loader = () =>
  Response.json(
    { message: "Download is a POST with csrf and the action." },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
