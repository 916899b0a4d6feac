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

/** /onboarding/{step}: the seeded step plus where the learner stands (docs/decisions/019). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadAccountStatusPage(request, context, resolveWidgetsIn, editorKinds);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handlePageAction(request, context);

export default function OnboardingStepRoute() {
  const { account } = useLoaderData<AccountStatusPageData>();
  return (
    <>
      <AccountStatusPanel kind="onboarding" account={account} />
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
