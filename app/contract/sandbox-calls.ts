import type { CatalogueEntry } from "./catalogue-entry";
import {
  deleteFileAnswerSchema,
  deleteFileRequestSchema,
  draftSaveAnswerSchema,
  draftSaveRequestSchema,
  emptyAnswerSchema,
  kernelResetRequestSchema,
  kernelRunRequestSchema,
  mySandboxesAnswerSchema,
  mySandboxesRequestSchema,
  publishAnswerSchema,
  publishRequestSchema,
  publishStatusRequestSchema,
  publishStatusSchema,
  sandboxRunAnswerSchema,
  sandboxRunRequestSchema,
  sandboxShareAnswerSchema,
  sandboxShareRequestSchema,
  sandboxStatusRequestSchema,
  sandboxStatusSchema,
} from "./sandbox";

/**
 * The sandbox calls of the catalogue (spec 02 section 7, "Code service" and "Drafts and
 * publishing"). Three paths are ours, in the spec's style, because the spec shows none for what
 * they do: the notebook kernel's run and reset, and the author's draft save (docs/contract.md,
 * "Sandboxes").
 */
export const SANDBOX_CALLS = {
  sandboxRun: {
    path: "/api/v1/athena-service/sandbox/run",
    method: "POST",
    host: "code",
    login: "required",
    reachedBy: "bff",
    request: sandboxRunRequestSchema,
    answer: sandboxRunAnswerSchema,
  },
  sandboxStatus: {
    path: "/api/v1/athena-service/sandbox/status",
    method: "POST",
    host: "code",
    login: "required",
    reachedBy: "bff",
    request: sandboxStatusRequestSchema,
    answer: sandboxStatusSchema,
  },
  sandboxCodeShare: {
    path: "/api/v1/athena-service/sandbox/code-share",
    method: "POST",
    host: "code",
    login: "optional",
    reachedBy: "bff",
    request: sandboxShareRequestSchema,
    answer: sandboxShareAnswerSchema,
  },
  /** Ours. */
  sandboxKernelRun: {
    path: "/api/v1/athena-service/sandbox/kernel/run",
    method: "POST",
    host: "code",
    login: "required",
    reachedBy: "bff",
    request: kernelRunRequestSchema,
    answer: sandboxRunAnswerSchema,
  },
  /** Ours. */
  sandboxKernelReset: {
    path: "/api/v1/athena-service/sandbox/kernel/reset",
    method: "POST",
    host: "code",
    login: "required",
    reachedBy: "bff",
    request: kernelResetRequestSchema,
    answer: emptyAnswerSchema,
  },
  sandboxDeleteFile: {
    path: "/api/v1/nebula-code-sandbox-service/codesandbox/delete/file",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: deleteFileRequestSchema,
    answer: deleteFileAnswerSchema,
  },
  /** Ours. */
  sandboxDraftSave: {
    path: "/api/v1/nebula-code-sandbox-service/codesandbox/draft/save",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: draftSaveRequestSchema,
    answer: draftSaveAnswerSchema,
  },
  /** Ours (issue 32): the signed-in learner's sandboxes, for /user/sandboxes. */
  mySandboxes: {
    path: "/api/v1/nebula-code-sandbox-service/codesandbox/mine",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: mySandboxesRequestSchema,
    answer: mySandboxesAnswerSchema,
  },
  sandboxPublish: {
    path: "/api/v1/nebula-code-sandbox-service/codesandbox/publish",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: publishRequestSchema,
    answer: publishAnswerSchema,
  },
  publishStatus: {
    path: "/api/v1/nebula-draft-service/problem/get-publish-status",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: publishStatusRequestSchema,
    answer: publishStatusSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
