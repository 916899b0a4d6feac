import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "~server/platform/server";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { signedFormJson, signedJson } from "../support/signed-action";
import { startStack, type Stack } from "../support/stack";

/**
 * Security review (docs/security.md), finding 1 (critical): "sign-in as anyone". Before the fix the platform answered the
 * development provider in every mode, and the BFF forwarded any /api/* path a browser named in a
 * generic action, so POST /api/download {uri: /api/v1/auth/token-sign-in} handed anybody a token
 * for admin@example.com. Now the provider exists only with DEV_SIGN_IN, the BFF forwards only
 * actions it signed when it rendered them, never to sign-in, editor or test paths, and an
 * upstream answer holding a token never reaches the browser.
 */
const ADMIN_SIGN_IN = {
  type: "API_CALL",
  uri: "/api/v1/auth/token-sign-in",
  requestObject: { source: "x", provider: "dev", idToken: "dev:admin@example.com" },
};

/** Paths a generic action must never reach, in the spellings an attacker would try. */
const FORBIDDEN_URIS = [
  "/api/v1/auth/token-sign-in",
  "/api/v1/auth/otp/verify",
  "/api/v1/auth/logout",
  "/api/v1/%61uth/token-sign-in",
  "/api/v1/AUTH/token-sign-in",
  "/api//v1/auth/token-sign-in",
  "/api/v1/edit-page/update/cell",
  "/api/v1/edit-page/delete/cell",
  "/api/v1/edit-form/add/element",
  "/api/v1/cms/cohort/operation/activity-group/activity/move",
  "/api/v1/spot/recording/login",
  "/__test/latest-otp",
  "/__test/reset",
];

