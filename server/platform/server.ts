import { SOMETHING_WENT_WRONG } from "~/contract/action-texts";
import { createEntitlements, seedEnrolments } from "./commerce/entitlements";
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createPasscodeService } from "./auth/passcodes";
import { createSignInLinkService } from "./auth/sign-in-links";
import { createSignInLinkRepository } from "./db/sign-in-links";
import { resolveSession, USER_STATE_HASH_HEADER } from "./auth/session";
import { createSignIn } from "./auth/sign-in";
import { createTokenService } from "./auth/tokens";
import { isoAt, type Clock } from "./clock";
import { createAuthTokenRepository } from "./db/auth-tokens";
import { createCatalogRepository } from "./db/catalog";
import { createCertificateRepository } from "./db/certificates";
import { openPlatformDatabase } from "./db/database";
import { createEnrolmentRepository } from "./db/enrolments";
import { createFormSubmissionRepository } from "./db/form-submissions";
import { createLearningRepository } from "./db/learning";
import { createMemberRecordRepository } from "./db/member-records";
import { createOrderRepository } from "./db/orders";
import { createOtpRequestRepository } from "./db/otp-requests";
import { createPageRepository, type PageRecord } from "./db/pages";
import { createUploadRepository } from "./db/uploads";
import { createUserRepository, type UserRecord } from "./db/users";
import { HttpError, readJsonBody, sendError, sendJson } from "./http/json";
import { mount, routesOutsideCatalogue } from "./http/mount";
import type { Route, RouteTable } from "./http/route";
import { orderPage, personaliseAccountPage } from "./routes/account-pages";
import { withOwnedItems } from "./routes/owned-items";
import type { ActionDeps } from "./routes/action-deps";
import { actionTestRoutes } from "./routes/action-test-routes";
import { authRoutes } from "./routes/auth";
import { checkoutRoutes } from "./routes/checkout";
import { certificatePage, certificateRoutes } from "./routes/certificates";
import { contestRoutes } from "./routes/contest";
import { enrolRoutes } from "./routes/enrol";
import { FORM_SUBMIT_PREFIX, submitForm } from "./routes/forms";
import { learningRoutes } from "./routes/learning";
import { createMediaSigner, MEDIA_PREFIX, mediaRoutes, serveMedia } from "./routes/media";
import { memberRoutes } from "./routes/member";
import { answerPage } from "./routes/page";
import { withDeclaredQueryParams } from "./routes/page-query-params";
import { paymentRoutes } from "./routes/payment";
import { profileRoutes } from "./routes/profile";
import { searchRoutes } from "./routes/search";
import { TestControls } from "./routes/test-mode";
import { testRoutes } from "./routes/test-routes";
import { serveUpload, uploadRoutes, UPLOADS_PREFIX } from "./routes/uploads";
import { userRoutes } from "./routes/user";
import { accountFlowRoutes } from "./routes/account-flows";
import { createAccountFlowRepository } from "./db/account-flows";
import { unknownCourseInvitePage } from "./seed/pages/course-invite";
import { seedDatabase, type SeedResult } from "./seed";
import { seedCatalog } from "./seed/catalog-seed";
import { seedCertificates } from "./seed/certificates";
import { seedUsersTable, type UsersSeedResult } from "./seed/users";
import { clientAddressOf } from "./http/client-address";
import { nameRequestSpan } from "../shared/tracing";
import { platformLog } from "./log";
import { startMetricsServer, type MetricsServer } from "../shared/metrics";
import { countRequest, unwatchPool } from "./metrics";
import { createCodeExecution } from "./code-execution";
import { sleepUnlessClosed } from "./http/wait";
import { requestIdFrom, runInRequestContext } from "../shared/request-context";
import { practicePage } from "./routes/practice-pages";
import { practiceRoutes } from "./routes/practice";
import { codeAssistAnswer, createCodeAssistStore } from "./assistant/code-assist";
import { createInterviewStore } from "./assistant/interview";
import type { AssistantConfig } from "./config";
import { assistantRoutes } from "./routes/assistant";
import { interviewRoutes } from "./routes/interview";
import { attachInterviewSocket } from "./routes/interview-socket";
import { createSandboxRepository } from "./db/sandboxes";
import { seedSandboxes } from "./seed/sandboxes";
import { sandboxPage } from "./sandbox/pages";
import { sandboxesPage } from "./sandbox/list-page";
import { sandboxRoutes } from "./routes/sandbox";
import { adminLivePage } from "./cms/admin-pages";
import { createRecordingLinks } from "./cms/recording";
import { createCmsService } from "./cms/service";
import { createContentOverview } from "./db/content-overview";
import { createPageEditRepository } from "./db/page-edits";
import { createRecordingTokenRepository } from "./db/recording-tokens";
import { cmsRoutes } from "./routes/cms";
import { contextOf, createCommunityService } from "./community/service";
import { communityRoutes } from "./routes/community";

