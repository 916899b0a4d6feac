import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPageRoute } from "~server/bff/page-route.server";

/** "/" is a server-driven page like any other. */
export const loader = ({ request }: LoaderFunctionArgs) => loadPageRoute(request);

export {
  pageClientLoader as clientLoader,
  PageRouteComponent as default,
  PageErrorBoundary as ErrorBoundary,
  pageHeaders as headers,
  pageMeta as meta,
  pageShouldRevalidate as shouldRevalidate,
} from "~/page/PageRoute";
