import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handlePageAction } from "~server/bff/actions/dispatch.server";
import { resolveWidgetsIn } from "~/widgets/schemas.server";
import { loadPageRoute } from "~server/bff/page-route.server";
import { editorKinds } from "~/widgets/editor-kinds.server";

/** "/" is a server-driven page like any other. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadPageRoute(request, context, resolveWidgetsIn, editorKinds);

/** Every server action that changes data posts here (docs/decisions/006). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handlePageAction(request, context);

export { EditablePageRoute as default, editablePageMeta as meta } from "~/editor/page-route";
export {
  pageClientLoader as clientLoader,
  PageErrorBoundary as ErrorBoundary,
  pageHeaders as headers,
  pageShouldRevalidate as shouldRevalidate,
} from "~/page/PageRoute";
