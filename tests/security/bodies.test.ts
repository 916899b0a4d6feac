import { execFileSync } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../integration/auth/browser";
import { startStack, type Stack } from "../support/stack";

/**
 * Security review (docs/security.md), finding 5: readCheckedForm read chunked bodies without a limit (/login and every
 * route that used it), so one request could hold any amount of memory. Now one bounded reader
 * (server/shared/bounded-body.ts) reads every body of the BFF and the platform: a 50 MB chunked
 * body answers 413 and the process's memory stays flat; a body that stalls answers 408.
 */
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

interface Answer {
  status: number;
  sent: number;
}

/**
 * POSTs `total` bytes chunked (no Content-Length), made as they are sent; resolves with the
 * status once the answer came. The server may cut the connection after answering: a write error
 * after the answer is expected, not a failure.
 */
function postChunked(
  url: string,
  total: number,
  headers: Record<string, string>,
  prefix = "",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    let sent = 0;
    let answered: number | undefined;
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers: { ...headers, "transfer-encoding": "chunked" },
      },
      (res) => {
        answered = res.statusCode ?? 0;
        res.resume();
        res.on("end", () => resolve({ status: answered!, sent }));
        res.on("error", () => resolve({ status: answered!, sent }));
        req.destroy();
      },
    );
    req.on("error", (error) => {
      if (answered !== undefined) resolve({ status: answered, sent });
      else reject(error);
    });
    const pump = () => {
      if (prefix) {
        req.write(prefix);
        sent += prefix.length;
        prefix = "";
      }
      while (sent < total && answered === undefined && !req.destroyed) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", pump);
      }
      if (!req.destroyed && answered === undefined) req.end();
    };
    pump();
  });
}

/** Resident memory of a process, in MB (Linux `ps`). */
function rssMb(pid: number): number {
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" })) / 1024;
}

let stack: Stack;
let browser: Browser;
let form: Record<string, string>;

beforeAll(async () => {
  stack = await startStack({ BODY_IDLE_TIMEOUT_MS: "300" });
  browser = new Browser(stack);
  await browser.get("/login");
  const cookie = [...browser.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  form = { cookie, "content-type": "application/x-www-form-urlencoded" };
});
afterAll(async () => {
  await stack?.stop();
});

describe("50 MB chunked bodies", () => {
  const BFF_ROUTES = [
    "/login",
    "/logout",
    "/?index",
    "/course/product-management-course",
    "/api/download",
    "/api/tab-switch",
    "/api/video-sign",
    "/api/search",
    "/checkout",
    "/payment",
  ];

  it.each(BFF_ROUTES)("the BFF answers 413 to %s, its memory flat", async (route) => {
    const pid = stack.bffPid()!;
    const before = rssMb(pid);
    const answer = await postChunked(
      `${stack.bffUrl}${route}`,
      50 * MB,
      form,
      `csrf=${encodeURIComponent(browser.csrf())}&intent=API_CALL&x=`,
    );
    expect(answer.status).toBe(413);
    expect(rssMb(pid) - before).toBeLessThan(64);
  });

  it("a multipart body past the largest upload (5 MB) is refused too", async () => {
    const answer = await postChunked(`${stack.bffUrl}/user/profile`, 50 * MB, {
      ...form,
      "content-type": "multipart/form-data; boundary=XyZ",
    });
    expect(answer.status).toBe(413);
  });

  it.each([
    "/api/v1/page",
    "/api/v1/auth/otp/request",
    "/api/v1/upload",
    "/api/v1/auth/otp/verify",
  ])("the platform answers 413 to %s", async (route) => {
    const answer = await postChunked(`${stack.platformUrl}${route}`, 50 * MB, {
      "content-type":
        route === "/api/v1/upload" ? "multipart/form-data; boundary=XyZ" : "application/json",
    });
    expect(answer.status).toBe(413);
  });
});

describe("slow bodies", () => {
  function stalled(url: string, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: "POST",
          headers: { ...headers, "transfer-encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on("error", reject);
      // A few bytes, then silence: the server must not wait for ever.
      req.write("csrf=");
    });
  }

  it.each(["/login", "/?index", "/api/download"])(
    "the BFF answers 408 to a body that stalls on %s",
    async (route) => {
      expect(await stalled(`${stack.bffUrl}${route}`, form)).toBe(408);
    },
  );
});

it("the BFF is still healthy after all of it", async () => {
  expect((await fetch(`${stack.bffUrl}/health`)).status).toBe(200);
  expect((await browser.get("/login")).status).toBe(200);
});
