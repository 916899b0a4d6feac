import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actionJson, formActionJson, postAction, startHarness, upstream, visitor } from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const enrol = {
  intent: "ENROL",
  action: actionJson({ type: "ENROL", requestObject: { courseId: "c1" } }),
};

describe("the page action dispatcher refuses bad posts before anything goes upstream", () => {
  it("answers 403 without the CSRF token, with the intent named", async () => {
    const v = await visitor(true);
    const res = await postAction(v, enrol, { withCsrf: false });
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({ intent: "ENROL", ok: false });
    expect(res.data?.message).toMatch(/expired or did not come from this site/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 403 for a token that is not the cookie's", async () => {
    const v = await visitor(true);
    const res = await postAction(v, { ...enrol, csrf: "x".repeat(43) }, { withCsrf: false });
    expect(res.status).toBe(403);
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 400 for an unknown intent, a client-only one and a missing one", async () => {
    const v = await visitor(true);
    for (const intent of ["DELETE_EVERYTHING", "SHARE", "NAVIGATION", "", "<script>"]) {
      const res = await postAction(v, { intent });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ ok: false, message: "This action is not available." });
    }
    const none = await postAction(v, {});
    expect(none.status).toBe(400);
    expect(none.data?.intent).toBe("");
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 400 for a body that is not a form", async () => {
    const v = await visitor(true);
    const res = await postAction(v, enrol, { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.data?.message).toBe("This form could not be read.");
  });

  it("answers 413 for a form over 64 KB", async () => {
    const v = await visitor(true);
    const res = await postAction(v, { ...enrol, note: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.data).toMatchObject({ ok: false, message: "The form is too large." });
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ["not JSON", "{type: ENROL"],
    ["a JSON array", "[1,2]"],
    ["a JSON string", '"ENROL"'],
    ["over 16 KB", actionJson({ type: "ENROL", requestObject: { pad: "x".repeat(16 * 1024) } })],
    ["a wrongly typed field", actionJson({ type: "ENROL", fireAndForget: "yes" })],
    ["an absolute uri", actionJson({ type: "API_CALL", uri: "https://evil.example/steal" })],
    ["a protocol-relative uri", actionJson({ type: "API_CALL", uri: "//evil.example/x" })],
    ["a dot-segment uri", actionJson({ type: "API_CALL", uri: "/api/../__test/reset" })],
    [
      "an encoded dot-segment uri",
      actionJson({ type: "API_CALL", uri: "/api/%2e%2e/__test/reset" }),
    ],
    ["a backslash uri", actionJson({ type: "API_CALL", uri: "/\\evil.example" })],
  ])("answers 400 with a field error for an action that is %s", async (_label, action) => {
    const v = await visitor(true);
    const res = await postAction(v, { intent: "API_CALL", action, formId: "f1", typed: "kept" });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ intent: "API_CALL", ok: false, formId: "f1" });
    expect(res.data?.fieldErrors).toHaveProperty("action");
    expect(res.data?.values).toEqual({ typed: "kept" });
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 400 for a malformed formId", async () => {
    const v = await visitor(true);
    const res = await postAction(v, { ...enrol, formId: "../../etc" });
    expect(res.status).toBe(400);
    expect(res.data?.fieldErrors).toHaveProperty("formId");
  });

  it("answers 400 for a file posted with an intent that takes none", async () => {
    const v = await visitor(true);
    const file = new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" });
    const res = await postAction(v, { ...enrol, attachment: file }, { multipart: true });
    expect(res.status).toBe(400);
    expect(res.data?.fieldErrors).toEqual({ attachment: "This form does not take files." });
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 400 for an API call whose uri leaves /api/", async () => {
    const v = await visitor(true);
    const res = await postAction(v, {
      intent: "API_CALL",
      action: actionJson({ type: "API_CALL", uri: "/__test/reset" }),
    });
    expect(res.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });
});

