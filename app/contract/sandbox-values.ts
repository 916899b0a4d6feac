/**
 * The sandboxes' plain values (spec 02 sections 3, 8, 9): types, texts, the publish schedule and
 * the offline store's file shape. Zod-free: the sandbox UI, the BFF and the platform read them here.
 * The run schedule is CODE_RUN_POLLING (code-values.ts): spec 02 gives code and sandbox runs one row.
 */
import type { PollSchedule } from "./code-values";

/** Spec 02 section 3, in the spec's order. */
export const SANDBOX_TYPES = [
  "WEB",
  "PLAYGROUND",
  "LOCAL_SQL",
  "JUPYTER_NOTEBOOK",
  "PYTHON",
] as const;
export type SandboxType = (typeof SANDBOX_TYPES)[number];

export function isSandboxType(value: unknown): value is SandboxType {
  return typeof value === "string" && (SANDBOX_TYPES as readonly string[]).includes(value);
}

/** Spec 02 section 8. */
export const SANDBOX_TEXTS = {
  runWithoutAnswer: "Something went wrong!",
  publishFailed: "Publishing failed. Try again!",
  /**
   * Above a shared copy, outside its preview (ours, issue 30, decision 036): a shared page is a
   * user's work under our header, and may pose as our login.
   */
  sharedByUser:
    "Made by a user of this site, not by us. Do not type passwords, passcodes or card details into it.",
  /** A visitor's share refused (429): visitors' shares together hold SANDBOX_SHARE_LIMITS.anonymousTotalBytes. */
  sharesFull: "Visitors' shares are full for now. Log in to share, or try again later.",
  /** A visitor's share refused (429): one address holds SANDBOX_SHARE_LIMITS.anonymousBytesPerAddress. */
  sharesFullForAddress:
    "Shares from your address are full for now. Log in to share, or try again later.",
} as const;

/** Publish status: 3000 ms, 6000 ms after 5 polls, 15 polls (spec 02 section 9). */
export const PUBLISH_POLLING: PollSchedule = {
  delayMs: 3000,
  laterDelayMs: 6000,
  changeAfter: 5,
  maxPolls: 15,
};

/** One file as the sandbox store keeps it (spec 02 section 3: a map of file name to id and code). */
export interface SandboxFile {
  id: string;
  code: string;
}
/** File name → file, the sandbox store's `files`. */
export type SandboxFiles = Record<string, SandboxFile>;

/** One file on the wire (spec 02 section 3, "Sandbox files: fileName, code"). */
export interface SandboxWireFile {
  fileName: string;
  code: string;
}

/** The sandbox store's record (spec 02 section 3), keyed by sandboxDraftKey (code-values.ts). */
export interface SandboxDraft {
  problemId?: string;
  sandboxId: string;
  sandboxType: SandboxType;
  files: SandboxFiles;
  /**
   * An author's: the savedAt of the platform draft these files were edited from. A page whose
   * draft was saved since (another tab, a save replayed after a login) opens the platform's.
   */
  base?: string;
}

/** The JUPYTER_NOTEBOOK sandbox keeps its notebook (nbformat 4 JSON) in this one file (ours). */
export const NOTEBOOK_FILE_NAME = "notebook.ipynb";

/** The sandbox types that run on the platform (athena-service/sandbox/run); the others run in the browser. */
export const SERVER_RUN_SANDBOX_TYPES = [
  "PLAYGROUND",
  "PYTHON",
] as const satisfies readonly SandboxType[];

