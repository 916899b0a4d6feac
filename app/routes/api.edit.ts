import type { ActionFunctionArgs } from "@remix-run/node";
import { handleEdit } from "~server/bff/editor/edit-route.server";
import { editorSampleOf } from "~/widgets/editor-kinds.server";
import { resolveWidgetsIn } from "~/widgets/schemas.server";

/** POST /api/edit: the page and form editors' edits (admins only; docs/contract.md). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleEdit(request, context, { prepareCells: resolveWidgetsIn, sampleOf: editorSampleOf });
