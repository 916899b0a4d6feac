import { afterAll, beforeAll, expect } from "vitest";
import { UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import type { RunningPlatform } from "~server/platform/server";
import {
  bearer,
  devSignIn,
  makeDataDir,
  post,
  postPage,
  start,
  type JsonAnswer,
} from "./platform-harness";

/** What the admin editors' suites (cms-*.test.ts) share: who calls, and the page as answered. */

export type Headers = Record<string, string>;

export interface Callers {
  learner: Headers;
  admin: Headers;
  /** A second admin, for two admins editing one page. */
  otherAdmin: Headers;
  anonymous: Headers;
}

export async function signInCallers(platform: RunningPlatform): Promise<Callers> {
  const learner = bearer(await devSignIn(platform.url, "learner@example.com"));
  const admin = bearer(await devSignIn(platform.url, "admin@example.com"));
  await devSignIn(platform.url, "second.admin@example.com");
  const promoted = await post(platform.url, "/__test/update-user", {
    email: "second.admin@example.com",
    patch: { isAdmin: true, firstName: "Sam", lastName: "Second" },
  });
  expect(promoted.status, promoted.text).toBe(200);
  const otherAdmin = bearer(await devSignIn(platform.url, "second.admin@example.com"));
  return { learner, admin, otherAdmin, anonymous: {} };
}

export const callOf =
  (platform: RunningPlatform) =>
  (name: UpstreamCallName, body: unknown, headers: Headers): Promise<JsonAnswer> =>
    post(platform.url, UPSTREAM_CALLS[name].path, body, headers);

export interface AnsweredCell {
  id: string;
  parentId?: string;
  cellType: string;
  position: number;
  componentType?: string;
  componentData?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface AnsweredPage {
  pageId: string;
  pageVersion?: number;
  cells: AnsweredCell[];
}

export async function pageAt(
  platform: RunningPlatform,
  uri: string,
  headers: Headers,
): Promise<AnsweredPage> {
  const answer = await postPage(platform.url, uri, undefined, headers);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as AnsweredPage;
}

/** The ids of a parent's children in their order. */
export const childIds = (page: AnsweredPage, parentId: string) =>
  page.cells.filter((cell) => cell.parentId === parentId).map((cell) => cell.id);

/** One platform of its own for a suite, with its callers signed in (filled in by beforeAll). */
export interface CmsSuite {
  platform: RunningPlatform;
  who: Callers;
  call: ReturnType<typeof callOf>;
}

export function cmsPlatformSuite(): CmsSuite {
  const data = makeDataDir();
  const suite = {} as CmsSuite;
  beforeAll(async () => {
    suite.platform = await start(data.dir);
    suite.who = await signInCallers(suite.platform);
    suite.call = callOf(suite.platform);
  }, 60_000);
  afterAll(async () => {
    await suite.platform?.close();
    data.cleanup();
  });
  return suite;
}