/** Publish job statuses (nebula-draft-service/problem/get-publish-status; ours: the spec shows no payload). */
export const PUBLISH_STATUSES = ["IN_PROGRESS", "PUBLISHED", "FAILED"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
/** The publish poller stops on any status but this one. */
export const PENDING_PUBLISH_STATUS: PublishStatus = "IN_PROGRESS";

/** What the browser posts to POST /api/sandbox as `intent` (docs/contract.md, "Sandboxes"). */
export const SANDBOX_INTENTS = [
  "run",
  "status",
  "notebook-run",
  "kernel-reset",
  "share",
  "delete-file",
  "save-draft",
  "publish",
  "publish-status",
] as const;
export type SandboxIntent = (typeof SANDBOX_INTENTS)[number];

/**
 * Bounds of what a sandbox call may carry (ours): the BFF refuses bigger bodies before any call,
 * the platform refuses them again. `formBytes` is the BFF's limit of one posted form.
 */
export const SANDBOX_LIMITS = {
  files: 30,
  fileNameChars: 100,
  /** The code of all files together. */
  totalChars: 100_000,
  /** One notebook cell. */
  cellChars: 20_000,
  inputChars: 16_000,
  formBytes: 512 * 1024,
} as const;

/**
 * Shares (ours, issue 30, docs/decisions/036): a visitor's (no login) share expires after
 * anonymousTtlMs (then its page is not found, and the platform's sweep, every sweepEveryMs,
 * deletes it); visitors' live shares together hold at most anonymousTotalBytes of files (JSON),
 * past it a visitor's share is refused 429 (SANDBOX_TEXTS.sharesFull). One client address (an
 * IPv6 /64) holds at most anonymousBytesPerAddress of them (a sixteenth: issue 41, one address
 * filled the total in half an hour), past it 429 (SANDBOX_TEXTS.sharesFullForAddress). Only live
 * shares count, and the same files are stored once, whatever sandbox they are shared from. A
 * signed-in learner's share has no expiry and is not counted.
 */
export const SANDBOX_SHARE_LIMITS = {
  anonymousTtlMs: 7 * 24 * 60 * 60 * 1000,
  anonymousTotalBytes: 64 * 1024 * 1024,
  anonymousBytesPerAddress: 4 * 1024 * 1024,
  sweepEveryMs: 60 * 60 * 1000,
} as const;

/** The kernel of a JUPYTER_NOTEBOOK session (ours, docs/decisions/015-sandboxes.md). */
export const NOTEBOOK_KERNEL_LIMITS = {
  /** Cells kept in a kernel's history (replayed before each new cell); older ones are dropped. */
  cells: 50,
  /** Characters of history kept; past it the oldest cells are dropped. */
  historyChars: 100_000,
  /** A kernel unused this long is forgotten (its state is lost, like a stopped kernel). */
  idleMs: 30 * 60 * 1000,
} as const;

/** The page path prefixes of sandboxes (spec 02 section 2). */
export const SANDBOX_PAGE_PREFIX = "/web-sandbox/";
export const SANDBOX_EMBED_PREFIX = "/codesandbox/embed/";

/** Where a shared copy opens (the answer's sharedLink): a path, so any origin serves it. */
export function sandboxSharedPath(shareId: string): string {
  return `${SANDBOX_PAGE_PREFIX}shared/${encodeURIComponent(shareId)}`;
}

/** A file name a sandbox accepts: no path separators beyond one folder level, no dot-dot, no control characters. */
export const SANDBOX_FILE_NAME =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)?[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** A problem's difficulty as the problem builder offers it (spec 02 section 3). */
export const PROBLEM_DIFFICULTIES = ["EASY", "MEDIUM", "HARD"] as const;
export type ProblemDifficulty = (typeof PROBLEM_DIFFICULTIES)[number];

/** Bounds of a problem's metadata (ours): the builder, the BFF and the platform check the same. */
export const PROBLEM_METADATA_LIMITS = {
  titleChars: 120,
  statementChars: 10_000,
  tags: 10,
  tagChars: 30,
} as const;

/**
 * A problem's metadata (ours, docs/contract.md "Sandboxes"): what the problem builder edits
 * (PROBLEM_BUILDER), an author's draft of it (DRAFT_PROBLEM_METADATA) and the published one.
 */
export interface SandboxProblemMetadata {
  title: string;
  difficulty: ProblemDifficulty;
  /** Plain text; line breaks are kept. */
  statement: string;
  tags: string[];
}

/** The builder's and the platform's words for metadata that is not valid. */
export const PROBLEM_METADATA_TEXTS = {
  titleRequired: "Give the problem a title",
  titleTooLong: `The title may be at most ${PROBLEM_METADATA_LIMITS.titleChars} characters`,
  difficulty: "Choose EASY, MEDIUM or HARD",
  statementRequired: "Write the problem statement",
  statementTooLong: `The statement may be at most ${PROBLEM_METADATA_LIMITS.statementChars} characters`,
  tooManyTags: `At most ${PROBLEM_METADATA_LIMITS.tags} tags`,
  tagTooLong: `A tag may be at most ${PROBLEM_METADATA_LIMITS.tagChars} characters`,
} as const;

/**
 * The pending kinds of an author's sandbox work (spec 02 section 3), kept in the tab across a
 * login: DRAFT_CODE_SANDBOX_DATA (a Save draft of the files), DRAFT_PROBLEM_METADATA (a save of
 * the problem builder: metadata and files) and PROBLEM_BUILDER (the builder open, with what was
 * typed in it).
 */
export const SANDBOX_PENDING_KINDS = [
  "DRAFT_CODE_SANDBOX_DATA",
  "DRAFT_PROBLEM_METADATA",
  "PROBLEM_BUILDER",
] as const;
export type SandboxPendingKind = (typeof SANDBOX_PENDING_KINDS)[number];
