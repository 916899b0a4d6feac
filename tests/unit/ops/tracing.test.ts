import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startTracing, tracingOn, tracingWanted } from "~server/shared/tracing";

const root = path.resolve(__dirname, "../../..");

/** Which @opentelemetry packages a fresh node process holds after `startTracing` with `env`. */
function loadedAfterStart(env: Record<string, string>): { started: boolean; loaded: string[] } {
  const script = `
    const { startTracing } = require("./server/shared/tracing.ts");
    const started = startTracing("probe", process.env);
    const loaded = Object.keys(require.cache)
      .filter((file) => file.includes("@opentelemetry"))
      .map((file) => file.split("@opentelemetry/")[1].split("/")[0]);
    console.log(JSON.stringify({ started, loaded: [...new Set(loaded)].sort() }));
    process.exit(0);
  `;
  const { OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, ...rest } = process.env;
  void OTEL_EXPORTER_OTLP_ENDPOINT;
  void OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const out = execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
    cwd: root,
    env: { ...rest, ...env },
    encoding: "utf8",
  });
  const answer = JSON.parse(out.trim().split("\n").at(-1)!) as {
    started: boolean;
    loaded: string[];
  };
  return answer;
}

describe("tracing (decision 054)", () => {
  it("is wanted only with an OTLP endpoint", () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c:4318/v1/traces" })).toBe(
      true,
    );
    expect(startTracing("test", {})).toBe(false);
    expect(tracingOn()).toBe(false);
  });

  it("loads nothing of OpenTelemetry without an endpoint, the SDK with one", () => {
    expect(loadedAfterStart({})).toEqual({ started: false, loaded: [] });
    expect(
      loadedAfterStart({
        OTEL_SDK_DISABLED: "true",
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9",
      }),
    ).toEqual({ started: false, loaded: [] });
    const on = loadedAfterStart({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9" });
    expect(on.started).toBe(true);
    expect(on.loaded).toEqual(
      expect.arrayContaining([
        "api",
        "exporter-trace-otlp-http",
        "instrumentation-http",
        "instrumentation-undici",
        "sdk-trace-node",
      ]),
    );
    // Three fresh node processes with tsx: seconds each on a loaded machine.
  }, 60_000);
});
