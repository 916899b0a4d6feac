import http from "node:http";
import type { AddressInfo } from "node:net";

/** One span as the OTLP/HTTP JSON encoding carries it, with its resource's service name. */
export interface CollectedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

export interface MockCollector {
  url: string;
  spans: CollectedSpan[];
  /** Bodies it could not read (another content type than JSON, or bad JSON). */
  refused: number;
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, value } of list ?? []) {
    out[key] = value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
  }
  return out;
}

/**
 * A tiny OTLP/HTTP trace collector: `POST /v1/traces` with the JSON encoding (what
 * @opentelemetry/exporter-trace-otlp-http sends), answered 200 `{}` as a collector does; every
 * span kept in `spans`. Anything else is 415/404 and counted, so a test sees an export it missed.
 */
export async function startMockCollector(port = 0): Promise<MockCollector> {
  const spans: CollectedSpan[] = [];
  const collector: MockCollector = {
    url: "",
    spans,
    refused: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces") {
        collector.refused++;
        res.writeHead(404).end();
        return;
      }
      if (!/application\/json/.test(req.headers["content-type"] ?? "")) {
        collector.refused++;
        res.writeHead(415).end();
        return;
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpExport;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = String(
            attributesOf(resourceSpans.resource?.attributes)["service.name"] ?? "",
          );
          for (const scope of resourceSpans.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({
                service,
                name: span.name,
                kind: span.kind,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                attributes: attributesOf(span.attributes),
              });
            }
          }
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      } catch {
        collector.refused++;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return collector;
}
