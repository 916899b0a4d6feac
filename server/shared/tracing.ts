import type * as OtelApi from "@opentelemetry/api";
import type * as SdkTraceNode from "@opentelemetry/sdk-trace-node";
import type * as OtlpHttp from "@opentelemetry/exporter-trace-otlp-http";
import type * as Instrumentation from "@opentelemetry/instrumentation";
import type * as HttpInstr from "@opentelemetry/instrumentation-http";
import type * as UndiciInstr from "@opentelemetry/instrumentation-undici";
import type * as Resources from "@opentelemetry/resources";
import type * as SemConv from "@opentelemetry/semantic-conventions";

/**
 * OpenTelemetry traces (docs/decisions/054): off unless `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, and then nothing of OpenTelemetry is loaded:
 * every package is required inside `startTracing`, never at the top of a module.
 *
 * On: a tracer provider with the W3C trace-context propagator, a batch span processor and the
 * OTLP/HTTP exporter (the standard `OTEL_*` variables: service name, resource attributes, headers,
 * batch delay, sampler), the incoming-HTTP instrumentation (one server span per request, joined
 * to the caller's `traceparent`) and the undici instrumentation (one client span per upstream
 * call and per `fetch`, which sends the `traceparent` on). The web server (server/web/main.ts)
 * and the platform (server/platform/main.ts) call this before they create any server.
 *
 * The state is this module's own: the web server and the Remix app are one bundle
 * (docs/decisions/060), so the module exists once in the process.
 */
interface TracingState {
  api: typeof OtelApi;
  flush(): Promise<void>;
}

let state: TracingState | undefined;

/** Whether an OTLP endpoint is configured (the standard variables). */
export function tracingWanted(env: Record<string, string | undefined>): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Whether this process started the SDK (then its instrumentation sends the `traceparent`). */
export function tracingOn(): boolean {
  return state !== undefined;
}

/* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
/**
 * Starts the SDK when an endpoint is configured; `service` is the `service.name` unless
 * `OTEL_SERVICE_NAME` (or `OTEL_RESOURCE_ATTRIBUTES`) names one. Returns whether it started.
 */
export function startTracing(
  service: string,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (state) return true;
  if (!tracingWanted(env) || env.OTEL_SDK_DISABLED === "true") return false;
  const api = require("@opentelemetry/api") as typeof OtelApi;
  const { NodeTracerProvider, BatchSpanProcessor } =
    require("@opentelemetry/sdk-trace-node") as typeof SdkTraceNode;
  const { OTLPTraceExporter } =
    require("@opentelemetry/exporter-trace-otlp-http") as typeof OtlpHttp;
  const { registerInstrumentations } =
    require("@opentelemetry/instrumentation") as typeof Instrumentation;
  const { HttpInstrumentation } =
    require("@opentelemetry/instrumentation-http") as typeof HttpInstr;
  const { UndiciInstrumentation } =
    require("@opentelemetry/instrumentation-undici") as typeof UndiciInstr;
  const { defaultResource, detectResources, envDetector, resourceFromAttributes } =
    require("@opentelemetry/resources") as typeof Resources;
  const { ATTR_SERVICE_NAME } = require("@opentelemetry/semantic-conventions") as typeof SemConv;

  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer provider, the AsyncLocalStorage context manager and the W3C propagator.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are asked every few seconds: no trace of their own.
        ignoreIncomingRequestHook: (request) => PROBE_PATHS.has((request.url ?? "").split("?")[0]!),
      }),
      new UndiciInstrumentation(),
    ],
  });
  // The HTTP instrumentation patches node:http when it is next required: the modules that
  // imported it before this call hold the same exports object, patched now in place.
  require("node:http");
  state = { api, flush: () => provider.forceFlush() };
  return true;
}
/* eslint-enable @typescript-eslint/no-require-imports */

const PROBE_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/health", "/metrics"]);

/**
 * Names the request's server span by what answers it (e.g. `GET routes/_index`, the Remix route
 * id) and sets `http.route`: an address is never a span name. No-op when tracing is off.
 */
export function nameRequestSpan(method: string, route: string): void {
  if (!state) return;
  const span = state.api.trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute("http.route", route);
}

/** The active trace's id (for log lines), when tracing is on and a span is active. */
export function activeTraceId(): string | undefined {
  const span = state?.api.trace.getActiveSpan();
  return span?.spanContext().traceId;
}

/** Sends the spans still buffered (a stopping process); resolves at once when tracing is off. */
export async function flushTracing(): Promise<void> {
  await state?.flush().catch(() => undefined);
}
