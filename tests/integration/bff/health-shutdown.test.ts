import type { ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { SERVER_RESTARTING_TEXT } from "~/contract/page-texts";
import {
  startMisbehavingUpstream,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { signedJson, STACK_SESSION_SECRET } from "../../support/signed-action";
import {
  setBehaviour,
  STACK_GATEWAY_SECRET,
  startBff,
  startStack,
  stopBff,
  type Stack,
} from "../../support/stack";
import { platformHasSeen, waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The web server's probes and graceful stop (server/web/main.ts, server/bff/shutdown.server.ts,
 * docs/decisions/017, 049) over real HTTP against the built BFF. The only timing asserted is the
 * 10 s bound of a stop.
 */
const STOP_BOUND_MS = 10_000;

/** JSON log lines the BFF printed. */
function logLines(output: string): Record<string, unknown>[] {
  return output.split("\n").flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/** A port nobody listens on (bound, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when a new TCP connection to the URL's port is refused. */
function refuses(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("the probes", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("/healthz: 200 ok, never stored", async () => {
    const res = await fetch(`${stack.bffUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz: 200 while the upstream answers its health check", async () => {
    // The boot's first round of checks may still run: 503 "starting" until it is done.
    await waitUntil(async () => (await fetch(`${stack.bffUrl}/readyz`)).status === 200);
    const res = await fetch(`${stack.bffUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      status: "ready",
      checks: { upstream: "ok", eventLoop: "ok" },
    });
  });

  it("probes leave no info line in the access log; other requests do", async () => {
    for (const path of ["/healthz", "/readyz", "/health"]) {
      await (
        await fetch(`${stack.bffUrl}${path}`, { headers: { "x-request-id": "probe-line-0001" } })
      ).text();
    }
    await (
      await fetch(`${stack.bffUrl}/about-us`, { headers: { "x-request-id": "page-line-0001" } })
    ).text();
    await waitUntil(() => logLines(stack.output()).some((l) => l.requestId === "page-line-0001"));
    const probeLines = logLines(stack.output()).filter((l) => l.requestId === "probe-line-0001");
    expect(probeLines).toEqual([]);
  });

  /** A BFF in production mode in front of `upstreamUrl`, its output collected. */
  async function bffBefore(upstreamUrl: string) {
    const out = { text: "" };
    const bff = await startBff(
      {
        NODE_ENV: "production",
        UPSTREAM_URL: upstreamUrl,
        SESSION_SECRET: STACK_SESSION_SECRET,
        COOKIE_SECURE: "false",
        ALLOW_TEST_PAYMENTS: "true",
        PAYMENT_GATEWAY_SECRET: STACK_GATEWAY_SECRET,
      },
      (d) => (out.text += d),
    );
    return { bff, out };
  }

  /** /readyz once the boot's first round is done (503 "starting" before). */
  async function readyAfterBoot(url: string) {
    await waitUntil(async () => {
      const body = (await (await fetch(`${url}/readyz`)).json()) as { reason?: string };
      return !body.reason?.startsWith("starting");
    });
    return fetch(`${url}/readyz`);
  }

  it("/readyz: 200 degraded with a JSON reason when the upstream is down; /healthz 200", async () => {
    const { bff, out } = await bffBefore(`http://127.0.0.1:${await closedPort()}`);
    try {
      const res = await readyAfterBoot(bff.url);
      // Every instance shares the upstream: taking them all out would stop a site that serves.
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: "degraded", checks: { upstream: "failed" } });
      expect(body.reason).toMatch(/^upstream health check/);
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
      // Neither probe is an error line, however often it fails.
      expect(logLines(out.text).filter((l) => l.level === "error")).toEqual([]);
    } finally {
      await stopBff(bff);
    }
  });

  it("/readyz answers from the kept state while the upstream is paused (never answers)", async () => {
    // A black hole: connections are accepted, nothing is ever answered.
    const sockets = new Set<net.Socket>();
    const paused = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => paused.listen(0, "127.0.0.1", resolve));
    const { port } = paused.address() as net.AddressInfo;
    const { bff } = await bffBefore(`http://127.0.0.1:${port}`);
    try {
      const res = await readyAfterBoot(bff.url);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: "degraded",
        reason: expect.stringMatching(/did not answer within/),
        checks: { upstream: "failed", eventLoop: "ok" },
      });
    } finally {
      await stopBff(bff);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => paused.close(resolve));
    }
  });
});