describe("login where the intent needs it (spec 01 section 4)", () => {
  it("keeps the form and opens the login panel over the page for a logged-out visitor", async () => {
    const v = await visitor(false);
    const res = await postAction(v, enrol, { path: "/course/x?utm_source=a" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/course/x?utm_source=a&login=1");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(upstream.received).toHaveLength(0);
    const { getSession } = await import("~server/bff/session.server");
    const cookie = [...v.cookies].map(([n, val]) => `${n}=${val}`).join("; ");
    const session = await getSession(new Request("http://bff.test/", { headers: { cookie } }));
    expect(session.get("pendingAction")).toMatchObject({
      kind: "FORM",
      path: "/course/x?utm_source=a",
      intent: "ENROL",
      fields: { action: expect.stringContaining('"courseId":"c1"') },
    });
    expect(JSON.stringify(session.get("pendingAction"))).not.toContain(v.csrf);
  });

  it("asks for login when a server-given uri answers 401 to a logged-out visitor", async () => {
    const v = await visitor(false);
    upstream.script("/api/v1/form/submit/private", {
      status: 401,
      body: { message: "Login required" },
    });
    const res = await postAction(v, {
      intent: "FORM_SUBMIT",
      formId: "private",
      action: formActionJson("private", ["name"], { uri: "/api/v1/form/submit/private" }),
      name: "Asha",
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/course/x?login=1");
  });

  it("asks for login up front when the action says loginAction", async () => {
    const v = await visitor(false);
    const res = await postAction(v, {
      intent: "API_CALL",
      action: actionJson({ uri: "/api/v1/x", loginAction: { type: "SERVER_LOGIN" } }),
    });
    expect(res.status).toBe(302);
    expect(upstream.received).toHaveLength(0);
  });
});

describe("REPLAY: the kept form runs once after login", () => {
  async function keptThenLoggedIn() {
    const v = await visitor(false);
    await postAction(v, enrol);
    // The login (login-flow.server.ts) moves the pending form to replayForm and signs in.
    const { getSession, commitSession, signIn } = await import("~server/bff/session.server");
    const { afterLoginTarget } = await import("~server/bff/pending-action.server");
    const { TOKEN, LEARNER } = await import("./harness");
    const cookie = [...v.cookies].map(([n, val]) => `${n}=${val}`).join("; ");
    const session = await getSession(new Request("http://bff.test/", { headers: { cookie } }));
    signIn(session, { token: TOKEN, user: LEARNER, hash: "hash-1" });
    expect(afterLoginTarget(session, "/course/x")).toBe("/course/x");
    const [pair] = (await commitSession(session)).split(";");
    v.cookies.set("cl_session", pair.slice(pair.indexOf("=") + 1));
    // A page rendered after the login carries the token bound to the new session.
    const { csrfTokenFor } = await import("../../support/load-context");
    const after = [...v.cookies].map(([n, val]) => `${n}=${val}`).join("; ");
    v.csrf = (
      await csrfTokenFor(new Request("http://bff.test/", { headers: { cookie: after } }))
    ).token;
    return v;
  }

  it("runs the kept ENROL with the new session, then has nothing left", async () => {
    const v = await keptThenLoggedIn();
    upstream.script("/api/v1/enroll", {
      body: { status: "SUCCESS", statusMessage: "You're enrolled in C1!" },
    });
    const first = await postAction(v, { intent: "REPLAY" });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      intent: "ENROL",
      ok: true,
      message: "You're enrolled in C1!",
    });
    expect(upstream.calls("/api/v1/enroll")).toHaveLength(1);
    expect(upstream.calls("/api/v1/enroll")[0].json).toEqual({ courseId: "c1" });
    const again = await postAction(v, { intent: "REPLAY" });
    expect(again.status).toBe(409);
    expect(upstream.calls("/api/v1/enroll")).toHaveLength(1);
  });

  it("drops the kept form when the page posts the same intent itself", async () => {
    const v = await keptThenLoggedIn();
    const posted = await postAction(v, enrol);
    expect(posted.data?.ok).toBe(true);
    const replay = await postAction(v, { intent: "REPLAY" });
    expect(replay.status).toBe(409);
    expect(upstream.calls("/api/v1/enroll")).toHaveLength(1);
  });

  it("offers the kept form to the page loader without taking it", async () => {
    const v = await keptThenLoggedIn();
    const { getSession } = await import("~server/bff/session.server");
    const { replayOfferOf } = await import("~server/bff/actions/replay.server");
    const cookie = [...v.cookies].map(([n, val]) => `${n}=${val}`).join("; ");
    const session = await getSession(new Request("http://bff.test/", { headers: { cookie } }));
    expect(replayOfferOf(session, "/course/x?a=1")).toEqual({ intent: "ENROL" });
    expect(replayOfferOf(session, "/course/other")).toBeUndefined();
    expect(replayOfferOf(session, "/course/x", Date.now() + 16 * 60 * 1000)).toBeUndefined();
    const replay = await postAction(v, { intent: "REPLAY" });
    expect(replay.data?.ok).toBe(true);
  });

  it("refuses REPLAY for a logged-out visitor", async () => {
    const v = await visitor(false);
    const res = await postAction(v, { intent: "REPLAY" });
    expect(res.status).toBe(401);
  });
});

describe("upstream failures", () => {
  it("passes the platform's verdict on: 404 with its message", async () => {
    const v = await visitor(true);
    upstream.script("/api/v1/enroll", { status: 404, body: { message: "Failed to enrol" } });
    const res = await postAction(v, enrol);
    expect(res.status).toBe(404);
    expect(res.data).toMatchObject({ ok: false, message: "Failed to enrol" });
  });

  it("answers 502 with the enrolment text for a platform error without a message", async () => {
    const v = await visitor(true);
    upstream.script("/api/v1/enroll", { status: 500, body: {} });
    const res = await postAction(v, enrol);
    expect(res.status).toBe(502);
    expect(res.data).toMatchObject({ ok: false, message: "Failed to enrol" });
  });

  it("ends the session on 401 for a logged-in user and says so", async () => {
    const v = await visitor(true);
    upstream.script("/api/v1/enroll", { status: 401, body: { errorMessage: "Login required" } });
    const res = await postAction(v, enrol);
    expect(res.status).toBe(401);
    expect(res.data?.message).toBe("Login required");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("cl_logged_in=;"))).toBe(true);
  });
});
