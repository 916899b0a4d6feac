import { createHash, randomBytes } from "node:crypto";
import {
  SANDBOX_PAGE_PREFIX,
  SANDBOX_SHARE_LIMITS,
  SANDBOX_TEXTS,
  sandboxSharedPath,
  type SandboxProblemMetadata,
  type SandboxType,
  type SandboxWireFile,
} from "~/contract/sandbox-values";
import { MY_SANDBOXES_LIMIT } from "~/contract/my-sandboxes";
import { isoAt, type Clock } from "../clock";
import type { SandboxRepository } from "../db/sandboxes";
import type { UserRecord } from "../db/users";
import { TOO_MANY_RUNS } from "~/contract/code-values";
import type { ExecutionPool, RunAdmission } from "../execution/types";
import { RUNNER_FAILED, verdictOfRun } from "../practice/judge";
import type { KernelStore } from "./kernels";
import { cellResultOf, notebookProgram } from "./notebook-program";
import { isAwaitingInput } from "../practice/awaiting-input";
import { learnerTraceback, sandboxProgram } from "./programs";
import type { SandboxRunRecord, SandboxRunResult, SandboxRunStore } from "./runs";

export const UNKNOWN_SANDBOX = "This sandbox does not exist";
export const ENTRY_NOT_FOUND = "The entry file is not among the files";
export const WRONG_SANDBOX_TYPE = "This sandbox is of another type";
export const AUTHORS_ONLY = "Only authors can change a sandbox";
export const FILE_NOT_FOUND = "This file is not in the sandbox";
export const LAST_FILE = "A sandbox keeps at least one file";
export const PUBLISH_NOT_FOUND = "This publish does not exist";
export const NOT_A_PROBLEM = "This sandbox belongs to no problem: it has no problem metadata";
/** How long a publish job takes on the reference platform (the poller's first look finds it done). */
export const PUBLISH_DELAY_MS = 1500;

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A draft save's or a publish's body (docs/contract.md "Sandboxes"). */
interface DraftBody {
  sandboxId: string;
  files: SandboxWireFile[];
  problemMetadata?: SandboxProblemMetadata;
}

/** What visitors' shares may hold, and how often expired ones are deleted (decision 036). */
export type SandboxShareLimits = {
  -readonly [K in keyof typeof SANDBOX_SHARE_LIMITS]: number;
};

export interface SandboxServiceDeps {
  pool: ExecutionPool;
  runs: SandboxRunStore;
  kernels: KernelStore;
  sandboxes: SandboxRepository;
  clock: Clock;
  publishDelayMs?: number;
  shareLimits?: Partial<SandboxShareLimits>;
}

/** Admins are the reference platform's authors (they alone may publish, decision 015). */
export const isAuthor = (user: UserRecord | undefined): boolean => Boolean(user?.isAdmin);

/**
 * Sandbox runs, notebook kernels, shares, authors' drafts and publishing (docs/contract.md,
 * "Sandboxes"). Runs answer at once with an id and go on in the background through the practice
 * execution pool, like practice runs (CREATED → QUEUED → RUNNING → ACCEPTED or REJECTED).
 */
