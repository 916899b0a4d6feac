import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { UpstreamCallName } from "~/contract/calls";
import { CODE_TEXTS, LANGUAGE_IDS } from "~/contract/code-values";
import {
  SANDBOX_INTENTS,
  SANDBOX_LIMITS,
  SANDBOX_TEXTS,
  SANDBOX_TYPES,
  cellSourceSchema,
  kernelIdSchema,
  problemMetadataSchema,
  sandboxFileNameSchema,
  sandboxFilesSchema,
  sandboxIdSchema,
  serverRunTypeSchema,
  type SandboxIntent,
} from "~/contract/sandbox";
import { callIntent, fieldsOf, type IntentCallResult } from "../intent-call.server";

/**
 * The sandbox calls on the learner's behalf (spec 02 section 7, "Code service" and "Drafts and
 * publishing"). The browser names no path: each intent maps to one catalogue entry, and the BFF
 * checks the body (files bounded by SANDBOX_LIMITS) before any call.
 */
const CALL_OF: Record<SandboxIntent, UpstreamCallName> = {
  run: "sandboxRun",
  status: "sandboxStatus",
  "notebook-run": "sandboxKernelRun",
  "kernel-reset": "sandboxKernelReset",
  share: "sandboxCodeShare",
  "delete-file": "sandboxDeleteFile",
  "save-draft": "sandboxDraftSave",
  publish: "sandboxPublish",
  "publish-status": "publishStatus",
};

/** Every intent but share needs a signed-in learner (shares are open like the compiler's). */
const VISITOR_INTENTS = new Set<SandboxIntent>(["share"]);
/** The human check when enabled (spec 02 section 5: captcha action "compiler" for code shares). */
const CAPTCHA_INTENTS = new Set<SandboxIntent>(["share"]);
/** Authors' calls: their failures read "Publishing failed. Try again!" (spec 02 section 8). */
const PUBLISH_INTENTS = new Set<SandboxIntent>(["save-draft", "publish", "publish-status"]);

export const LOGIN_TO_USE_SANDBOX = "Log in to run and save your sandbox.";
export const AUTHORS_ONLY_MESSAGE = "Only authors can publish this sandbox.";

const field = (name: string, max: number) =>
  z
    .string({ required_error: `Send ${name}` })
    .min(1, `Send ${name}`)
    .max(max, `${name} may be at most ${max} characters`);

/** A field of JSON text, read and then checked like upstream does. */
const jsonField = <T extends z.ZodTypeAny>(what: string, invalid: string, schema: T) =>
  z
    .string({ required_error: `Send the ${what}` })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The files field: JSON text of SandboxWireFile[]. */
const files = jsonField("sandbox's files", "The files are not valid JSON", sandboxFilesSchema);
/** A problem's sandbox: the problem builder's metadata (DRAFT_PROBLEM_METADATA), JSON text. */
const problemMetadata = jsonField(
  "problem's metadata",
  "The problem's metadata is not valid JSON",
  problemMetadataSchema,
).optional();

const sandboxId = sandboxIdSchema;

/** What the browser may post per intent: only the fields the catalogue call takes. */
const BODIES: Record<SandboxIntent, z.ZodTypeAny> = {
  run: z.object({
    sandboxId,
    sandboxType: serverRunTypeSchema,
    files,
    entryFile: sandboxFileNameSchema,
    languageId: z.enum(LANGUAGE_IDS, { message: "Choose a language" }),
    input: z.string().max(SANDBOX_LIMITS.inputChars).optional(),
  }),
  status: z.object({ runId: field("runId", 200) }),
  "notebook-run": z.object({
    sandboxId,
    kernelId: kernelIdSchema,
    source: cellSourceSchema,
  }),
  "kernel-reset": z.object({ kernelId: kernelIdSchema }),
  share: z.object({
    sandboxId,
    sandboxType: z.enum(SANDBOX_TYPES, { message: "Unknown sandbox type" }),
    files,
  }),
  "delete-file": z.object({ sandboxId, fileName: sandboxFileNameSchema }),
  "save-draft": z.object({ sandboxId, files, problemMetadata }),
  publish: z.object({ sandboxId, files, problemMetadata }),
  "publish-status": z.object({ publishId: field("publishId", 200) }),
};

export function isSandboxIntent(value: unknown): value is SandboxIntent {
  return typeof value === "string" && (SANDBOX_INTENTS as readonly string[]).includes(value);
}

export function isVisitorIntent(intent: SandboxIntent): boolean {
  return VISITOR_INTENTS.has(intent);
}

/** The first problem of a body, naming the field when zod's own words do not. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return CODE_TEXTS.failure;
  const where = issue.path.join(".");
  if (issue.code !== "invalid_type" || !where) return issue.message;
  return issue.received === "undefined"
    ? `Send ${where}`
    : `${where} should be ${issue.expected}, not ${issue.received}`;
}

function failureText(intent: SandboxIntent): string {
  return PUBLISH_INTENTS.has(intent) ? SANDBOX_TEXTS.publishFailed : CODE_TEXTS.failure;
}

/** One sandbox call for an already CSRF-checked form. */
export async function runSandboxIntent(
  context: AppLoadContext,
  intent: SandboxIntent,
  form: FormData,
  signedIn: boolean,
): Promise<IntentCallResult> {
  if (!VISITOR_INTENTS.has(intent) && !signedIn) {
    return { ok: false, status: 401, message: LOGIN_TO_USE_SANDBOX, login: true };
  }
  const parsed = BODIES[intent].safeParse(fieldsOf(form));
  if (!parsed.success) return { ok: false, status: 400, message: problemOf(parsed.error) };
  return callIntent(context, {
    call: CALL_OF[intent],
    body: parsed.data,
    form,
    captcha: CAPTCHA_INTENTS.has(intent),
    area: "sandbox",
    intent,
    loginMessage: LOGIN_TO_USE_SANDBOX,
    forbiddenMessage: AUTHORS_ONLY_MESSAGE,
    failureMessage: failureText(intent),
  });
}
