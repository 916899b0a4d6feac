import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startMockCollector,
  type CollectedSpan,
  type MockCollector,
} from "../../support/mock-otlp";
import { reportsOf } from "../../support/processes";
import { STACK_SESSION_SECRET } from "../../support/signed-action";

/**
 * OpenTelemetry traces across processes (decision 054): the compiled BFF web server and the
 * platform, each its own process with OTEL_EXPORTER_OTLP_ENDPOINT set, export to a mock OTLP/HTTP
 * collector; one page request is one trace, browser -> BFF server span -> BFF upstream client
 * span -> platform server span, linked parent to child. Every server on a port of its own
 * (port 0, the bound port reported, decision 064).
 */
const root = path.resolve(__dirname, "../../..");
const GATEWAY_SECRET = "traces-gateway-secret";
const SPAN_SERVER = 2;
const SPAN_CLIENT = 3;

let collector: MockCollector;
let bffUrl: string;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), "traces-"));
let output = "";

function spawnLogged(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  children.push(child);
  return child;
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (children.some((child) => child.exitCode !== null)) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered:\n${output}`);
}

/** The collector's spans once `found` sees what it needs (the exporters batch every 100 ms). */
async function spansUntil(found: (spans: CollectedSpan[]) => boolean): Promise<CollectedSpan[]> {
  for (let i = 0; i < 300; i++) {
    if (found(collector.spans)) return collector.spans;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`spans never arrived: ${JSON.stringify(collector.spans, null, 1)}\n${output}`);
}

const otel = (service: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/json",
  OTEL_SERVICE_NAME: service,
  OTEL_BSP_SCHEDULE_DELAY: "100",
});

beforeAll(async () => {
  if (!existsSync(path.join(root, "build/web-server/main.js"))) {
    throw new Error("Run `npm run build` before the integration tests");
  }
  collector = await startMockCollector();
  const platform = spawnLogged(["--import", "tsx", "server/platform/main.ts"], {
    ...otel("platform-under-test"),
    PLATFORM_PORT: "0",
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
  });
  const platformUrl = await reportsOf(platform).url("listening", "platform");
  await waitForOk(`${platformUrl}/health`);
  const bff = spawnLogged([path.join(root, "build/web-server/main.js")], {
    ...otel("bff-under-test"),
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    UPSTREAM_URL: platformUrl,
    SESSION_SECRET: STACK_SESSION_SECRET,
    COOKIE_SECURE: "false",
    ALLOW_TEST_PAYMENTS: "true",
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
    PAGE_ANSWER_CACHE: "off",
    DRAIN_DELAY_MS: "0",
  });
  bffUrl = await reportsOf(bff).url("listening", "bff");
  await waitForOk(`${bffUrl}/health`);
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await collector?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A trace whose spans have all arrived: the BFF's server span, and each platform span's parent. */
function complete(spans: CollectedSpan[], traceId: string): boolean {
  const { bffServer, bffClients, platformServers } = traceOf(spans, traceId);
  const clientIds = new Set(bffClients.map((client) => client.spanId));
  return (
    bffServer !== undefined &&
    platformServers.length > 0 &&
    platformServers.every((server) => clientIds.has(server.parentSpanId ?? ""))
  );
}

/** The trace id the BFF logged for the request with this id (its `request` line). */
async function loggedTraceId(requestId: string | null): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const line = output
      .split("\n")
      .find(
        (text) => text.includes(`"requestId":"${requestId}"`) && text.includes('"event":"request"'),
      );
    const traceId = line && /"traceId":"([0-9a-f]{32})"/.exec(line)?.[1];
    if (traceId) return traceId;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no request line with a trace id for ${requestId}:\n${output}`);
}

/** The trace of one request: the BFF's server span, its upstream client spans, their children. */
function traceOf(spans: CollectedSpan[], traceId: string) {
  const ofTrace = spans.filter((span) => span.traceId === traceId);
  const bffServer = ofTrace.find(
    (span) => span.service === "bff-under-test" && span.kind === SPAN_SERVER,
  );
  const bffClients = ofTrace.filter(
    (span) => span.service === "bff-under-test" && span.kind === SPAN_CLIENT,
  );
  const platformServers = ofTrace.filter(
    (span) => span.service === "platform-under-test" && span.kind === SPAN_SERVER,
  );
  return { ofTrace, bffServer, bffClients, platformServers };
}

describe("OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT set)", () => {
  it("joins the browser's traceparent: BFF and platform spans share its trace id, linked", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const browserSpan = "00f067aa0ba902b7";
    const answer = await fetch(`${bffUrl}/`, {
      headers: { traceparent: `00-${traceId}-${browserSpan}-01`, accept: "text/html" },
    });
    expect(answer.status).toBe(200);
    await answer.text();

    const spans = await spansUntil((all) => complete(all, traceId));
    const { bffServer, bffClients, platformServers } = traceOf(spans, traceId);
    // The BFF's span is named by the Remix route that answered, and is the browser's child.
    expect(bffServer).toMatchObject({ name: "GET routes/_index", parentSpanId: browserSpan });
    expect(bffServer!.attributes["http.route"]).toBe("routes/_index");
    // Each upstream call is a client span under the BFF's server span…
    expect(bffClients.length).toBeGreaterThan(0);
    for (const client of bffClients) expect(client.parentSpanId).toBe(bffServer!.spanId);
    // …and each platform span is the child of one of them (one traceparent, the SDK's).
    const clientIds = new Set(bffClients.map((client) => client.spanId));
    for (const server of platformServers) expect(clientIds.has(server.parentSpanId!)).toBe(true);
    // The platform's spans are named by the path it mounted (the catalogue's), e.g. the page call.
    expect(platformServers.map((server) => server.name)).toContain("POST /api/v1/page");
    expect(collector.refused).toBe(0);
  });

  it("starts a trace of its own for a request without traceparent, and the platform joins it", async () => {
    const answer = await fetch(`${bffUrl}/`, {
      headers: { accept: "text/html" },
    });
    expect(answer.status).toBe(200);
    await answer.text();
    const traceId = await loggedTraceId(answer.headers.get("x-request-id"));
    const spans = await spansUntil((all) => complete(all, traceId));
    const { bffServer, bffClients, platformServers } = traceOf(spans, traceId);
    expect(bffServer?.name).toBe("GET routes/_index");
    expect(bffServer?.parentSpanId).toBeUndefined();
    expect(platformServers.length).toBeGreaterThan(0);
    const clientIds = new Set(bffClients.map((client) => client.spanId));
    for (const server of platformServers) expect(clientIds.has(server.parentSpanId!)).toBe(true);
  });

  it("traces no probe, and logs the trace id beside the request id", async () => {
    await (await fetch(`${bffUrl}/healthz`)).text();
    const answer = await fetch(`${bffUrl}/`, {
      headers: {
        traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
        accept: "text/html",
      },
    });
    await answer.text();
    const requestId = answer.headers.get("x-request-id");
    await spansUntil((all) =>
      all.some((span) => span.traceId === "0af7651916cd43dd8448eb211c80319c"),
    );
    expect(collector.spans.some((span) => span.attributes["url.path"] === "/healthz")).toBe(false);
    const line = output
      .split("\n")
      .find(
        (text) => text.includes(`"requestId":"${requestId}"`) && text.includes('"event":"request"'),
      );
    expect(line).toContain('"traceId":"0af7651916cd43dd8448eb211c80319c"');
  });
});
