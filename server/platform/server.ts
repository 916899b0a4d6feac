import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { openPlatformDatabase } from "./db/database";
import { createPageRepository, type PageRepository } from "./db/pages";
import { HttpError, readJsonBody, sendError, sendJson } from "./http/json";
import { parseBody } from "./http/validation";
import { answerPage } from "./routes/page";
import { behaviourRequestSchema, TestControls } from "./routes/test-mode";
import { seedDatabase, type SeedResult } from "./seed";

export interface PlatformOptions {
  port: number;
  host: string;
  dataDir: string;
  /** Enables the /__test/* endpoints. */
  testMode: boolean;
  /** Where unexpected errors are logged; console.error by default. */
  log?: (line: string) => void;
}

export interface RunningPlatform {
  /** Base URL, e.g. http://127.0.0.1:3100 (the real port when started on port 0). */
  url: string;
  /** The page store, for tests and tools that run in the same process. */
  pages: PageRepository;
  /** What this start did with the seed: seeded (first start), reseeded or kept. */
  seed: SeedResult;
  /** Stops accepting, drops open connections, closes the database. Safe to call twice. */
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

function sleep(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    // A client that gives up (or a server that closes) ends the wait early.
    res.once("close", done);
    function done() {
      clearTimeout(timer);
      res.off("close", done);
      resolve();
    }
  });
}

export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const log = options.log ?? ((line: string) => console.error(line));
  const db = openPlatformDatabase(options.dataDir);
  const pages = createPageRepository(db);
  const seed = seedDatabase(db, pages);

  const test = options.testMode ? new TestControls() : undefined;

  const pageRoute: Route = async (req, res) => {
    const body = await readJsonBody(req);
    test?.attachBody(req, body);
    const behaviour = test?.behaviour;
    if (behaviour?.mode === "slow") {
      await sleep(behaviour.delayMs, res);
      if (res.destroyed) return;
    }
    if (behaviour?.mode === "error500") {
      return sendJson(res, 500, { errorMessage: "Upstream exploded" });
    }
    if (behaviour?.mode === "garbage") {
      // Claims JSON but is not: the BFF must survive a body that does not parse.
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      return void res.end("<html>oops");
    }
    if (behaviour?.mode === "empty") return sendJson(res, 200, {});
    sendJson(res, 200, answerPage(pages, body));
  };

  const routes: Record<string, Partial<Record<string, Route>>> = {
    "/health": { GET: (_req, res) => sendJson(res, 200, { ok: true }) },
    "/api/v1/page": { POST: pageRoute },
  };
  if (test) {
    routes["/__test/last-headers"] = {
      GET: (_req, res) => sendJson(res, 200, test.lastRequest?.headers ?? {}),
    };
    routes["/__test/last-request"] = {
      GET: (_req, res) => sendJson(res, 200, test.lastRequest ?? null),
    };
    routes["/__test/behaviour"] = {
      GET: (_req, res) => sendJson(res, 200, test.behaviour),
      POST: async (req, res) => {
        const input = parseBody(behaviourRequestSchema, await readJsonBody(req));
        sendJson(res, 200, test.setBehaviour(input));
      },
    };
    routes["/__test/reset"] = {
      POST: (_req, res) => {
        test.reset();
        sendJson(res, 200, { ok: true });
      },
    };
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Not new URL(): a request target like "//x" would be read as a host, not a path.
    const path = (req.url ?? "/").split("?", 1)[0] || "/";
    if (test && !path.startsWith("/__test/")) test.record(req, path);
    const methods = routes[path];
    if (!methods) throw new HttpError(404, { errorMessage: "Not found" });
    const route = methods[req.method ?? "GET"];
    if (!route) {
      throw new HttpError(
        405,
        { errorMessage: "Method not allowed" },
        { Allow: Object.keys(methods).join(", ") },
      );
    }
    await route(req, res);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error);
      log(
        `[platform] ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`,
      );
      sendJson(res, 500, { errorMessage: "Something went wrong" });
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, options.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => {
        db.close();
        resolve();
      });
      // Keep-alive sockets and slow answers would hold close() open; end them now.
      server.closeAllConnections();
    }));

  return { url, pages, seed, close };
}
