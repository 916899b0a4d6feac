import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPageRoute } from "~server/bff/page-route.server";

/** Every path without a route of its own is a server-driven page. */
export const loader = ({ request }: LoaderFunctionArgs) => loadPageRoute(request);

export {
  pageClientLoader as clientLoader,
  PageRouteComponent as default,
  PageErrorBoundary as ErrorBoundary,
  pageHeaders as headers,
  pageMeta as meta,
  pageShouldRevalidate as shouldRevalidate,
} from "~/page/PageRoute";
