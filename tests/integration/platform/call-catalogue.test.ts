import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  catalogueEntryOf,
  callPath,
  UPSTREAM_CALLS,
  type UpstreamCallName,
} from "~/contract/calls";
import type { Route } from "~server/platform/http/route";
import { mount, routesOutsideCatalogue } from "~server/platform/http/mount";
import type { RunningPlatform } from "~server/platform/server";
import { bearer, devSignIn, makeDataDir, start } from "./platform-harness";

/**
 * The call catalogue (app/contract/calls.ts) against the reference platform and the code: the
 * platform serves every entry with the method and login the catalogue says, the seeded pages
 * describe only catalogue paths, and no file outside app/contract spells an upstream path. (The
 * suites that drive the BFF end by proving it reached only catalogue entries: see
 * tests/support/catalogue.ts.)
 */
const root = path.resolve(__dirname, "../../..");
const data = makeDataDir();
let platform: RunningPlatform;
let token: string;

beforeAll(async () => {
  platform = await start(data.dir);
  token = await devSignIn(platform.url, "learner@example.com");
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const names = Object.keys(UPSTREAM_CALLS) as UpstreamCallName[];

function concretePath(name: UpstreamCallName): string {
  return callPath(name, { formId: "fellowship-application" });
}

async function ask(name: UpstreamCallName, headers: Record<string, string> = {}) {
  const entry = UPSTREAM_CALLS[name];
  // The upload is multipart (file, uploadType); every other POST is JSON.
  const multipart = name === "upload";
  const form = new FormData();
  form.append("uploadType", "RESUME");
  const res = await fetch(platform.url + concretePath(name), {
    method: entry.method,
    headers: multipart ? headers : { "content-type": "application/json", ...headers },
    body: entry.method !== "POST" ? undefined : multipart ? form : "{}",
  });
  await res.arrayBuffer();
  return res.status;
}

describe("the platform serves every catalogue entry", () => {
  it.each(names)("%s: the path and method exist", async (name) => {
    const status = await ask(name, bearer(token));
    // An empty body may be refused (400) or fail a rule (403, 409, 422): the route exists.
    expect([404, 405]).not.toContain(status);
  });

  const required = names.filter((name) => UPSTREAM_CALLS[name].login === "required");
  it.each(required)("%s: needs a login (401 without a token)", async (name) => {
    expect(await ask(name)).toBe(401);
  });

  const open = names.filter((name) => UPSTREAM_CALLS[name].login !== "required");
  it.each(open)("%s: answers without a token (not 401)", async (name) => {
    expect(await ask(name)).not.toBe(401);
  });

  it("the other method of an entry is refused (405)", async () => {
    const res = await fetch(platform.url + UPSTREAM_CALLS.page.path, { method: "GET" });
    expect(res.status).toBe(405);
  });
});

describe("the platform mounts only catalogue entries", () => {
  const route: Route = () => undefined;

  it("started: its route table has no route the catalogue does not name", () => {
    // startPlatform throws on one (server.ts); this platform started in beforeAll.
    expect(platform.url).toMatch(/^http:/);
  });

  it("a route outside the catalogue, or with another method, is found", () => {
    expect(
      routesOutsideCatalogue({
        ...mount("page", route),
        "/api/v1/not-in-the-catalogue": { POST: route },
        [UPSTREAM_CALLS.userInfo.path]: { POST: route },
        "/__test/seen-calls": { GET: route },
      }),
    ).toEqual(["POST /api/v1/not-in-the-catalogue", "POST /api/v1/user/info"]);
  });

  it("mount takes the path and method from the entry", () => {
    expect(mount("userInfo", route)).toEqual({ "/api/v1/user/info": { GET: route } });
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe("one declaration of each upstream path", () => {
  it("no file outside app/contract spells an upstream path (/api/v1/...)", () => {
    const offenders = [
      ...filesUnder(path.join(root, "app")),
      ...filesUnder(path.join(root, "server")),
    ]
      .filter((file) => !file.includes(`${path.sep}app${path.sep}contract${path.sep}`))
      .filter((file) => /["'`]\/api\/v\d+\//.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it("every action the seeded pages describe names a catalogue entry", async () => {
    const uris = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== "object") return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === "uri" && typeof inner === "string" && inner.startsWith("/api/")) {
          uris.add(inner);
        } else walk(inner);
      }
    };
    for (const { id } of platform.pages.listPages()) walk(platform.pages.findPageById(id));
    expect(uris.size).toBeGreaterThan(3);
    expect([...uris].filter((uri) => catalogueEntryOf(uri) === undefined)).toEqual([]);
  });

  it("matches a parameter segment, never an empty one or a longer path", () => {
    expect(catalogueEntryOf("/api/v1/form/submit/abc")).toBe("formSubmit");
    expect(catalogueEntryOf("/api/v1/form/submit/")).toBeUndefined();
    expect(catalogueEntryOf("/api/v1/form/submit/a/b")).toBeUndefined();
    expect(catalogueEntryOf("/api/v1/search?searchKey=x")).toBe("search");
    expect(catalogueEntryOf("/api/v1/auth/otp/requestx")).toBeUndefined();
  });
});
