import type { LoaderFunctionArgs } from "@remix-run/node";
import { previewBootstrapResponse } from "~server/bff/sandbox-preview.server";

/** GET /sandbox-preview: the WEB sandbox preview's bootstrap document (its own strict CSP). */
export const loader = ({ request }: LoaderFunctionArgs) => previewBootstrapResponse(request);