export function createSandboxService(deps: SandboxServiceDeps) {
  const { pool, runs, kernels, sandboxes, clock } = deps;
  const now = () => isoAt(clock());
  const shareLimits: SandboxShareLimits = { ...SANDBOX_SHARE_LIMITS, ...deps.shareLimits };

  const startRun = (
    kind: SandboxRunRecord["kind"],
    userId: string,
    languageId: string,
    work: (admission: RunAdmission, onStart: () => void) => Promise<SandboxRunResult>,
  ): SandboxRunRecord => {
    // One of the learner's pending places, shared with practice and compiler runs (decision 033).
    const admission = pool.admit({ kind: "user", userId });
    if (!admission) throw new SandboxError(429, TOO_MANY_RUNS);
    const run = runs.create(kind, userId, languageId);
    const stats = pool.stats();
    const waiting = stats.queued + (stats.judge0Waiting ?? 0);
    run.status = stats.busy >= stats.size || waiting > 0 ? "QUEUED" : "CREATED";
    runs.save(run);
    void work(admission, () => {
      run.status = "RUNNING";
      runs.save(run);
    })
      .catch((): SandboxRunResult => ({ status: "REJECTED", message: RUNNER_FAILED }))
      .then((result) => {
        admission.release();
        run.result = result;
        run.status = result.status;
        // Saved (in the database on Judge0, decision 056), then its waiters go on.
        runs.settle(run);
      })
      // Only a database closed by a shutdown fails here; the run then reads as lost.
      .catch(() => {});
    return run;
  };

  const sandboxOf = (sandboxId: string) => {
    sandboxes.settleDueJobs(now());
    const sandbox = sandboxes.find(sandboxId);
    if (!sandbox) throw new SandboxError(404, UNKNOWN_SANDBOX);
    return sandbox;
  };

  const requireAuthor = (user: UserRecord) => {
    if (!isAuthor(user)) throw new SandboxError(403, AUTHORS_ONLY);
  };

  /** Metadata only for a sandbox of a problem; without it a draft keeps the metadata it had. */
  const metadataFor = (
    sandbox: { id: string; problemId?: string },
    metadata: SandboxProblemMetadata | undefined,
  ) => {
    if (metadata && !sandbox.problemId) throw new SandboxError(400, NOT_A_PROBLEM);
    return metadata ?? sandboxes.draftOf(sandbox.id)?.problemMetadata;
  };

  return {
    /** PLAYGROUND and PYTHON: the files as one program (programs.ts), run from entryFile. */
    startRun(
      userId: string,
      body: {
        sandboxId: string;
        sandboxType: "PLAYGROUND" | "PYTHON";
        files: SandboxWireFile[];
        entryFile: string;
        languageId: string;
        input?: string;
      },
    ): SandboxRunRecord {
      const sandbox = sandboxOf(body.sandboxId);
      if (sandbox.sandboxType !== body.sandboxType) throw new SandboxError(400, WRONG_SANDBOX_TYPE);
      if (!body.files.some((file) => file.fileName === body.entryFile)) {
        throw new SandboxError(400, ENTRY_NOT_FOUND);
      }
      const languageId = body.sandboxType === "PYTHON" ? "python3" : body.languageId;
      sandboxes.touchActivity(userId, sandbox.id, languageId, now());
      const request = sandboxProgram(languageId, body.files, body.entryFile, body.input ?? "");
      return startRun("files", userId, languageId, async (admission, onStart) => {
        const verdict = verdictOfRun(await admission.run(request, { onStart }));
        const python = languageId === "python3" || languageId === "pandas";
        if (isAwaitingInput(languageId, verdict.message)) {
          // The output so far ends with the prompt; the learner's line re-runs it (decision 068).
          return {
            status: "REJECTED",
            awaitingInput: true,
            stdout: verdict.stdout,
            ...(verdict.stderr?.trim() ? { stderr: verdict.stderr } : {}),
            timeMs: verdict.timeMs,
          };
        }
        return {
          status: verdict.status,
          stdout: verdict.stdout,
          stderr: verdict.stderr,
          message: python ? learnerTraceback(verdict.message) : verdict.message,
          timeMs: verdict.timeMs,
        };
      });
    },

    /** One notebook cell on the user's kernel; the status answer carries its outputs. */
    startCell(
      userId: string,
      body: { sandboxId: string; kernelId: string; source: string },
    ): SandboxRunRecord {
      const sandbox = sandboxOf(body.sandboxId);
      if (sandbox.sandboxType !== "JUPYTER_NOTEBOOK") {
        throw new SandboxError(400, WRONG_SANDBOX_TYPE);
      }
      sandboxes.touchActivity(userId, sandbox.id, "python3", now());
      return startRun("cell", userId, "python3", async (admission, onStart) => {
        let result: SandboxRunResult = { status: "REJECTED", message: RUNNER_FAILED };
        await kernels.enqueue(userId, body.kernelId, body.source, async (history) => {
          const program = notebookProgram(history, body.source);
          const outcome = await admission.run(
            { languageId: "python3", sourceCode: program.sourceCode, input: "" },
            { onStart },
          );
          const cell = cellResultOf(outcome, program.marker);
          result = {
            status: cell.ok ? "ACCEPTED" : "REJECTED",
            outputs: cell.outputs,
            timeMs: "timeMs" in outcome ? outcome.timeMs : 0,
          };
          return cell.ok;
        });
        return result;
      });
    },

    resetKernel(userId: string, kernelId: string): void {
      kernels.reset(userId, kernelId);
    },

    /** Resolves once the run is final: a start call's wait ends then. */
    settled: (runId: string) => runs.settled(runId),

    run(userId: string, runId: string): SandboxRunRecord | undefined {
      return runs.findOf(userId, runId);
    },

    /**
     * The same files of the same sandbox always give the same share id. A visitor's share (no
     * signed-in user) ends SANDBOX_SHARE_LIMITS.anonymousTtlMs after its latest share, and is
     * refused 429 when visitors' live shares would pass anonymousTotalBytes; a learner's is kept.
     */
    share(
      body: { sandboxId: string; sandboxType: SandboxType; files: SandboxWireFile[] },
      /** The signed-in learner who shares (their share is kept and listed), else a visitor. */
      userId: string | undefined,
      /** The visitor's client address, per /64 (decision 033): its shares hold a fair part only. */
      clientAddress: string,
    ) {
      const signedIn = userId !== undefined;
      // The files alone name the content: the same files from another sandbox are stored once.
      const hash = createHash("sha256")
        .update(JSON.stringify([body.sandboxType, body.files]))
        .digest("base64url");
      const at = clock();
      const stored = sandboxes.share(
        {
          id: hash.slice(0, 12),
          sandboxId: body.sandboxId,
          sandboxType: body.sandboxType,
          files: body.files,
        },
        hash,
        isoAt(at),
        signedIn
          ? undefined
          : {
              expiresAt: isoAt(at + shareLimits.anonymousTtlMs),
              totalBytes: shareLimits.anonymousTotalBytes,
              address: clientAddress,
              addressBytes: shareLimits.anonymousBytesPerAddress,
            },
      );
      if ("refused" in stored) {
        const full = stored.refused === "total" ? "sharesFull" : "sharesFullForAddress";
        throw new SandboxError(429, SANDBOX_TEXTS[full]);
      }
      const shareId = stored.id;
      // A share of a sandbox that exists is work in it (My sandboxes); a stray id is not listed.
      if (userId && sandboxes.find(body.sandboxId)) {
        sandboxes.touchActivity(userId, body.sandboxId, undefined, isoAt(at));
      }
      return { shareId, sharedLink: sandboxSharedPath(shareId) };
    },

    /**
     * Deletes visitors' shares past their end every `sweepEveryMs`, not only when someone shares;
     * returns the stop. A failed sweep is logged and the next one tries again.
     */
    startShareSweep(log: (line: string) => void): () => void {
      const timer = setInterval(() => {
        try {
          sandboxes.deleteExpiredShares(now());
        } catch (error) {
          log(`[platform] share sweep failed: ${String(error)}`);
        }
      }, shareLimits.sweepEveryMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /**
     * An author's delete removes the file from their draft (made from the published files when
     * there is none yet); a learner's files live in their browser, so theirs is accepted and
     * changes nothing here.
     */
    deleteFile(user: UserRecord, body: { sandboxId: string; fileName: string }) {
      const sandbox = sandboxOf(body.sandboxId);
      if (!isAuthor(user)) return { deleted: false };
      const draft = sandboxes.draftOf(sandbox.id);
      const files = draft?.files ?? sandbox.files;
      if (!files.some((file) => file.fileName === body.fileName)) {
        throw new SandboxError(404, FILE_NOT_FOUND);
      }
      if (files.length === 1) throw new SandboxError(409, LAST_FILE);
      sandboxes.saveDraft(
        sandbox.id,
        user.id,
        files.filter((file) => file.fileName !== body.fileName),
        now(),
        draft?.problemMetadata,
      );
      return { deleted: true };
    },

    /** The files (DRAFT_CODE_SANDBOX_DATA) and, for a problem's sandbox, its metadata (DRAFT_PROBLEM_METADATA). */
    saveDraft(user: UserRecord, body: DraftBody) {
      requireAuthor(user);
      const sandbox = sandboxOf(body.sandboxId);
      const savedAt = now();
      const metadata = metadataFor(sandbox, body.problemMetadata);
      sandboxes.saveDraft(sandbox.id, user.id, body.files, savedAt, metadata);
      sandboxes.touchActivity(user.id, sandbox.id, undefined, savedAt);
      return { savedAt };
    },

    /** A publish job: IN_PROGRESS now, PUBLISHED (files copied) PUBLISH_DELAY_MS later. */
    publish(user: UserRecord, body: DraftBody) {
      requireAuthor(user);
      const sandbox = sandboxOf(body.sandboxId);
      const createdAt = clock();
      const publishId = randomBytes(12).toString("base64url");
      const metadata = metadataFor(sandbox, body.problemMetadata);
      sandboxes.saveDraft(sandbox.id, user.id, body.files, isoAt(createdAt), metadata);
      sandboxes.createJob({
        id: publishId,
        sandboxId: sandbox.id,
        userId: user.id,
        files: body.files,
        problemMetadata: metadata,
        createdAt: isoAt(createdAt),
        readyAt: isoAt(createdAt + (deps.publishDelayMs ?? PUBLISH_DELAY_MS)),
      });
      return { publishId };
    },

    publishStatus(user: UserRecord, publishId: string) {
      requireAuthor(user);
      sandboxes.settleDueJobs(now());
      const job = sandboxes.findJob(publishId);
      if (!job) throw new SandboxError(404, PUBLISH_NOT_FOUND);
      return {
        publishId: job.id,
        status: job.status,
        ...(job.finishedAt ? { publishedAt: job.finishedAt } : {}),
      };
    },

    /**
     * My sandboxes (docs/contract.md): where the learner ran, shared or saved code, the latest
     * first, with the language of their last run (else the sandbox's) and the page to open.
     */
    mine(userId: string) {
      return {
        sandboxes: sandboxes.activityOf(userId, MY_SANDBOXES_LIMIT).map((row) => ({
          sandboxId: row.sandbox.id,
          title: row.sandbox.title,
          sandboxType: row.sandbox.sandboxType,
          ...((row.languageId ?? row.sandbox.languageId)
            ? { languageId: row.languageId ?? row.sandbox.languageId }
            : {}),
          changedAt: row.changedAt,
          path: `${SANDBOX_PAGE_PREFIX}${encodeURIComponent(row.sandbox.slug)}`,
        })),
      };
    },

    /** The sandbox as a page shows it (pending publishes settled first). */
    findBySlug(slug: string) {
      sandboxes.settleDueJobs(now());
      return sandboxes.findBySlug(slug);
    },
    /** The published sandboxes a learner starts from (/sandboxes). */
    templates: () => sandboxes.all(),
    draftOf: (sandboxId: string) => sandboxes.draftOf(sandboxId),
    findShare: (shareId: string) => sandboxes.findShare(shareId, now()),
    findSandbox: (sandboxId: string) => sandboxes.find(sandboxId),
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
