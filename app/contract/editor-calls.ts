import { loginAnswerSchema } from "./login";
import type { CatalogueEntry } from "./catalogue-entry";
import {
  activityMoveRequestSchema,
  addCellRequestSchema,
  addElementRequestSchema,
  deleteCellRequestSchema,
  deleteElementRequestSchema,
  duplicateElementRequestSchema,
  moveCellRequestSchema,
  moveElementRequestSchema,
  noContentAnswerSchema,
  pageHistoryAnswerSchema,
  pageHistoryRequestSchema,
  recordingLoginRequestSchema,
  revertRequestSchema,
  swapCellRequestSchema,
  swapElementRequestSchema,
  updateCellRequestSchema,
  updateElementLogicRequestSchema,
  updateElementRequestSchema,
} from "./editor";

const edit = (path: string, request: CatalogueEntry["request"]): CatalogueEntry => ({
  path,
  method: "POST",
  host: "page",
  login: "required",
  reachedBy: "bff",
  request,
  answer: noContentAnswerSchema,
});

/**
 * The admin editors' calls (spec 02 section 7, "Page editor", "Form editor", "Recording"). The
 * BFF reaches them only from POST /api/edit after its own admin check; generic actions never
 * (GENERIC_ACTION_FORBIDDEN_PREFIXES). Two are ours, in the spec's style: a page's edit history
 * and the revert of its newest edit (docs/contract.md, "Admin editors").
 */
export const EDITOR_CALLS = {
  editPageUpdateCell: edit("/api/v1/edit-page/update/cell", updateCellRequestSchema),
  editPageAddCell: edit("/api/v1/edit-page/add/cell", addCellRequestSchema),
  editPageDeleteCell: edit("/api/v1/edit-page/delete/cell", deleteCellRequestSchema),
  editPageSwapCell: edit("/api/v1/edit-page/swap/cell", swapCellRequestSchema),
  editPageMoveCell: edit("/api/v1/edit-page/move/cell", moveCellRequestSchema),
  cmsActivityMove: edit(
    "/api/v1/cms/cohort/operation/activity-group/activity/move",
    activityMoveRequestSchema,
  ),
  /** Ours. */
  editPageHistory: {
    ...edit("/api/v1/edit-page/history", pageHistoryRequestSchema),
    answer: pageHistoryAnswerSchema,
  },
  /** Ours. */
  editPageRevert: edit("/api/v1/edit-page/revert", revertRequestSchema),
  editFormUpdateElement: edit("/api/v1/edit-form/update/element", updateElementRequestSchema),
  editFormAddElement: edit("/api/v1/edit-form/add/element", addElementRequestSchema),
  editFormDeleteElement: edit("/api/v1/edit-form/delete/element", deleteElementRequestSchema),
  editFormDuplicateElement: edit(
    "/api/v1/edit-form/duplicate/element",
    duplicateElementRequestSchema,
  ),
  editFormSwapElement: edit("/api/v1/edit-form/swap/element", swapElementRequestSchema),
  editFormMoveElement: edit("/api/v1/edit-form/move/element", moveElementRequestSchema),
  editFormUpdateElementLogic: edit(
    "/api/v1/edit-form/update/element/logic",
    updateElementLogicRequestSchema,
  ),
  /** A recording device signs in with a one-time link's token (the answer is a login's). */
  spotRecordingLogin: {
    path: "/api/v1/spot/recording/login",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: recordingLoginRequestSchema,
    answer: loginAnswerSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
