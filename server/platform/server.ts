import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createPasscodeService } from "./auth/passcodes";
import { resolveSession, USER_STATE_HASH_HEADER } from "./auth/session";
import { createSignIn } from "./auth/sign-in";
import { createTokenService } from "./auth/tokens";
import type { Clock } from "./clock";
import { createAuthTokenRepository } from "./db/auth-tokens";
import { openPlatformDatabase } from "./db/database";
import { createOtpRequestRepository } from "./db/otp-requests";
import { createPageRepository, type PageRepository } from "./db/pages";
import { createUserRepository, type UserRepository } from "./db/users";
import { HttpError, readJsonBody, sendError, sendJson } from "./http/json";
import type { Route, RouteTable } from "./http/route";
import { authRoutes } from "./routes/auth";
import { contestRoutes } from "./routes/contest";
import { answerPage } from "./routes/page";
import { searchRoutes } from "./routes/search";
import { TestControls } from "./routes/test-mode";
import { testRoutes } from "./routes/test-routes";
import { userRoutes } from "./routes/user";
import { seedDatabase, type SeedResult } from "./seed";
import { seedUsersTable, type UsersSeedResult } from "./seed/users";

export interface PlatformOptions {
  port: number;
  host: string;
  dataDir: string;
  /** Enables the /__test/* endpoints. */
  testMode: boolean;
  /** Passcode answers carry the code as devOtp (PLATFORM_DEV_OTP=1). */
  devOtp?: boolean;
  /** Where unexpected errors are logged; console.error by default. */
  log?: (line: string) => void;
  /** Where passcodes are logged ("[platform] passcode for {identity}: {otp}"); console.log by default. */
  info?: (line: string) => void;
  /** The time source (ms); Date.now by default. Tests pass their own to cross expiry limits. */
  now?: Clock;
}

export interface RunningPlatform {
  /** Base URL, e.g. http://127.0.0.1:3100 (the real port when started on port 0). */
  url: string;
  /** The page store, for tests and tools that run in the same process. */
  pages: PageRepository;
  /** The user store, likewise. */
  users: UserRepository;
  /** What this start did with the page seed: seeded (first start), reseeded or kept. */
  seed: SeedResult;
  /** What this start did with the user seed. */
  userSeed: UsersSeedResult;
  /** Stops accepting, drops open connections, closes the database. Safe to call twice. */
  close(): Promise<void>;
}

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
  const info = options.info ?? ((line: string) => console.log(line));
  const test = options.testMode ? new TestControls() : undefined;
  const baseClock = options.now ?? Date.now;
  const clock: Clock = () => baseClock() + (test?.clockOffsetMs ?? 0);

  const db = openPlatformDatabase(options.dataDir);
  const pages = createPageRepository(db);
  const users = createUserRepository(db);
  const otps = createOtpRequestRepository(db);
  let seed: SeedResult;
  let userSeed: UsersSeedResult;
  try {
    seed = seedDatabase(db, pages);
    userSeed = seedUsersTable(db, users, clock);
  } catch (error) {
    db.close();
    throw error;
  }

  const tokens = createTokenService(createAuthTokenRepository(db), clock);
  const passcodes = createPasscodeService({
    otps,
    clock,
    devOtp: options.devOtp ?? false,
    onCode: (identity, code, requestId) => {
      // The reference platform sends no mail or SMS: the log is how a developer gets the code.
      info(`[platform] passcode for ${identity.value}: ${code}`);
      test?.rememberCode(identity.value, code, requestId);
    },
  });

  const pageRoute: Route = async (req, res, { session }) => {
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
    sendJson(res, 200, answerPage(pages, body, session));
  };

  const routes: RouteTable = {
    "/health": { GET: (_req, res) => sendJson(res, 200, { ok: true }) },
    "/api/v1/page": { POST: pageRoute },
    ...authRoutes({ passcodes, signIn: createSignIn(users, tokens, clock), tokens }),
    ...userRoutes,
    ...searchRoutes,
    ...contestRoutes(test),
    ...(test ? testRoutes(test, { users, otps, tokens, clock }) : {}),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Not new URL(): a request target like "//x" would be read as a host, not a path.
    const path = (req.url ?? "/").split("?", 1)[0] || "/";
    const testEndpoint = path.startsWith("/__test/");
    if (test && !testEndpoint) test.record(req, path);
    // One place for the session: a bad token is 401 on every endpoint, a good one adds the hash.
    const session = testEndpoint ? undefined : resolveSession(req.headers, tokens, users);
    if (session) res.setHeader(USER_STATE_HASH_HEADER, session.hash);
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
    await route(req, res, { session });
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

  return { url, pages, users, seed, userSeed, close };
}
