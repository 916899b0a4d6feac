import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { z } from "zod";

/**
 * Test-mode controls (PLATFORM_TEST_MODE=1 only): the BFF's integration tests read what the BFF
 * forwarded and make the page endpoint misbehave on purpose.
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
  private readonly byRequest = new WeakMap<IncomingMessage, RecordedRequest>();

  /** Remembers a non-test request; node already gives header names in lower case. */
  record(req: IncomingMessage, path: string): void {
    this.lastRequest = { method: req.method ?? "GET", path, headers: { ...req.headers } };
    this.byRequest.set(req, this.lastRequest);
  }

  /** Adds the parsed body to that request's record (even if another request came in since). */
  attachBody(req: IncomingMessage, body: unknown): void {
    const record = this.byRequest.get(req);
    if (record) record.body = body;
  }

  setBehaviour(input: z.infer<typeof behaviourRequestSchema>): Behaviour {
    this.behaviour = {
      mode: input.mode,
      delayMs: input.mode === "slow" ? (input.delayMs ?? DEFAULT_SLOW_DELAY_MS) : 0,
    };
    return this.behaviour;
  }

  reset(): void {
    this.behaviour = { mode: "normal", delayMs: 0 };
    this.lastRequest = undefined;
  }
}