describe("SIGTERM", () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ ENABLE_WIDGET_GALLERY: "true" });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("drains: /readyz 503 while pages still serve, then refuses, lets the running page finish", async () => {
    // A short drain (5 s by default, decision 049) and a page that outlasts it.
    await stack.restartBff({ DRAIN_DELAY_MS: "1500" });
    await setBehaviour(stack, { mode: "slow", delayMs: 4000 });
    try {
      let settled = false;
      const slow = fetch(`${stack.bffUrl}/about-us`).then(async (res) => {
        const text = await res.text();
        settled = true;
        return { status: res.status, text };
      });
      await waitUntil(() => platformHasSeen(stack.platformUrl, UPSTREAM_CALLS.page.path));
      const child = stack.bffProcess();
      const exit = exitOf(child);
      const signalled = Date.now();
      child.kill("SIGTERM");
      // The balancer learns from its probe first ...
      await waitUntil(async () => (await fetch(`${stack.bffUrl}/readyz`)).status === 503);
      expect(await (await fetch(`${stack.bffUrl}/readyz`)).json()).toMatchObject({
        status: "not-ready",
        reason: "shutting down",
      });
      // ... while new connections are still taken and served (a page that needs no upstream),
      // each closed after its answer.
      const served = await fetch(`${stack.bffUrl}/dev/widgets`);
      expect(served.status).toBe(200);
      expect(served.headers.get("connection")).toBe("close");
      expect(await served.text()).toContain("</html>");
      // Then the listener closes, while the slow page still runs.
      await waitUntil(() => refuses(stack.bffUrl));
      expect(settled).toBe(false);
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("</html>");
      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(STOP_BOUND_MS);
      const events = logLines(stack.output()).map((l) => l.event);
      expect(events).toEqual(
        expect.arrayContaining(["shutdown", "shutdown-stop-accepting", "shutdown-complete"]),
      );
    } finally {
      await setBehaviour(stack, { mode: "normal" });
      await stack.restartBff();
    }
  }, 30_000);

  it("answers a request still running at the end of the grace with a 503 page, exits 1", async () => {
    await stack.restartBff({
      DRAIN_DELAY_MS: "0",
      SHUTDOWN_GRACE_MS: "500",
      UPSTREAM_TIMEOUT_MS: "20000",
    });
    await setBehaviour(stack, { mode: "slow", delayMs: 8000 });
    try {
      const running = fetch(`${stack.bffUrl}/about-us`, {
        headers: { accept: "text/html", "x-request-id": "cut-at-grace-0001" },
      });
      await waitUntil(() => platformHasSeen(stack.platformUrl, UPSTREAM_CALLS.page.path));
      const child = stack.bffProcess();
      const exit = exitOf(child);
      child.kill("SIGTERM");
      const res = await running;
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain(SERVER_RESTARTING_TEXT);
      expect(html).toContain("Support reference: cut-at-grace-0001");
      expect(await exit).toBe(1);
    } finally {
      await setBehaviour(stack, { mode: "normal" });
      await stack.restartBff();
    }
  }, 30_000);
});

describe("SIGTERM with an assistant stream open", () => {
  let stack: Stack;
  let upstream: MisbehavingUpstream;
  let learner: Browser;
  beforeAll(async () => {
    stack = await startStack({}, { platform: { devOtp: true } });
    upstream = await startMisbehavingUpstream(stack.platformUrl);
    await stack.restartBff({ UPSTREAM_URL: upstream.url, DRAIN_DELAY_MS: "200" });
    learner = new Browser(stack);
    await loginByOtp(learner, stack, "learner@example.com");
    await learner.get("/login");
  }, 60_000);
  afterAll(async () => {
    await upstream?.close();
    await stack?.stop();
  });

  it("ends the stream with the error event saying the server restarts, then exits 0", async () => {
    const cookie = [...learner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await fetch(`${stack.bffUrl}/resources/assistant`, {
      method: "POST",
      headers: {
        accept: "text/event-stream",
        "content-type": "application/x-www-form-urlencoded",
        cookie,
      },
      body: new URLSearchParams({
        csrf: learner.csrf(),
        action: signedJson({
          uri: UPSTREAM_CALLS.assistantStream.path,
          requestObject: { problemId: "sum-of-two-numbers" },
        }),
        intent: "ASK",
        // An endless stream: only the shutdown can end it.
        question: "mode:endless",
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("event: delta")) {
      const next = await reader.read();
      if (next.done) break;
      text += next.value;
    }
    expect(text).toContain("event: delta");

    const child = stack.bffProcess();
    const exit = exitOf(child);
    const signalled = Date.now();
    child.kill("SIGTERM");
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      text += next.value;
    }
    const blocks = text.split("\n\n").filter((block) => block.startsWith("event: "));
    const last = blocks.at(-1) ?? "";
    expect(/^event: (.*)$/m.exec(last)?.[1]).toBe("error");
    expect(JSON.parse(/^data: (.*)$/m.exec(last)?.[1] ?? "null")).toEqual({
      message: ASSISTANT_TEXTS.serverRestarting,
      partial: true,
    });
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(STOP_BOUND_MS);
    await waitUntil(() => upstream.openStreams() === 0);
  }, 30_000);
});
