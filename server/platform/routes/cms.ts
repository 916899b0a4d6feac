import { mount } from "../http/mount";
import type { ServerResponse } from "node:http";
import type { z } from "zod";
import {
  activityMoveRequestSchema,
  addCellRequestSchema,
  addElementRequestSchema,
  deleteCellRequestSchema,
  deleteElementRequestSchema,
  duplicateElementRequestSchema,
  moveCellRequestSchema,
  moveElementRequestSchema,
  pageHistoryRequestSchema,
  recordingLoginRequestSchema,
  revertRequestSchema,
  swapCellRequestSchema,
  swapElementRequestSchema,
  updateCellRequestSchema,
  updateElementLogicRequestSchema,
  updateElementRequestSchema,
} from "~/contract/editor";
import { EDITOR_TEXTS, type PageEditOperation } from "~/contract/editor-values";
import { USER_STATE_HASH_HEADER } from "../auth/session";
import type { TokenService } from "../auth/tokens";
import { toLoginUserInfo } from "../auth/user-info";
import { moveActivity } from "../cms/activity-groups";
import {
  addCell,
  deleteCell,
  moveCell,
  swapCells,
  updateCell,
  type PageEdit,
} from "../cms/cell-edits";
import { CmsError } from "../cms/cms-error";
import {
  addElement,
  deleteElement,
  duplicateElement,
  moveElement,
  swapElements,
  updateElementLogic,
  updateElement,
  type FormEdit,
} from "../cms/form-edits";
import type { RecordingLinks } from "../cms/recording";
import type { CmsService } from "../cms/service";
import type { UserRepository } from "../db/users";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import type { Route, RouteTable, Session } from "../http/route";

export interface CmsRouteDeps {
  cms: CmsService;
  recordings: RecordingLinks;
  tokens: TokenService;
  users: UserRepository;
}

/** The service's refusals as action errors: `{message, errorMessage, errors?}`. */
function guarded(route: Route): Route {
  return async (req, res, context) => {
    try {
      await route(req, res, context);
    } catch (error) {
      if (error instanceof CmsError) throw actionError(error.status, error.message, error.errors);
      throw error;
    }
  };
}

/** 401 without a login, 403 for anyone but an admin, both before the body is read. */
function adminOf(session: Session | undefined) {
  const user = requireUser(session);
  if (!user.isAdmin) throw actionError(403, EDITOR_TEXTS.adminsOnly);
  return user;
}

/** Spec 02 section 7: the edit calls answer "no response". */
function noContent(res: ServerResponse) {
  res.writeHead(204, { "Cache-Control": "no-store" });
  res.end();
}

interface Versioned {
  version: number;
}

/** A page edit call: admin, body, then the service's transaction; 204. */
function pageEditRoute<S extends z.ZodType<Versioned & { pageId: string }>>(
  cms: CmsService,
  schema: S,
  operation: PageEditOperation,
  editOf: (body: z.output<S>) => PageEdit,
): Route {
  return guarded(async (req, res, { session }) => {
    const user = adminOf(session);
    const body = parseAction(schema, await readActionBody(req));
    cms.editPage(user, body.pageId, body.version, operation, editOf(body));
    noContent(res);
  });
}

function formEditRoute<S extends z.ZodType<Versioned & { formId: string }>>(
  cms: CmsService,
  schema: S,
  editOf: (body: z.output<S>) => FormEdit,
): Route {
  return guarded(async (req, res, { session }) => {
    adminOf(session);
    const body = parseAction(schema, await readActionBody(req));
    cms.editForm(body.formId, body.version, editOf(body));
    noContent(res);
  });
}

/** The admin editors' calls and the recording login (docs/contract.md, "Admin editors"). */
export function cmsRoutes(deps: CmsRouteDeps): RouteTable {
  const { cms, recordings, tokens, users } = deps;
  const page = <S extends z.ZodType<Versioned & { pageId: string }>>(
    schema: S,
    operation: PageEditOperation,
    editOf: (body: z.output<S>) => PageEdit,
  ) => pageEditRoute(cms, schema, operation, editOf);
  const form = <S extends z.ZodType<Versioned & { formId: string }>>(
    schema: S,
    editOf: (body: z.output<S>) => FormEdit,
  ) => formEditRoute(cms, schema, editOf);

  return {
    ...mount("editPageUpdateCell", page(updateCellRequestSchema, "update/cell", updateCell)),
    ...mount("editPageAddCell", page(addCellRequestSchema, "add/cell", addCell)),
    ...mount("editPageDeleteCell", page(deleteCellRequestSchema, "delete/cell", deleteCell)),
    ...mount("editPageSwapCell", page(swapCellRequestSchema, "swap/cell", swapCells)),
    ...mount("editPageMoveCell", page(moveCellRequestSchema, "move/cell", moveCell)),
    ...mount("cmsActivityMove", page(activityMoveRequestSchema, "activity/move", moveActivity)),
    ...mount(
      "editPageHistory",
      guarded(async (req, res, { session }) => {
        adminOf(session);
        const { pageId } = parseAction(pageHistoryRequestSchema, await readActionBody(req));
        sendJson(res, 200, cms.history(pageId));
      }),
    ),
    ...mount(
      "editPageRevert",
      guarded(async (req, res, { session }) => {
        const user = adminOf(session);
        const body = parseAction(revertRequestSchema, await readActionBody(req));
        cms.revert(user, body.pageId, body.version);
        noContent(res);
      }),
    ),
    ...mount("editFormAddElement", form(addElementRequestSchema, addElement)),
    ...mount("editFormUpdateElement", form(updateElementRequestSchema, updateElement)),
    ...mount("editFormDeleteElement", form(deleteElementRequestSchema, deleteElement)),
    ...mount("editFormDuplicateElement", form(duplicateElementRequestSchema, duplicateElement)),
    ...mount("editFormSwapElement", form(swapElementRequestSchema, swapElements)),
    ...mount("editFormMoveElement", form(moveElementRequestSchema, moveElement)),
    ...mount(
      "editFormUpdateElementLogic",
      form(updateElementLogicRequestSchema, updateElementLogic),
    ),
    // Answers like the other sign-ins ({token, user} and the new user's state hash), for the
    // admin who opened /admin/spot, once; any other token is the same 401.
    ...mount("spotRecordingLogin", async (req, res) => {
      const { token } = parseAction(recordingLoginRequestSchema, await readActionBody(req));
      const userId = recordings.redeem(token);
      const user = userId === undefined ? undefined : users.findById(userId);
      if (!user?.isAdmin) throw actionError(401, EDITOR_TEXTS.recordingLinkExpired);
      const info = toLoginUserInfo(user);
      sendJson(
        res,
        200,
        { token: tokens.issue(user.id), user: info },
        { [USER_STATE_HASH_HEADER]: info.hash },
      );
    }),
  };
}
