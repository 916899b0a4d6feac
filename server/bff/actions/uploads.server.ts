import { z } from "zod";
import { answer, fieldErrorsOf, failureStatus, invalidInput } from "./answers.server";
import { callForAction } from "./call.server";
import { CHOOSE_A_FILE, type UploadKind } from "~/contract/uploads";
import { UPLOAD_TEXTS } from "~/contract/action-texts";
import { checkFile, uploadFile } from "./files.server";
import { fileFieldNames, requestObjectOf, visitorFiles } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionContext, ActionHandler } from "./types.server";
import type { UpstreamError } from "../upstream-error.server";
import type { CallBody } from "../upstream-client.server";

/**
 * PROFILE_IMAGE_UPLOAD and RESUME_UPLOAD (spec 02 section 8): the file goes to /api/v1/upload,
 * its url to the user's profile. Texts: "Image Uploaded!" (or the server's message) / "Image
 * Upload Failed"; "Resume Uploaded!" / "Resume Upload Failed". A refused file names its field.
 */
interface UploadFlow {
  kind: UploadKind;
  success: string;
  failure: string;
  /** The profile call once the file is stored. */
  save(url: string, ctx: ActionContext): SaveCall;
}

/** The profile call of the catalogue that keeps the stored file's address. */
type SaveCall = ["profileImage", CallBody<"profileImage">] | ["resume", CallBody<"resume">];

const ratio = z.coerce.number().positive().max(100).catch(1);

const FLOWS: Record<string, UploadFlow> = {
  PROFILE_IMAGE_UPLOAD: {
    kind: "PROFILE_IMAGE",
    success: UPLOAD_TEXTS.imageUploaded,
    failure: UPLOAD_TEXTS.imageFailed,
    save(url, ctx) {
      const typed = Object.fromEntries(
        ["aspectRatioX", "aspectRatioY"].map((name) => [name, ctx.form.get(name)]),
      );
      const fromAction = requestObjectOf(ctx.action);
      return [
        "profileImage",
        {
          url,
          aspectRatioX: ratio.parse(typed.aspectRatioX ?? fromAction.aspectRatioX ?? 1),
          aspectRatioY: ratio.parse(typed.aspectRatioY ?? fromAction.aspectRatioY ?? 1),
        },
      ];
    },
  },
  RESUME_UPLOAD: {
    kind: "RESUME",
    success: UPLOAD_TEXTS.resumeUploaded,
    failure: UPLOAD_TEXTS.resumeFailed,
    save: (url) => ["resume", { resumeUrl: url }],
  },
};

/** A file input with nothing chosen arrives as an empty text part under the input's name. */
function emptyField(values: Record<string, string> | undefined): string | undefined {
  return Object.entries(values ?? {}).find(([, value]) => value === "")?.[0];
}

export const handleUpload: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const flow = FLOWS[ctx.intent];
  const chosen = visitorFiles(ctx.form);
  const field =
    chosen[0]?.name ?? fileFieldNames(ctx.form)[0] ?? emptyField(subject.values) ?? "file";
  if (!flow || chosen.length !== 1) {
    return invalidInput(subject, { [field]: CHOOSE_A_FILE }, flow?.failure);
  }
  const { file } = chosen[0];
  const checked = await checkFile(file, flow.kind);
  if (!checked.ok) {
    return answer(
      { ...subject, ok: false, message: flow.failure, fieldErrors: { [field]: checked.message } },
      checked.status,
    );
  }
  const failed = (error: UpstreamError, setCookies: string[]) => {
    const serverText = error.kind === "http" ? error.message.trim() : "";
    const fieldErrors = { ...fieldErrorsOf(error.errors) };
    if (serverText && !fieldErrors[field]) fieldErrors[field] = serverText;
    return answer(
      { ...subject, ok: false, message: flow.failure, fieldErrors },
      failureStatus(error),
      setCookies,
    );
  };
  const stored = await uploadFile(ctx, file, flow.kind, checked.type);
  if (!stored.result.ok) return failed(stored.result.error, stored.setCookies);
  const [name, body] = flow.save(stored.result.data.url, ctx);
  const saved = await callForAction(ctx, name, { body });
  const setCookies = [...stored.setCookies, ...saved.setCookies];
  if (!saved.result.ok) return failed(saved.result.error, setCookies);
  return answer(
    {
      intent: subject.intent,
      formId: subject.formId,
      ok: true,
      message: flow.kind === "PROFILE_IMAGE" ? (saved.result.data ?? flow.success) : flow.success,
    },
    200,
    setCookies,
  );
};
