import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountStatusPanel } from "~/auth/account/AccountStatusPanel";
import { EditablePageRoute } from "~/editor/page-route";
import { editorKinds } from "~/widgets/editor-kinds.server";
import { resolveWidgetsIn } from "~/widgets/schemas.server";
import { handlePageAction } from "~server/bff/actions/dispatch.server";
import {
  loadAccountStatusPage,
  type AccountStatusPageData,
} from "~server/bff/account-status.server";

/** Spec 01 section 2.1: the seeded page plus the learner's status (docs/decisions/019). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadAccountStatusPage(request, context, resolveWidgetsIn, editorKinds);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handlePageAction(request, context);

export default function RegisterStatusRoute() {
  const { account } = useLoaderData<AccountStatusPageData>();
  return (
    <>
      <AccountStatusPanel kind="registration" account={account} />
      <EditablePageRoute />
    </>
  );
}

export {
  PageErrorBoundary as ErrorBoundary,
  pageHeaders as headers,
  pageShouldRevalidate as shouldRevalidate,
} from "~/page/PageRoute";
export { editablePageMeta as meta } from "~/editor/page-route";
