import { createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import { parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import type { ActionDeps } from "./action-deps";

/** Where signed media would be served from; the reference platform stores no videos. */
export const MEDIA_HOST = "https://media.example.com";
const SIGNED_FOR_SECONDS = 60 * 60;
const MAX_KEYS = 20;

const objectKey = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._~\-/]*$/, "Invalid object key")
  .refine((key) => !key.split("/").includes(".."), "Invalid object key");

const signSchema = z.object({ objectKeys: z.array(objectKey).min(1).max(MAX_KEYS) });

/** Video URL signing (spec 02 section 3): objectKeys in; signedObjectKeys and expires out. */
export function mediaRoutes(deps: Pick<ActionDeps, "clock">): RouteTable {
  // A key of this process only: signatures are a demonstration, nobody checks them later.
  const signingKey = randomBytes(32);
  return {
    "/api/v1/aws/cloudfront/sign-cookies": {
      POST: async (req, res, { session }) => {
        requireUser(session);
        const { objectKeys } = parseAction(signSchema, await readActionBody(req));
        const expires = Math.floor(deps.clock() / 1000) + SIGNED_FOR_SECONDS;
        const signedObjectKeys = Object.fromEntries(
          objectKeys.map((key) => {
            const signature = createHmac("sha256", signingKey)
              .update(`${key}|${expires}`)
              .digest("hex");
            const path = key.split("/").map(encodeURIComponent).join("/");
            return [key, `${MEDIA_HOST}/${path}?Expires=${expires}&Signature=${signature}`];
          }),
        );
        sendJson(res, 200, { signedObjectKeys, expires });
      },
    },
  };
}
