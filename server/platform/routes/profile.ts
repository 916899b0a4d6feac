import { mount, requestOf } from "../http/mount";
import { z } from "zod";
import { UPLOAD_TEXTS } from "~/contract/action-texts";
import type { UploadType } from "../db/uploads";
import type { UserRecord } from "../db/users";
import {
  actionError,
  optionalText,
  parseAction,
  readActionBody,
  requiredText,
  requireUser,
} from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { uploadNameOf } from "../uploads/rules";
import { nowOf, type ActionDeps } from "./action-deps";

const UPLOAD_FIRST = "Upload the file first";

const profileSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  headLine: optionalText(200),
  company: optionalText(200),
  designation: optionalText(200),
});

const aspectRatio = z.number().finite().positive().max(100);

const profileImageSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  aspectRatioX: aspectRatio.default(1),
  aspectRatioY: aspectRatio.default(1),
});

const resumeSchema = z.object({ resumeUrl: z.string().trim().min(1).max(2000) });

/** The address of an upload of this kind made by this user, or 400 naming the field. */
function ownUpload(
  deps: ActionDeps,
  user: UserRecord,
  url: string,
  kind: UploadType,
  field: string,
): string {
  const name = uploadNameOf(url);
  const upload = name ? deps.uploads.find(name) : undefined;
  if (!upload || upload.userId !== user.id || upload.uploadType !== kind) {
    throw actionError(400, UPLOAD_FIRST, { [field]: UPLOAD_FIRST });
  }
  return url;
}

const profileSubmitRequest = requestOf("profileSubmit", profileSchema);
const profileImageRequest = requestOf("profileImage", profileImageSchema);
const resumeRequest = requestOf("resume", resumeSchema);

/** PROFILE_SUBMIT, the profile image and the resume (spec 02 section 7, "Media and user"). */
export function profileRoutes(deps: ActionDeps): RouteTable {
  return {
    ...mount("profileSubmit", async (req, res, { session }) => {
      const user = requireUser(session);
      const profile = parseAction(profileSubmitRequest, await readActionBody(req));
      const now = nowOf(deps);
      deps.db.transaction(() => {
        deps.users.update(
          user.id,
          {
            firstName: profile.firstName,
            lastName: profile.lastName,
            isPersonalInfoPresent: true,
          },
          now,
        );
        deps.members.addProfile(user.id, profile, now);
      })();
      sendJson(res, 200, {
        status: "SUCCESS",
        statusMessage: "Profile saved",
        reloadPage: false,
      });
    }),
    ...mount("profileImage", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(profileImageRequest, await readActionBody(req));
      const url = ownUpload(deps, user, input.url, "PROFILE_IMAGE", "url");
      deps.users.update(
        user.id,
        {
          image: {
            url,
            altText: "Profile photo",
            aspectRatioX: input.aspectRatioX,
            aspectRatioY: input.aspectRatioY,
          },
        },
        nowOf(deps),
      );
      sendJson(res, 200, { message: UPLOAD_TEXTS.imageUploaded });
    }),
    ...mount("resume", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(resumeRequest, await readActionBody(req));
      const url = ownUpload(deps, user, input.resumeUrl, "RESUME", "resumeUrl");
      deps.uploads.setResume(user.id, url, nowOf(deps));
      sendJson(res, 200, { message: UPLOAD_TEXTS.resumeUploaded });
    }),
  };
}
