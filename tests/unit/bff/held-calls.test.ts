import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import {
  ConcurrencyLimiter,
  HELD_CALLS_PER_ADDRESS,
  HELD_CALLS_PER_ADDRESS_PER_SECOND,
  HELD_CALLS_PER_CLIENT,
  heldCallGate,
  heldCallClient,
  withHeldCallSlot,
} from "~server/bff/held-calls.server";
import { TOO_MANY_HELD_CALLS } from "~/contract/code-values";

/** The fairness rule of held calls (decision 063): a few at once per client, others unaffected. */
describe("held calls per client", () => {
  it("gives one client its slots only, and another client its own", () => {
    const limiter = new ConcurrencyLimiter(2);
    const first = limiter.tryAcquire("a");
    const second = limiter.tryAcquire("a");
    expect(first && second).toBeTruthy();
    expect(limiter.tryAcquire("a")).toBeUndefined();
    expect(limiter.tryAcquire("b")).toBeTypeOf("function");
  });

  it("frees a slot once, when its call ends, and forgets idle clients", () => {
    const limiter = new ConcurrencyLimiter(1);
    const release = limiter.tryAcquire("a");
    expect(limiter.tryAcquire("a")).toBeUndefined();
    release?.();
    release?.(); // a second release frees nothing more
    const again = limiter.tryAcquire("a");
    expect(again).toBeTypeOf("function");
    expect(limiter.tryAcquire("a")).toBeUndefined();
    again?.();
    expect(limiter.size).toBe(0);
  });

  it("answers a flood past the slots 429 at once, without calling upstream", async () => {
    let calls = 0;
    const finish: (() => void)[] = [];
    const held = () => {
      calls++;
      return new Promise<Response>((resolve) => finish.push(() => resolve(new Response("ok"))));
    };
    const flood = Array.from({ length: 200 }, () => withHeldCallSlot("address:203.0.113.9", held));
    const learner = withHeldCallSlot("user:learner", held);
    // Only the slots' calls and the learner's went upstream; the rest are already answered.
    expect(calls).toBe(HELD_CALLS_PER_CLIENT + 1);
    for (const end of finish) end();
    const answers = await Promise.all(flood);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(200 - HELD_CALLS_PER_CLIENT);
    expect(refused[0]?.headers.get("retry-after")).toBe("1");
    expect(await refused[0]?.json()).toEqual({ message: TOO_MANY_HELD_CALLS });
    expect((await learner).status).toBe(200);
    // Once the flood's calls ended, its client has its slots back.
    const later = await withHeldCallSlot("address:203.0.113.9", async () => new Response("ok"));
    expect(later.status).toBe(200);
  });

  it("counts signed-in learners apart even behind one address", () => {
    const request = new Request("http://localhost/api/code");
    expect(heldCallClient(request, "token-a")).not.toBe(heldCallClient(request, "token-b"));
    expect(heldCallClient(request, "token-a")).not.toContain("token-a");
  });

  const request = (address: string, url = "/api/code", method = "POST") =>
    ({ method, url, headers: {}, socket: { remoteAddress: address } }) as IncomingMessage;
  const answer = () => {
    const res = new EventEmitter() as EventEmitter & { status?: number; body?: string };
    return Object.assign(res, {
      writeHead(status: number) {
        res.status = status;
        return res;
      },
      end(body?: string) {
        res.body = body;
      },
    });
  };
  const gateEnv = () => {
    vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
    vi.stubEnv("SESSION_SECRET", "a-unit-test-secret-that-is-long-enough-0123456789");
  };

  it("refuses an address's calls past its share before Remix runs; other addresses pass", () => {
    gateEnv();
    const passed: ReturnType<typeof answer>[] = [];
    const refused: ReturnType<typeof answer>[] = [];
    for (let i = 0; i < 50; i++) {
      const res = answer();
      let through = false;
      heldCallGate(
        request("203.0.113.9"),
        res as unknown as ServerResponse,
        () => (through = true),
      );
      (through ? passed : refused).push(res);
    }
    expect(passed).toHaveLength(HELD_CALLS_PER_ADDRESS);
    expect(refused[0]?.status).toBe(429);
    expect(JSON.parse(refused[0]?.body ?? "{}")).toEqual({ message: TOO_MANY_HELD_CALLS });
    // Another address, a page, and a GET are not counted against it.
    const pass = (req: IncomingMessage) => {
      let through = false;
      heldCallGate(req, answer() as unknown as ServerResponse, () => (through = true));
      return through;
    };
    expect(pass(request("198.51.100.7"))).toBe(true);
    expect(pass(request("203.0.113.9", "/about-us"))).toBe(true);
    expect(pass(request("203.0.113.9", "/api/code", "GET"))).toBe(true);
    // An answer that ends gives its slot back.
    passed[0]?.emit("close");
    expect(pass(request("203.0.113.9", "/api/action-status"))).toBe(true);
    vi.unstubAllEnvs();
  });

  it("refuses an address's calls past its rate even when each is answered at once", () => {
    gateEnv();
    vi.useFakeTimers();
    // A finished run's status is answered at once and frees its slot: only the rate stops a flood.
    const quick = () => {
      const res = answer();
      let through = false;
      heldCallGate(request("192.0.2.44"), res as unknown as ServerResponse, () => (through = true));
      if (through) res.emit("close");
      return through ? 200 : (res.status ?? 0);
    };
    const first = Array.from({ length: 100 }, quick);
    expect(first.filter((status) => status === 200)).toHaveLength(
      HELD_CALLS_PER_ADDRESS_PER_SECOND,
    );
    expect(first.filter((status) => status === 429)).toHaveLength(
      100 - HELD_CALLS_PER_ADDRESS_PER_SECOND,
    );
    // Refused calls are not counted: a second later the address has its whole rate again.
    vi.advanceTimersByTime(1001);
    const second = Array.from({ length: HELD_CALLS_PER_ADDRESS_PER_SECOND }, quick);
    expect(second.every((status) => status === 200)).toBe(true);
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
});
