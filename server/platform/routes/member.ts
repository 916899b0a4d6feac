import { mount, requestOf } from "../http/mount";
import { z } from "zod";
import {
  clean,
  NO_CONTROL_CHARACTERS,
  parseAction,
  readActionBody,
  requireUser,
} from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { nowOf, type ActionDeps } from "./action-deps";

const DECISION_TEXT = {
  APPROVED: "Approved: hiring partners can now see your profile.",
  SKIP: "Skipped: you can share your profile later from your dashboard.",
} as const;

const MAX_EXTRA_FIELDS = 20;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The decision plus the page's requestObject: flat scalar fields only, bounded. */
const approvalSchema = z
  .object({ decision: z.enum(["APPROVED", "SKIP"]) })
  .catchall(
    z.union([
      z.string().max(200).refine(clean, NO_CONTROL_CHARACTERS),
      z.number().finite(),
      z.boolean(),
      z.null(),
    ]),
  )
  .superRefine((body, ctx) => {
    const names = Object.keys(body);
    if (names.length > MAX_EXTRA_FIELDS + 1) {
      ctx.addIssue({ code: "custom", message: `At most ${MAX_EXTRA_FIELDS} fields`, path: [] });
    }
    for (const name of names) {
      if (!FIELD_NAME.test(name)) {
        ctx.addIssue({ code: "custom", message: "Invalid field name", path: [name] });
      }
    }
  });

const referralPart = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "1 to 64 letters, digits, _ or -");
const referralSchema = z.object({ referralId: referralPart, campaignId: referralPart });

const memberApprovalRequest = requestOf("memberApproval", approvalSchema);
const referralCaptureRequest = requestOf("referralCapture", referralSchema);

/** Member approval (MEMBER_APPROVAL_APPROVED / _SKIP) and referral capture (spec 01 section 2.1). */
export function memberRoutes(deps: ActionDeps): RouteTable {
  return {
    ...mount("memberApproval", async (req, res, { session }) => {
      const user = requireUser(session);
      const { decision, ...request } = parseAction(
        memberApprovalRequest,
        await readActionBody(req),
      );
      deps.members.addApproval(user.id, decision, request, nowOf(deps));
      sendJson(res, 200, {
        status: "SUCCESS",
        statusMessage: DECISION_TEXT[decision],
        reloadPage: false,
      });
    }),
    ...mount("referralCapture", async (req, res, { session }) => {
      const input = parseAction(referralCaptureRequest, await readActionBody(req));
      deps.members.addReferral(
        input.referralId,
        input.campaignId,
        session?.user.id ?? null,
        nowOf(deps),
      );
      res.writeHead(204, { "Cache-Control": "no-store" });
      res.end();
    }),
  };
}