describe("the platform's development identity provider", () => {
  let dir: string;
  let platform: RunningPlatform;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "dev-provider-"));
    // As `npm start` runs it: no DEV_SIGN_IN.
    platform = await startPlatform({
      port: 0,
      host: "127.0.0.1",
      dataDir: dir,
      testMode: false,
      log: () => {},
      info: () => {},
    });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("does not exist unless switched on: the admin sign-in is refused, no token", async () => {
    const res = await fetch(`${platform.url}/api/v1/auth/token-sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN_SIGN_IN.requestObject),
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/"token"/);
    expect(text).toContain("Unsupported sign-in provider");
  });

  it("is refused with NODE_ENV=production, with one line naming the variable", async () => {
    const { parsePlatformEnv } = await import("~server/platform/config");
    const refused = parsePlatformEnv({
      NODE_ENV: "production",
      DEV_SIGN_IN: "true",
      PAYMENT_GATEWAY_SECRET: "a-random-gateway-secret-0123456789",
    });
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Invalid DEV_SIGN_IN:/),
    });
    const dev = parsePlatformEnv({ NODE_ENV: "development", DEV_SIGN_IN: "true" });
    expect(dev.ok && dev.config.devSignIn).toBe(true);
    const off = parsePlatformEnv({ NODE_ENV: "development" });
    expect(off.ok && off.config.devSignIn).toBe(false);
  });
});

describe("generic actions through the BFF (the platform's dev provider switched on)", () => {
  // The dev provider is on in this stack on purpose: the BFF alone must stop the exploit.
  let stack: Stack;
  let learner: Browser;
  let visitor: Browser;
  beforeAll(async () => {
    stack = await startStack();
    learner = new Browser(stack);
    await loginByOtp(learner, stack, "learner@example.com");
    visitor = new Browser(stack);
    await visitor.get("/login");
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function pageAction(browser: Browser, intent: string, action: string, extra = {}) {
    await browser.get("/login");
    return browser.post("/?index", {
      csrf: browser.csrf(),
      intent,
      action,
      formId: "attack",
      ...extra,
    });
  }

  async function download(browser: Browser, action: string) {
    await browser.get("/login");
    return browser.post("/api/download", { csrf: browser.csrf(), intent: "DOWNLOAD", action });
  }

  async function tabSwitch(browser: Browser, action: string) {
    await browser.get("/login");
    return browser.post("/api/tab-switch", { csrf: browser.csrf(), action, page: "/contest/x" });
  }

  async function search(browser: Browser, action: string) {
    await browser.get("/login");
    return browser.post("/api/search", {
      csrf: browser.csrf(),
      action,
      searchKey: "admin",
      category: "",
    });
  }

  const who = () =>
    [
      ["a visitor", visitor],
      ["a learner", learner],
    ] as const;

  it("the finding itself: /api/download with the admin sign-in hands out no token", async () => {
    for (const [, browser] of who()) {
      // As the attacker sent it (unsigned) and as if a page had described it (signed).
      for (const action of [
        JSON.stringify({ ...ADMIN_SIGN_IN, type: "DOWNLOAD", fileName: "x.json" }),
        signedJson({ ...ADMIN_SIGN_IN, type: "DOWNLOAD", fileName: "x.json" }),
      ]) {
        const res = await download(browser, action);
        expect(res.status).toBe(400);
        const text = await res.text();
        expect(text).not.toMatch(/"token"/);
        expect(text).toContain("This action could not be run. Reload the page and try again.");
      }
    }
    const last = (await (await fetch(`${stack.platformUrl}/__test/last-request`)).json()) as {
      path?: string;
    };
    expect(last.path).not.toBe("/api/v1/auth/token-sign-in");
  });

  it.each(FORBIDDEN_URIS)(
    "never reaches %s through any generic action, signed or not, as visitor or learner",
    async (uri) => {
      for (const [, browser] of who()) {
        for (const sign of [false, true]) {
          const action = (value: Record<string, unknown>) =>
            sign ? signedJson(value) : JSON.stringify(value);
          const body = { requestObject: ADMIN_SIGN_IN.requestObject, uri };
          const answers = [
            await pageAction(browser, "API_CALL", action({ type: "API_CALL", ...body })),
            await pageAction(browser, "FORM_SUBMIT", action({ ...body })),
            await download(browser, action({ type: "DOWNLOAD", ...body })),
            await tabSwitch(browser, action({ type: "API_CALL", ...body })),
            await search(browser, action({ ...body })),
          ];
          for (const res of answers) {
            expect(res.status).toBe(400);
            expect(await res.text()).not.toMatch(/"token"\s*:/);
          }
        }
      }
      const seen = (await (await fetch(`${stack.platformUrl}/__test/last-request`)).json()) as {
        path?: string;
      };
      expect(seen.path ?? "").not.toMatch(/auth|edit-|cms|spot|__test/i);
    },
  );

  it("refuses an action the BFF did not sign, or changed after signing, for an allowed path", async () => {
    const good = JSON.parse(
      signedJson({
        type: "API_CALL",
        uri: "/api/v1/lms-service/user-activity/update",
        requestObject: { a: 1 },
      }),
    ) as Record<string, unknown>;
    for (const action of [
      JSON.stringify({ ...good, sig: undefined }),
      JSON.stringify({ ...good, uri: "/api/v1/lms-service/user-activity/claim-reward" }),
      JSON.stringify({ ...good, requestObject: { a: 2 } }),
      JSON.stringify({ ...good, sig: "v1.Zm9yZ2Vk" }),
    ]) {
      const res = await pageAction(learner, "API_CALL", action);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(
        "This action could not be run. Reload the page and try again.",
      );
    }
  });

  it("refuses a signed action posted where its type does not belong (issue 30)", async () => {
    const activity = {
      uri: "/api/v1/lms-service/user-activity/update",
      requestObject: { activityId: "da-module-3-assignment" },
    };
    const message = "This action could not be run. Reload the page and try again.";
    // A signed API_CALL at /api/download once answered the upstream's raw JSON.
    const asDownload = await download(learner, signedJson({ type: "API_CALL", ...activity }));
    expect(asDownload.status).toBe(400);
    expect(await asDownload.text()).toContain(message);
    for (const [intent, type] of [
      ["API_CALL", "DOWNLOAD"],
      ["API_CALL", "ENROL"],
      ["FORM_SUBMIT", "DOWNLOAD"],
      // a button's API_CALL has no form around it: posted as a form it would gain a formId and
      // inputValues of the browser's choosing
      ["FORM_SUBMIT", "API_CALL"],
      ["ENROL", "API_CALL"],
    ] as const) {
      const res = await pageAction(learner, intent, signedJson({ type, ...activity }));
      expect(res.status, `${type} posted as ${intent}`).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });

  it("binds a form's signed submit action to its formId and its fields (issue 30)", async () => {
    const html = await (await learner.get("/apply/fellowship")).text();
    const form = /<form[^>]*>[\s\S]*?<\/form>/g;
    const submit = [...html.matchAll(form)]
      .map((m) => m[0])
      .find((f) => f.includes('value="fellowship-application"'));
    const action = /name="action" value="([^"]+)"/
      .exec(submit ?? "")?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(action).toMatch(/"sig":"v1\./);
    const message = "This action could not be run. Reload the page and try again.";
    for (const extra of [{ formId: "another-form" }, { isAdmin: "true" }]) {
      const res = await pageAction(learner, "FORM_SUBMIT", action!, {
        formId: "fellowship-application",
        ...extra,
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });

  it("binds a community form's action to its own form: it posts as rendered, nothing else (issue 30)", async () => {
    const page = "/course-dashboard/data-analyst";
    const html = await (await learner.get(page)).text();
    const form = [
      ...html.matchAll(/<form[^>]*data-community-form="(chat-[^"]+)"[^>]*>([\s\S]*?)<\/form>/g),
    ][0];
    expect(form, "the learner's chat form").toBeDefined();
    const [, formId, inner] = form!;
    const action = /name="action" value="([^"]+)"/
      .exec(inner)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(action).toContain('"bound":{"formId":"' + formId);
    const post = (extra: Record<string, string>) =>
      learner.post(
        page,
        { csrf: learner.csrf(), intent: "FORM_SUBMIT", action: action!, formId, ...extra },
        { accept: "application/json" },
      );
    const forged: Record<string, string>[] = [
      { message: "Hello", formId: "another-form" },
      { message: "Hello", isAdmin: "true" },
    ];
    for (const extra of forged) {
      expect((await post(extra)).status, JSON.stringify(extra)).toBe(400);
    }
    const sent = await post({ message: "Submitted the report." });
    expect(sent.status).toBe(200);
  });

  it("signs the actions of the pages it renders, and those post back as they are", async () => {
    const html = await (await learner.get("/course-dashboard/data-analyst")).text();
    const inputs = [...html.matchAll(/name="action" value="([^"]+)"/g)].map((m) =>
      m[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    );
    const apiCall = inputs.find((value) => value.includes('"type":"API_CALL"'));
    expect(apiCall).toMatch(/"sig":"v1\.[A-Za-z0-9_-]{43}"/);
    const res = await learner.post(
      "/course-dashboard/data-analyst",
      { csrf: learner.csrf(), intent: "API_CALL", action: apiCall!, formId: "mark-done" },
      { accept: "application/json" },
    );
    expect(res.status).toBe(200);
    const tampered = apiCall!.replace("da-module-3-assignment", "da-module-6-capstone");
    const refused = await learner.post("/course-dashboard/data-analyst", {
      csrf: learner.csrf(),
      intent: "API_CALL",
      action: tampered,
      formId: "mark-done",
    });
    expect(refused.status).toBe(400);
  });
});

describe("an upstream answer that holds a token never reaches the browser", () => {
  // A hostile or buggy upstream: a page whose actions answer with a credential.
  let upstream: http.Server;
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ status: "SUCCESS", user: { token: "leaked-upstream-token" } }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    stack = await startStack({ UPSTREAM_URL: `http://127.0.0.1:${port}` });
    browser = new Browser(stack);
    await browser.get("/login");
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it("a DOWNLOAD whose answer holds a token is refused (502), the token not in the answer", async () => {
    const res = await browser.post("/api/download", {
      csrf: browser.csrf(),
      intent: "DOWNLOAD",
      action: signedJson({ type: "DOWNLOAD", uri: "/api/v1/export", fileName: "x.json" }),
    });
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain("leaked-upstream-token");
  });

  it("an API_CALL and a FORM_SUBMIT whose answers hold a token are refused likewise", async () => {
    for (const [intent, action] of [
      ["API_CALL", { type: "API_CALL", uri: "/api/v1/anything" }],
      ["FORM_SUBMIT", { uri: "/api/v1/form/submit/x" }],
    ] as const) {
      await browser.get("/login");
      const res = await browser.post("/?index", {
        csrf: browser.csrf(),
        intent,
        action:
          intent === "FORM_SUBMIT"
            ? signedFormJson("leaky-form", ["name"], action)
            : signedJson(action),
        formId: "leaky-form",
        name: "Asha",
      });
      expect(res.status).toBe(502);
      expect(await res.text()).not.toContain("leaked-upstream-token");
    }
  });
});
