import { z } from "zod";
import { readJsonBody, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { mount } from "../http/mount";
import { parseBody } from "../http/validation";
import type { TestControls } from "./test-mode";

/** Test mode only: the tab switches recorded since the platform started, oldest first. */
export const TAB_SWITCHES_TEST_PATH = "/__test/tab-switches";
const MAX_RECORDED = 100;

/** The tracker's request object plus `url`, the address of the contest page. */
const tabSwitchSchema = z.object({ url: z.string().min(1).max(2048) }).passthrough();

/**
 * The contest tab-switch call. The reference platform keeps no contest scores: it accepts the
 * call and answers an empty JSON object (the BFF reads every answer as JSON, so not a bare 204).
 * In test mode the calls are kept in memory for the end-to-end tests to read.
 */
export function contestRoutes(test: TestControls | undefined): RouteTable {
  const recorded: unknown[] = [];
  // Spec 01 section 5: where a contest page's tabChangeTracker posts (the seeded contest's uri).
  const routes: RouteTable = mount("contestTabSwitch", async (req, res) => {
    const body = parseBody(tabSwitchSchema, await readJsonBody(req));
    test?.attachBody(req, body);
    if (test) {
      recorded.push(body);
      if (recorded.length > MAX_RECORDED) recorded.shift();
    }
    sendJson(res, 200, {});
  });
  if (test) {
    routes[TAB_SWITCHES_TEST_PATH] = { GET: (_req, res) => sendJson(res, 200, recorded) };
  }
  return routes;
}
