import { CODE_RUN_PENDING_CAPS } from "~/contract/code-values";

/**
 * Who a run is for (decision 033): a signed-in user by id, else a visitor by the client address
 * the platform believes (http/client-address.ts). Every run of one identity shares its pending cap
 * and its turn in the queue.
 */
export type RunIdentity = { kind: "user"; userId: string } | { kind: "visitor"; address: string };

/** Runs submitted without an identity (tests, tools) share this one key and have no cap. */
export const ANONYMOUS = "anonymous";

/** Whether a lane is a visitor's (visitors together hold at most their share of the workers). */
export const isVisitorKey = (key: string): boolean => key.startsWith("visitor:");

export function identityKey(identity: RunIdentity | undefined): string {
  if (!identity) return ANONYMOUS;
  return identity.kind === "user" ? `user:${identity.userId}` : `visitor:${identity.address}`;
}

/** How many runs (or submissions) of one identity may be pending at once. */
export function pendingCapOf(identity: RunIdentity): number {
  return CODE_RUN_PENDING_CAPS[identity.kind];
}

interface Lane<J> {
  key: string;
  jobs: J[];
  /** Worker time this identity has been charged, ms (virtual time: only differences matter). */
  charge: number;
  /** When its last turn was (a counter): among equal charges, the one served longest ago goes. */
  servedAt: number;
}

/**
 * The code runner's queue (decision 033): one lane per identity, and the next job is the first of
 * the lane with the least charge, round-robin among equal charges. A lane is charged the worker
 * time its runs take (an estimate at dispatch, corrected at the end) and, for a run that forced its
 * worker to be killed, the reload that follows; so an identity whose runs are long or get killed
 * waits longer for its next turn, and a newcomer (a learner's hello-world) goes next.
 *
 * A lane that goes idle keeps its charge only while that charge is ahead of the queue's virtual
 * time (the charge of the last lane served); coming back, a lane starts at that virtual time, so
 * being idle earns no credit and a penalty is not forgotten by going idle for a moment.
 */
export class FairQueue<J> {
  private readonly lanes = new Map<string, Lane<J>>();
  private virtualTime = 0;
  private turns = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Jobs of this identity still waiting. */
  queuedOf(key: string): number {
    return this.lanes.get(key)?.jobs.length ?? 0;
  }

  push(key: string, job: J): void {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { key, jobs: [], charge: this.virtualTime, servedAt: -1 };
      this.lanes.set(key, lane);
    } else if (lane.jobs.length === 0) {
      lane.charge = Math.max(lane.charge, this.virtualTime);
    }
    lane.jobs.push(job);
    this.count += 1;
  }

  /**
   * Takes the next job: the first of the waiting lane with the least charge (the one served longest
   * ago among equals), charging that lane `estimateMs(job)` now so that a lane with a run in
   * flight waits behind the others until the run's real cost is known (`charge`). Lanes that are
   * not `eligible` now (visitors holding their share of the workers) wait.
   */
  shift(
    estimateMs: (job: J) => number = () => 0,
    eligible: (key: string) => boolean = () => true,
  ): { key: string; job: J } | undefined {
    let best: Lane<J> | undefined;
    for (const lane of this.lanes.values()) {
      if (!lane.jobs.length || !eligible(lane.key)) continue;
      if (
        !best ||
        lane.charge < best.charge ||
        (lane.charge === best.charge && lane.servedAt < best.servedAt)
      ) {
        best = lane;
      }
    }
    if (!best) return undefined;
    const job = best.jobs.shift()!;
    this.count -= 1;
    this.virtualTime = Math.max(this.virtualTime, best.charge);
    best.charge += Math.max(0, estimateMs(job));
    best.servedAt = this.turns++;
    this.prune();
    return { key: best.key, job };
  }

  /** Adds (or, negative, refunds) worker time to an identity's charge. */
  charge(key: string, ms: number): void {
    if (!Number.isFinite(ms) || ms === 0) return;
    let lane = this.lanes.get(key);
    if (!lane) {
      if (ms < 0) return;
      lane = { key, jobs: [], charge: this.virtualTime, servedAt: -1 };
      this.lanes.set(key, lane);
    }
    lane.charge = Math.max(this.virtualTime, lane.charge + ms);
  }

  /** Every waiting job, in no particular order; the queue is empty afterwards. */
  drain(): J[] {
    const jobs = [...this.lanes.values()].flatMap((lane) => lane.jobs);
    this.lanes.clear();
    this.count = 0;
    return jobs;
  }

  /** Idle lanes whose charge the virtual time has caught up with carry nothing worth keeping. */
  private prune() {
    for (const [key, lane] of this.lanes) {
      if (!lane.jobs.length && lane.charge <= this.virtualTime) this.lanes.delete(key);
    }
  }
}
