import { mount, requestOf } from "../http/mount";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { z } from "zod";
import { MAX_SIGNED_KEYS, mediaObjectKeySchema } from "~/contract/media";
import { parseAction, readActionBody, requireUser } from "../http/action-body";
import { HttpError, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import type { ActionDeps } from "./action-deps";
import { streamFile } from "../http/file-stream";

/** Signed media is served by the platform itself under this prefix (a CDN's part elsewhere). */
export const MEDIA_PREFIX = "/media/";
const SIGNED_FOR_SECONDS = 60 * 60;

/** The media the reference platform holds: object key -> file in seed/media and its type. */
const MEDIA_FILES: Record<string, { file: string; contentType: string; courseId: string }> = {
  "videos/da-module-4-intro.webm": {
    file: "da-module-4-intro.webm",
    contentType: "video/webm",
    courseId: "da-fellowship",
  },
};
const MEDIA_DIR = path.resolve(__dirname, "../seed/media");

const signSchema = z.object({
  objectKeys: z.array(mediaObjectKeySchema).min(1).max(MAX_SIGNED_KEYS),
});

/** Signs and checks media addresses with a key of this process (addresses live an hour). */
export function createMediaSigner(clock: () => number, key: Buffer = randomBytes(32)) {
  const signatureOf = (objectKeyValue: string, expires: number) =>
    createHmac("sha256", key).update(`${objectKeyValue}|${expires}`).digest("hex");
  return {
    sign(objectKeyValue: string, base: string): { url: string; expires: number } {
      const expires = Math.floor(clock() / 1000) + SIGNED_FOR_SECONDS;
      const encoded = objectKeyValue.split("/").map(encodeURIComponent).join("/");
      const query = `Expires=${expires}&Signature=${signatureOf(objectKeyValue, expires)}`;
      return { url: `${base}${MEDIA_PREFIX}${encoded}?${query}`, expires };
    },
    /** True when the signature is ours for this key and has not expired. */
    verify(objectKeyValue: string, expiresRaw: string | null, signature: string | null): boolean {
      const expires = Number(expiresRaw);
      if (!Number.isInteger(expires) || expires < Math.floor(clock() / 1000)) return false;
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
      const expected = Buffer.from(signatureOf(objectKeyValue, expires), "hex");
      return timingSafeEqual(expected, Buffer.from(signature, "hex"));
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;

/**
 * GET /media/{objectKey}?Expires=&Signature= : a file the platform holds, only with a live
 * signature from the signing call (403 otherwise; 404 for a key it does not hold).
 */
export function serveMedia(signer: MediaSigner, rawUrl: string, res: ServerResponse): void {
  const url = new URL(rawUrl, "http://platform.invalid");
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(MEDIA_PREFIX.length));
  } catch {
    throw new HttpError(404, { errorMessage: "Not found" });
  }
  const media = Object.hasOwn(MEDIA_FILES, key) ? MEDIA_FILES[key] : undefined;
  if (!media) throw new HttpError(404, { errorMessage: "Not found" });
  if (!signer.verify(key, url.searchParams.get("Expires"), url.searchParams.get("Signature"))) {
    throw new HttpError(403, { errorMessage: "This media address is not signed or has expired" });
  }
  const file = path.join(MEDIA_DIR, media.file);
  const size = fs.statSync(file).size;
  streamFile(res, file, {
    "Content-Type": media.contentType,
    "Content-Length": String(size),
    "Cache-Control": "private, max-age=3600",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "cross-origin",
  });
}

const videoSignRequest = requestOf("videoSign", signSchema);

/** Video URL signing (spec 02 section 3): objectKeys in; signedObjectKeys and expires out. */
export function mediaRoutes(
  deps: Pick<ActionDeps, "publicUrl" | "entitlements">,
  signer: MediaSigner,
): RouteTable {
  return {
    ...mount("videoSign", async (req, res, { session }) => {
      const user = requireUser(session);
      const { objectKeys } = parseAction(videoSignRequest, await readActionBody(req));
      // Every key must be course media the user may watch: enrolled in its course, or an admin.
      for (const key of objectKeys) {
        const media = Object.hasOwn(MEDIA_FILES, key) ? MEDIA_FILES[key] : undefined;
        if (!media) throw new HttpError(404, { errorMessage: "Media not found" });
        deps.entitlements.requireCourse(user, media.courseId, { admins: true });
      }
      let expires = 0;
      const signedObjectKeys = Object.fromEntries(
        objectKeys.map((key) => {
          const signed = signer.sign(key, deps.publicUrl());
          expires = signed.expires;
          return [key, signed.url];
        }),
      );
      sendJson(res, 200, { signedObjectKeys, expires });
    }),
  };
}