export type { PlatformOptions, RunningPlatform } from "./platform-options";
import type { PlatformOptions, RunningPlatform } from "./platform-options";

/** The path of a request. Not new URL(): a target like "//x" would be read as a host. */
function pathOf(req: IncomingMessage): string {
  return (req.url ?? "/").split("?", 1)[0] || "/";
}

export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const log = options.log ?? ((line: string) => platformLog.error({ event: "error" }, line));
  const info = options.info ?? ((line: string) => platformLog.info({ event: "passcode" }, line));
  const logPasscodes = options.logPasscodes ?? process.env.NODE_ENV !== "production";
  if (options.testMode && process.env.NODE_ENV === "production") {
    // Belt and braces beside parsePlatformEnv: the test endpoints never run in production.
    throw new Error("The platform's test mode is refused with NODE_ENV=production");
  }
  const test = options.testMode ? new TestControls() : undefined;
  const baseClock = options.now ?? Date.now;
  const clock: Clock = () => baseClock() + (test?.clockOffsetMs ?? 0);

  const db = openPlatformDatabase(options.dataDir);
  const pages = createPageRepository(db);
  const users = createUserRepository(db);
  const otps = createOtpRequestRepository(db);
  const catalog = createCatalogRepository(db);
  const certificates = createCertificateRepository(db);
  let seed: SeedResult;
  let userSeed: UsersSeedResult;
  try {
    seed = seedDatabase(db, pages);
    userSeed = seedUsersTable(db, users, clock);
    seedCatalog(db, catalog);
    seedCertificates(certificates);
    seedSandboxes(createSandboxRepository(db));
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
      // The reference platform sends no mail or SMS: the log is how a developer gets the code,
      // outside production; a production log holds neither the code nor the identity.
      if (logPasscodes) info(`[platform] passcode for ${identity.value}: ${code}`);
      test?.rememberCode(identity.value, code, requestId);
    },
  });

  const signInLinks = createSignInLinkRepository(db);
  const links = createSignInLinkService({
    links: signInLinks,
    clock,
    siteUrl: options.siteUrl ?? "http://localhost:3000",
    onLink: (identity, url, token) => {
      // Delivered as passcodes are: the log line in development, test mode's memory in tests.
      info(`[platform] sign-in link for ${identity.value}: ${url}`);
      test?.rememberLink(identity.value, url, token);
    },
  });

  let baseUrl = "";
  const enrolments = createEnrolmentRepository(db);
  seedEnrolments(enrolments, isoAt(clock()));
  const actions: ActionDeps = {
    db,
    users,
    catalog,
    orders: createOrderRepository(db),
    enrolments,
    entitlements: createEntitlements(enrolments),
    submissions: createFormSubmissionRepository(db),
    learning: createLearningRepository(db),
    uploads: createUploadRepository(db),
    members: createMemberRecordRepository(db),
    clock,
    gatewaySecret: options.paymentGatewaySecret || randomBytes(32).toString("base64url"),
    uploadsDir: join(options.dataDir, "uploads"),
    publicUrl: () => options.publicUrl?.replace(/\/+$/, "") || baseUrl,
  };
  const mediaSigner = createMediaSigner(clock);
  // The community widgets' polls and leaderboards (docs/contract.md).
  const community = createCommunityService(db, clock);
  const accountFlows = createAccountFlowRepository(db);
  const { pool, practice, practiceService, sandboxService, runOwner, startAnswerWaitMs } =
    createCodeExecution(db, clock, options);
  const stopShareSweep = sandboxService.startShareSweep(log);
  const assistant: AssistantConfig = {
    ...options.assistant,
    codeAssistMs: options.assistant?.codeAssistMs ?? 600,
  };
  const codeAssists = createCodeAssistStore({
    clock,
    delayMs: assistant.codeAssistMs,
    answer: (userId, request) => codeAssistAnswer(pool, userId, request),
  });
  const interviews = createInterviewStore(clock);
  // The admin editors (docs/contract.md, "Admin editors"): page and form edits, the live admin
  // pages and the one-time recording links.
  const pageEdits = createPageEditRepository(db);
  const recordings = createRecordingLinks(createRecordingTokenRepository(db), clock);
  const cms = createCmsService({ db, pages, edits: pageEdits, catalog, clock });
  const adminPages = {
    pages,
    edits: pageEdits,
    catalog,
    overview: createContentOverview(db),
    recordings,
    clock,
  };
  const pageSources = {
    livePage: (uri: string, user: UserRecord | undefined) => adminLivePage(uri, user, adminPages),
    formOf: (formId: string) => catalog.findForm(formId),
    generatedPage: (uri: string, user: UserRecord | undefined, context: Record<string, string>) =>
      practicePage(uri, user, context, practice, pool.runnableLanguages()) ??
      sandboxPage(uri, user, sandboxService) ??
      sandboxesPage(uri, user, sandboxService) ??
      unknownCourseInvitePage(uri) ??
      certificatePage(uri, context, certificates),
    virtualPage: (uri: string, user: UserRecord) => orderPage(uri, user, actions),
    // Account pages for their user; a page selling what the user owns says so (issue 44).
    personalise: (page: PageRecord, user: UserRecord) =>
      withOwnedItems(
        personaliseAccountPage(page, user, actions),
        actions.enrolments.listForUser(user.id),
      ),
  };

  const pageRoute: Route = async (req, res, { session }) => {
    const body = await readJsonBody(req);
    test?.attachBody(req, body);
    test?.countPageCall(req, body);
    const behaviour = test?.behaviour;
    if (behaviour?.mode === "slow") {
      await sleepUnlessClosed(behaviour.delayMs, res);
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
    const answer = answerPage(pages, body, session, pageSources);
    const filled = community.fillPage(answer, session?.user, contextOf(body));
    sendJson(res, 200, withDeclaredQueryParams(filled));
  };

  const routes: RouteTable = {
    ...mount("health", (_req, res) => sendJson(res, 200, { ok: true })),
    ...mount("page", pageRoute),
    ...authRoutes({
      passcodes,
      links,
      signIn: createSignIn(users, tokens, clock),
      tokens,
      devSignIn: options.devSignIn ?? false,
      recordReferral: (userId, referral) =>
        accountFlows.recordReferral(userId, referral, isoAt(clock())),
    }),
    ...userRoutes(actions.members),
    ...accountFlowRoutes({ actions, flows: accountFlows, testProvider: options.testMode }),
    ...searchRoutes,
    ...contestRoutes(test),
    ...checkoutRoutes(actions),
    ...certificateRoutes(certificates),
    ...paymentRoutes(actions),
    ...enrolRoutes(actions),
    ...learningRoutes(actions),
    ...profileRoutes(actions),
    ...memberRoutes(actions),
    ...mediaRoutes(actions, mediaSigner),
    ...uploadRoutes(actions),
    ...practiceRoutes(practiceService, practice, () => isoAt(clock()), startAnswerWaitMs),
    ...sandboxRoutes(sandboxService, startAnswerWaitMs),
    ...cmsRoutes({ cms, recordings, tokens, users }),
    ...communityRoutes(community),
    ...assistantRoutes(assistant, codeAssists, startAnswerWaitMs, pool),
    ...interviewRoutes(assistant, interviews),
    ...(test ? testRoutes(test, { users, otps, links: signInLinks, tokens, clock }) : {}),
    ...(test ? actionTestRoutes(actions) : {}),
  };

  const outside = routesOutsideCatalogue(routes);
  if (outside.length) throw new Error(`routes outside the call catalogue: ${outside.join(", ")}`);

  /** Routes that own every path under a prefix: path -> method -> route. */
  const prefixRoutes: Array<[string, RouteTable[string]]> = [
    [UPLOADS_PREFIX, { GET: (req, res) => serveUpload(actions, pathOf(req), res) }],
    [MEDIA_PREFIX, { GET: (req, res) => serveMedia(mediaSigner, req.url ?? "/", res) }],
    [
      FORM_SUBMIT_PREFIX,
      { POST: (req, res, { session }) => submitForm(actions, pathOf(req), req, res, session) },
    ],
  ];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req);
    const testEndpoint = path.startsWith("/__test/");
    if (test && !testEndpoint) test.record(req, path);
    // One place for the session: a bad token is 401 on every endpoint, a good one adds the hash.
    const session = testEndpoint ? undefined : resolveSession(req.headers, tokens, users);
    if (session) res.setHeader(USER_STATE_HASH_HEADER, session.hash);
    const prefix = routes[path] ? path : prefixRoutes.find(([start]) => path.startsWith(start));
    const methods = routes[path] ?? (Array.isArray(prefix) ? prefix[1] : undefined);
    if (!methods) throw new HttpError(404, { errorMessage: "Not found" });
    // The trace's span is named by the mounted path (a prefix for prefix routes), never an id.
    nameRequestSpan(req.method ?? "GET", Array.isArray(prefix) ? `${prefix[0]}*` : path);
    const route = methods[req.method ?? "GET"];
    if (!route) {
      throw new HttpError(
        405,
        { errorMessage: "Method not allowed" },
        { Allow: Object.keys(methods).join(", ") },
      );
    }
    await route(req, res, { session, clientAddress: clientAddressOf(req) });
  };

  const server = http.createServer((req, res) => {
    const started = performance.now();
    res.once("close", () => {
      countRequest(res, started);
    });
    // The BFF's X-Request-Id: the platform's log lines of this call carry it too.
    const header = req.headers["x-request-id"];
    const requestId = requestIdFrom(Array.isArray(header) ? header[0] : header);
    runInRequestContext({ requestId }, () => handle(req, res)).catch((error: unknown) => {
      if (error instanceof HttpError) return sendError(res, error);
      log(
        `[platform] ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`,
      );
      sendJson(res, 500, { errorMessage: SOMETHING_WENT_WRONG });
    });
  });

  const interviewSockets = attachInterviewSocket(server, {
    interviews,
    tokenMs: assistant.tokenMs,
    userOf: (headers) => resolveSession(headers, tokens, users)?.user.id,
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
    stopShareSweep();
    db.close();
    throw error;
  }
  // PLATFORM_METRICS_PORT: the runner's queue and the calls, on a listener of their own.
  let metrics: MetricsServer | undefined;
  if (options.metricsPort !== undefined) {
    try {
      metrics = await startMetricsServer(options.metricsPort, {
        host: options.metricsHost,
        prefix: "platform",
      });
    } catch (error) {
      stopShareSweep();
      unwatchPool(pool);
      server.close();
      db.close();
      throw error;
    }
  }
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  baseUrl = url;
  // The first Run must not pay Pyodide's load (seconds on a cold machine): the workers load the
  // runtimes now, in the background; the platform answers meanwhile (a run waits its turn).
  const warm = options.execution?.warm ?? [];
  if (warm.length) {
    void pool.warm(warm).then(
      () => platformLog.info({ event: "runtimes-warm", runtimes: warm }, "code runtimes warm"),
      (error: unknown) =>
        platformLog.error({ event: "runtimes-warm-failed", err: String(error) }, "warming failed"),
    );
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      stopShareSweep();
      unwatchPool(pool);
      void metrics?.close();
      server.close(() => {
        runOwner?.close();
        db.close();
        void pool.close().then(resolve, resolve);
      });
      // Keep-alive sockets, slow answers and live connections would hold close() open.
      interviewSockets.close();
      server.closeAllConnections();
    }));

  return { url, metricsUrl: metrics?.url, pages, users, seed, userSeed, close };
}
