import { redirect } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actionJson, postAction, startHarness, upstream, visitor } from "./harness";

vi.mock("~server/bff/actions/enrol.server", () => ({
  handleEnrol: () => {
    throw new Error("a bug in a handler");
  },
}));
vi.mock("~server/bff/actions/notify.server", () => ({
  handleNotify: () => {
    throw redirect("/somewhere");
  },
}));

beforeAll(() => startHarness());
afterAll(() => upstream.stop());

describe("a handler that throws", () => {
  it("answers a logged generic failure (502), never a 500 page", async () => {
    const res = await postAction(await visitor(true), {
      intent: "ENROL",
      action: actionJson({ requestObject: { courseId: "c" } }),
    });
    expect(res.status).toBe(502);
    expect(res.data).toEqual({ intent: "ENROL", ok: false, message: "Something went wrong" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("means a thrown redirect as its answer", async () => {
    const res = await postAction(await visitor(true), {
      intent: "COURSE_NOTIFY",
      action: actionJson({ requestObject: { courseId: "c" } }),
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/somewhere");
  });
});
