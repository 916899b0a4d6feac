import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { z } from "zod";

/**
 * Test-mode controls (PLATFORM_TEST_MODE=1 only): the BFF's integration tests read what the BFF
 * forwarded, make the page endpoint misbehave on purpose, read passcodes and move time.
 */
export const BEHAVIOUR_MODES = ["normal", "slow", "error500", "garbage", "empty"] as const;
export type BehaviourMode = (typeof BEHAVIOUR_MODES)[number];

export const DEFAULT_SLOW_DELAY_MS = 2000;

export const behaviourRequestSchema = z.object({
  mode: z.enum(BEHAVIOUR_MODES),
  delayMs: z.number().int().min(0).max(120_000).optional(),
});

export interface Behaviour {
  mode: BehaviourMode;
  delayMs: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, once the route has read it. */
  body?: unknown;
}

export class TestControls {
  behaviour: Behaviour = { mode: "normal", delayMs: 0 };
  lastRequest: RecordedRequest | undefined;
  /** The last page call (POST /api/v1/page): other calls a page makes may come after it. */
  lastPageCall: RecordedRequest | undefined;
  /** Added to the real time by the platform's clock (POST /__test/advance-clock). */
  clockOffsetMs = 0;
  /** The last code sent to each identity; only here, in memory, never in the database. */
  readonly latestCodes = new Map<string, { otp: string; requestId: string }>();
  /** The last sign-in link sent to each identity, likewise only in memory (issue 41). */
  readonly latestLinks = new Map<string, { url: string; token: string }>();
  /**
   * Every "METHOD path" asked since the start (never reset: tests running beside each other all
   * add to it), so a test can prove the BFF called only what the call catalogue lists.
   */
  readonly seenCalls = new Set<string>();
  /**
   * Page calls (POST /api/v1/page) per pageUri since the start, never reset: the page-answer cache's
   * tests count the calls a page cost.
   */
  readonly pageCalls = new Map<string, number>();
  private readonly byRequest = new WeakMap<IncomingMessage, RecordedRequest>();

  /** Remembers a non-test request; node already gives header names in lower case. */
  record(req: IncomingMessage, path: string): void {
    this.lastRequest = { method: req.method ?? "GET", path, headers: { ...req.headers } };
    this.seenCalls.add(`${this.lastRequest.method} ${path}`);
    this.byRequest.set(req, this.lastRequest);
  }

  /** Adds the parsed body to that request's record (even if another request came in since). */
  attachBody(req: IncomingMessage, body: unknown): void {
    const record = this.byRequest.get(req);
    if (record) record.body = body;
  }

  /** Counts one page call by the pageUri of its body (as sent, before normalising). */
  countPageCall(req: IncomingMessage, body: unknown): void {
    this.lastPageCall = this.byRequest.get(req);
    const uri = (body as { pageUri?: unknown } | null)?.pageUri;
    if (typeof uri === "string") this.pageCalls.set(uri, (this.pageCalls.get(uri) ?? 0) + 1);
  }

  setBehaviour(input: z.infer<typeof behaviourRequestSchema>): Behaviour {
    this.behaviour = {
      mode: input.mode,
      delayMs: input.mode === "slow" ? (input.delayMs ?? DEFAULT_SLOW_DELAY_MS) : 0,
    };
    return this.behaviour;
  }

  rememberCode(identity: string, otp: string, requestId: string): void {
    this.latestCodes.set(identity, { otp, requestId });
  }

  rememberLink(identity: string, url: string, token: string): void {
    this.latestLinks.set(identity, { url, token });
  }

  /** Normal behaviour, no recorded request, real time, no remembered codes. */
  /** Back to normal; the remembered codes of `identities` only, when named. */
  reset(identities?: readonly string[]): void {
    this.behaviour = { mode: "normal", delayMs: 0 };
    this.lastRequest = undefined;
    this.lastPageCall = undefined;
    this.clockOffsetMs = 0;
    if (!identities) {
      this.latestCodes.clear();
      this.latestLinks.clear();
    } else {
      for (const identity of identities) {
        this.latestCodes.delete(identity);
        this.latestLinks.delete(identity);
      }
    }
  }
}
