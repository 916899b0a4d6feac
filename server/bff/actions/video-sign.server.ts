import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { VIDEO_SIGN_FAILED } from "~/contract/action-texts";
import { MAX_SIGNED_KEYS, mediaObjectKeySchema } from "~/contract/media";
import { noStoreJson } from "../json-answer.server";
import { failureStatus } from "./answers.server";
import { callForAction } from "./call.server";
import { readActionForm } from "./read-form.server";

/**
 * POST /api/video-sign (spec 02 section 3, "Video signing: objectKeys in; signedObjectKeys and
 * expires out"): the browser posts `csrf` and `objectKeys` (a JSON array of strings, or one
 * `objectKey` field per key); the BFF calls /api/v1/aws/cloudfront/sign-cookies with the user's
 * token and answers `{signedObjectKeys, expires}`, or `{message: "Some Error Happened"}`.
 */
const objectKeysSchema = z.array(mediaObjectKeySchema).min(1).max(MAX_SIGNED_KEYS);

function keysOf(form: FormData): unknown {
  const json = form.get("objectKeys");
  if (typeof json === "string" && json.length <= 16 * 1024) {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      return undefined;
    }
  }
  return form.getAll("objectKey");
}

export async function handleVideoSign(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  const read = await readActionForm(request, { csrf: context.csrf, auth: context.session.auth });
  if (!read.ok) return noStoreJson({ message: read.message }, read.status);
  const keys = objectKeysSchema.safeParse(keysOf(read.form));
  if (!keys.success) return noStoreJson({ message: VIDEO_SIGN_FAILED }, 400);
  const { result, setCookies } = await callForAction({ context }, "videoSign", {
    body: { objectKeys: keys.data },
  });
  if (!result.ok)
    return noStoreJson({ message: VIDEO_SIGN_FAILED }, failureStatus(result.error), setCookies);
  return noStoreJson(result.data, 200, setCookies);
}
