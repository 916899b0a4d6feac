import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import type { RunningPlatform } from "~server/platform/server";
import { SEED_SANDBOXES } from "~server/platform/seed/sandboxes";
import { waitUntil } from "../../support/wait";
import { bearer, devSignIn, makeDataDir, post, start } from "./platform-harness";

/**
 * My sandboxes (docs/contract.md "My sandboxes"): `codesandbox/mine` lists the sandboxes a
 * signed-in learner ran, shared or saved code in, the latest first, theirs only.
 */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = bearer(await devSignIn(platform.url, "mine-learner@example.com"));
  other = bearer(await devSignIn(platform.url, "mine-other@example.com"));
}, 60_000);
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const seeded = (slug: string) => SEED_SANDBOXES.find((s) => s.slug === slug)!;
const call = (name: UpstreamCallName, body: unknown, headers: Record<string, string> = learner) =>
  post(platform.url, UPSTREAM_CALLS[name].path, body, headers);

type Mine = {
  sandboxes: Array<{
    sandboxId: string;
    title: string;
    sandboxType: string;
    languageId?: string;
    changedAt: string;
    path: string;
  }>;
};
const mine = async (headers: Record<string, string> = learner) => {
  const answer = await call("mySandboxes", {}, headers);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as Mine).sandboxes;
};

describe("my sandboxes", { timeout: 60_000 }, () => {
  it("needs a login (401) and starts empty", async () => {
    expect((await call("mySandboxes", {}, {})).status).toBe(401);
    expect(await mine()).toEqual([]);
  });

  it("lists a sandbox the learner ran, with the run's language, and one they shared, latest first", async () => {
    const project = seeded("python-project");
    const started = await call("sandboxRun", {
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: [{ fileName: "main.js", code: "console.log(6 * 7)" }],
      entryFile: "main.js",
      languageId: "javascript12",
    });
    expect(started.status, started.text).toBe(200);
    const { runId } = started.body as { runId: string };
    await waitUntil(async () => {
      const status = (await call("sandboxStatus", { runId })).body as { status: string };
      return status.status === "ACCEPTED" || status.status === "REJECTED";
    });
    let list = await mine();
    expect(list).toEqual([
      {
        sandboxId: project.id,
        title: project.title,
        sandboxType: "PLAYGROUND",
        languageId: "javascript12",
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        path: `/web-sandbox/${project.slug}`,
      },
    ]);

    const landing = seeded("landing-page");
    const shared = await call("sandboxCodeShare", {
      sandboxId: landing.id,
      sandboxType: "WEB",
      files: [{ fileName: "index.html", code: "<h1>Mine</h1>" }],
    });
    expect(shared.status, shared.text).toBe(200);
    list = await mine();
    expect(list.map((row) => row.sandboxId)).toEqual([landing.id, project.id]);
    expect(list[0]).toMatchObject({ sandboxType: "WEB", path: `/web-sandbox/${landing.slug}` });
    expect(list[0]!.changedAt >= list[1]!.changedAt).toBe(true);
  });

  it("shows nobody else's: another learner's list and a visitor's share add nothing", async () => {
    const before = await mine();
    const visitorShare = await call(
      "sandboxCodeShare",
      {
        sandboxId: seeded("sql-lesson").id,
        sandboxType: "LOCAL_SQL",
        files: [{ fileName: "query.sql", code: "SELECT 1;" }],
      },
      {},
    );
    expect(visitorShare.status, visitorShare.text).toBe(200);
    expect(await mine(other)).toEqual([]);
    expect(await mine()).toEqual(before);
  });
});
