import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// yaml is already installed (knip and vite read YAML with it); no dependency is added for this.
import { parse } from "yaml";

/**
 * The deploy files (README "Deploy") as far as this machine can check them: there is no Docker
 * engine here, so the image is never built in the tests. The Dockerfile is read for the rules the
 * README promises, compose.yaml is parsed and its services checked.
 */
const root = path.resolve(__dirname, "../../..");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(): { name: string; args: string }[] {
  return dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [name, ...rest] = line.split(/\s+/);
      return { name: name.toUpperCase(), args: rest.join(" ") };
    });
}

/** The instructions of each stage, by stage name. */
function stages(): Map<string, { name: string; args: string }[]> {
  const byStage = new Map<string, { name: string; args: string }[]>();
  let current: { name: string; args: string }[] | undefined;
  for (const instruction of instructions()) {
    if (instruction.name === "FROM") {
      const name = /\bAS\s+(\S+)/i.exec(instruction.args)?.[1] ?? `stage${byStage.size}`;
      current = [instruction];
      byStage.set(name, current);
    } else current?.push(instruction);
  }
  return byStage;
}

describe("the Dockerfile", () => {
  const all = stages();
  const build = all.get("build") ?? [];
  const runtime = all.get("runtime") ?? [];
  const args = (list: typeof build, name: string) =>
    list.filter((i) => i.name === name).map((i) => i.args);

  it("has a build stage and a runtime stage, both on node:20-bookworm-slim", () => {
    expect([...all.keys()]).toEqual(["build", "runtime"]);
    for (const stage of [build, runtime]) {
      expect(stage[0].args).toMatch(/^node:20-bookworm-slim\b/);
    }
  });

  it("builds with npm ci and npm run build, and keeps production dependencies only", () => {
    const run = args(build, "RUN").join("\n");
    expect(run).toContain("npm ci");
    expect(run).toContain("npm run build");
    expect(run).toMatch(/npm prune --omit=dev/);
    // The runtime stage installs nothing itself: it copies the pruned node_modules.
    expect(args(runtime, "RUN").join("\n")).not.toMatch(/npm (ci|install)/);
    expect(args(runtime, "COPY").join("\n")).toContain("--from=build");
  });

  it("runs as a non-root user in production mode, on port 3000", () => {
    const users = args(runtime, "USER");
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(args(runtime, "ENV").join(" ")).toMatch(/NODE_ENV=production/);
    expect(args(runtime, "EXPOSE")).toEqual(["3000"]);
  });

  it("checks its health on /healthz and runs the BFF alone: no demo platform by default", () => {
    const healthcheck = args(runtime, "HEALTHCHECK").join(" ");
    expect(healthcheck).toContain("/healthz");
    // The web server alone refuses to start without UPSTREAM_URL (decision 063); the demo
    // (the launcher with the reference platform) is `npm start`'s, asked for by name.
    expect(args(runtime, "CMD")).toEqual(['["node", "build/web-server/main.js"]']);
  });

  it("runs compiled JavaScript: npm run build compiles the web server, the image runs it", () => {
    // No TypeScript compiler at run time for the BFF (docs/decisions/049).
    expect(packageJson.scripts.build).toMatch(/remix build && npm run build:server$/);
    expect(packageJson.scripts.start).toBe("npm run build && exec node build/web-server/start.js");
    const run = args(runtime, "RUN").join("\n");
    expect(run).toMatch(/npm pkg set scripts\.start="exec node build\/web-server\/start\.js"/);
    expect(args(runtime, "COPY").join("\n")).toMatch(/\/app\/build \.\/build/);
  });
});

interface ComposeService {
  image?: string;
  volumes?: string[];
  deploy?: { resources?: { limits?: { memory?: string } } };
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, unknown>;
  stop_grace_period?: string;
}

describe("compose.yaml", () => {
  // `merge`: the BFFs share their settings through YAML merge keys (<<), as Compose reads them.
  const compose = parse(readFileSync(path.join(root, "compose.yaml"), "utf8"), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;

  it("runs the platform, two BFF instances and Redis", () => {
    expect(Object.keys(services).sort()).toEqual(["bff-1", "bff-2", "platform", "redis"]);
    expect(services.redis.image).toMatch(/^redis:7\b/);
  });

  it("runs node itself in every node service, so SIGTERM reaches the server", () => {
    // No npm, shell or tsx process between the signal and the server (issue 34).
    expect(services.platform.command).toEqual([
      "node",
      "--import",
      "tsx",
      "server/platform/main.ts",
    ]);
    for (const name of ["bff-1", "bff-2"]) {
      expect(services[name].command).toEqual(["node", "build/web-server/main.js"]);
    }
  });

  it("keeps Redis's data append-only on a volume, and limits every service's memory", () => {
    expect(services.redis.command).toEqual(expect.arrayContaining(["--appendonly", "yes"]));
    expect(services.redis.volumes).toEqual(["redis-data:/data"]);
    for (const service of Object.values(services)) {
      expect(service.deploy?.resources?.limits?.memory).toMatch(/^\d+[MG]$/);
    }
  });

  it("gives the platform the public address browsers reach it at", () => {
    expect(services.platform.environment?.PLATFORM_PUBLIC_URL).toMatch(/localhost:3100/);
    expect(services.platform.ports).toEqual(["3100:3100"]);
  });

  it("points both BFFs at the platform, with REDIS_URL, on ports 3001 and 3002", () => {
    const published = ["3001", "3002"];
    for (const [index, name] of ["bff-1", "bff-2"].entries()) {
      const bff = services[name];
      expect(bff.environment?.UPSTREAM_URL).toBe("http://platform:3100");
      expect(bff.environment?.REDIS_URL).toBe("redis://redis:6379");
      expect(bff.environment?.NODE_ENV).toBe("production");
      expect(bff.ports).toEqual([`${published[index]}:3000`]);
      expect(Object.keys(bff.depends_on ?? {})).toEqual(["platform", "redis"]);
      // More than the BFF's own bound (5 s drain + 8 s grace) before Docker kills it.
      expect(Number.parseInt(bff.stop_grace_period ?? "10", 10)).toBeGreaterThan(13);
    }
  });

  it("serves every node service's metrics to the compose network, not the host", () => {
    for (const name of ["bff-1", "bff-2"]) {
      expect(services[name].environment).toMatchObject({
        METRICS_PORT: "9464",
        METRICS_HOST: "0.0.0.0",
      });
      expect(services[name].ports?.join()).not.toContain("9464");
    }
    expect(services.platform.environment).toMatchObject({
      PLATFORM_METRICS_PORT: "9464",
      PLATFORM_METRICS_HOST: "0.0.0.0",
    });
    expect(services.platform.ports?.join()).not.toContain("9464");
  });

  it("asks for the secrets instead of shipping them", () => {
    const secrets = Object.values(services).flatMap((s) =>
      ["SESSION_SECRET", "PAYMENT_GATEWAY_SECRET"].flatMap((n) => s.environment?.[n] ?? []),
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(secret).toMatch(/^\$\{[A-Z_]+:\?/);
  });
});
