import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actionJson, postAction, startHarness, upstream, visitor } from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const post = async (fields: Record<string, string>) => postAction(await visitor(true), fields);

describe("enrolment (spec 02 sections 7 and 8)", () => {
  it.each([
    ["ENROL", "/api/v1/enroll", "courseId"],
    ["EVENTS_ENROL", "/api/v1/enroll/event", "eventId"],
    ["SUBSCRIPTION_ENROL", "/api/v1/enroll/subscription", "subscriptionId"],
    ["WORKSHOP_ENROL", "/api/v1/enroll/workshop", "workshopId"],
  ])("%s calls %s with %s and shows the statusMessage", async (intent, path, idField) => {
    upstream.script(path, { body: { status: "SUCCESS", statusMessage: "You're enrolled in X!" } });
    const res = await post({
      intent,
      action: actionJson({ type: intent, requestObject: { [idField]: "item-1", price: 0 } }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ intent, ok: true, message: "You're enrolled in X!" });
    expect(upstream.calls(path).map((c) => c.json)).toEqual([{ [idField]: "item-1" }]);
    expect(upstream.calls(path)[0].headers["auth-header"]).toBe("user-token-1");
  });

  it("refuses an id of the wrong type or shape without calling upstream", async () => {
    for (const courseId of [42, "", "a b", "x".repeat(200), { $ne: 1 }]) {
      const res = await post({
        intent: "ENROL",
        action: actionJson({ requestObject: { courseId } }),
      });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ ok: false, message: "Failed to enrol" });
    }
    expect(upstream.received).toHaveLength(0);
  });

  it("says the platform's message for a paid item, else 'Failed to enrol'", async () => {
    upstream.script("/api/v1/enroll/workshop", {
      status: 400,
      body: { message: "This program needs a purchase" },
    });
    const paid = await post({
      intent: "WORKSHOP_ENROL",
      action: actionJson({ requestObject: { workshopId: "sql-workshop" } }),
    });
    expect(paid.status).toBe(400);
    expect(paid.data?.message).toBe("This program needs a purchase");
    upstream.script("/api/v1/enroll", { body: { status: "FAILURE" } });
    const failed = await post({
      intent: "ENROL",
      action: actionJson({ requestObject: { courseId: "c" } }),
    });
    expect(failed.data).toMatchObject({ ok: false, message: "Failed to enrol" });
  });
});

describe("the API-call result (spec 02 section 3)", () => {
  it("maps follow-up action, reloadPage, closeModalIfOpen and invalidateAllPages", async () => {
    const follow = { type: "SHOW_TOAST", toastText: "Hi" };
    upstream.script("/api/v1/member/approval", {
      body: {
        status: "SUCCESS",
        statusMessage: "Approved",
        action: follow,
        reloadPage: true,
        closeModalIfOpen: true,
        invalidateAllPages: true,
        tracking: { eventName: "Approved" },
        response: { any: "thing" },
      },
    });
    const res = await post({
      intent: "MEMBER_APPROVAL_APPROVED",
      action: actionJson({ requestObject: { memberId: "m1", decision: "SKIP" } }),
    });
    expect(res.data).toMatchObject({
      ok: true,
      message: "Approved",
      follow,
      reloadPage: true,
      closeModalIfOpen: true,
      invalidateAllPages: true,
    });
    // The decision comes from the intent, never from the browser's object.
    expect(upstream.calls("/api/v1/member/approval")[0].json).toEqual({
      memberId: "m1",
      decision: "APPROVED",
    });
  });

  it("redirects (same site only) for a NAVIGATION follow-up", async () => {
    upstream.script("/api/v1/member/approval", {
      body: { status: "SUCCESS", action: { type: "NAVIGATION", uri: "/scale/welcome" } },
    });
    const res = await post({ intent: "MEMBER_APPROVAL_SKIP", action: actionJson({}) });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/scale/welcome");
    expect(upstream.calls("/api/v1/member/approval")[0].json).toEqual({ decision: "SKIP" });

    upstream.script("/api/v1/member/approval", {
      body: {
        status: "SUCCESS",
        action: { type: "NAVIGATION", uri: "https://elsewhere.example/" },
      },
    });
    const away = await post({ intent: "MEMBER_APPROVAL_SKIP", action: actionJson({}) });
    expect(away.status).toBe(200);
    expect(away.data?.follow).toMatchObject({ uri: "https://elsewhere.example/" });
  });

  it("keeps an answer whose fields are odd (a lenient read) and an empty 204", async () => {
    upstream.script("/api/v1/member/approval", {
      body: { status: 7, statusMessage: ["x"], reloadPage: "yes", action: "nope" },
    });
    const odd = await post({ intent: "MEMBER_APPROVAL_SKIP", action: actionJson({}) });
    expect(odd.status).toBe(200);
    expect(odd.data).toMatchObject({ ok: true });
    expect(odd.data?.follow).toBeUndefined();
    upstream.script("/api/v1/member/approval", { status: 204 });
    const empty = await post({ intent: "MEMBER_APPROVAL_SKIP", action: actionJson({}) });
    expect(empty.data).toMatchObject({ ok: true });
  });
});

describe("notify, mentorship, profile, reward and learning activity", () => {
  it("COURSE_NOTIFY answers the notify toast", async () => {
    const res = await post({
      intent: "COURSE_NOTIFY",
      action: actionJson({ requestObject: { courseId: "genai-bootcamp" } }),
    });
    expect(res.data).toMatchObject({
      ok: true,
      message: "Got it! We’ll notify you once this program goes live.",
    });
    expect(upstream.calls("/api/v1/course/action/notify")[0].json).toEqual({
      courseId: "genai-bootcamp",
    });
  });

  const mentorship = {
    intent: "MENTORSHIP_ENROLMENT",
    formId: "mentorship-form",
    action: actionJson({ requestObject: { cohortId: "pm-7", courseId: "pm-fellowship" } }),
  };

  it.each(["linkedin.com/company/acme", "https://evil.example/in/asha", "asha", ""])(
    "MENTORSHIP_ENROLMENT refuses the LinkedIn address %j with the field error",
    async (linkedInUrl) => {
      const res = await post({ ...mentorship, linkedInUrl, goal: "Switch to PM" });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({
        formId: "mentorship-form",
        fieldErrors: { linkedInUrl: "Enter a valid LinkedIn profile URL" },
        values: { linkedInUrl, goal: "Switch to PM" },
      });
      expect(upstream.received).toHaveLength(0);
    },
  );

  it("MENTORSHIP_ENROLMENT sends ids, the address and the other fields as requirements", async () => {
    const res = await post({
      ...mentorship,
      linkedInUrl: "HTTPS://www.LinkedIn.com/in/asha-learner/",
      goal: "Switch to PM",
      "requirements.hours": "5",
    });
    expect(res.data?.ok).toBe(true);
    expect(upstream.calls("/api/v1/enroll/mentorship")[0].json).toEqual({
      cohortId: "pm-7",
      courseId: "pm-fellowship",
      linkedInUrl: "HTTPS://www.LinkedIn.com/in/asha-learner/",
      requirements: { goal: "Switch to PM", hours: "5" },
    });
  });

  it("MENTORSHIP_ENROLMENT shows the platform's field errors next to their fields", async () => {
    upstream.script("/api/v1/enroll/mentorship", {
      status: 400,
      body: {
        message: "Invalid request",
        errors: { linkedInUrl: "Enter a valid LinkedIn profile URL" },
      },
    });
    const res = await post({ ...mentorship, linkedInUrl: "linkedin.com/in/x" });
    expect(res.status).toBe(400);
    expect(res.data?.fieldErrors).toEqual({ linkedInUrl: "Enter a valid LinkedIn profile URL" });
  });

  it("PROFILE_SUBMIT checks the names and sends only known fields", async () => {
    const bad = await post({
      intent: "PROFILE_SUBMIT",
      formId: "profile",
      firstName: " ",
      lastName: "x".repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.fieldErrors).toEqual({
      firstName: "This field is required",
      lastName: "Use at most 100 characters",
    });
    expect(upstream.received).toHaveLength(0);
    const ok = await post({
      intent: "PROFILE_SUBMIT",
      formId: "profile",
      firstName: " Asha ",
      lastName: "Learner",
      company: "Acme",
      isAdmin: "true",
    });
    expect(ok.data?.ok).toBe(true);
    expect(upstream.calls("/api/v1/user/profile/submit")[0].json).toEqual({
      firstName: "Asha",
      lastName: "Learner",
      company: "Acme",
    });
  });

  it("CLAIM_REWARD shows the statusMessage, and the platform's refusal", async () => {
    upstream.script("/api/v1/lms-service/user-activity/claim-reward", {
      body: { rewardId: "streak-7", statusMessage: "Reward claimed!" },
    });
    const action = actionJson({ requestObject: { rewardId: "streak-7" } });
    const res = await post({ intent: "CLAIM_REWARD", action });
    expect(res.data).toMatchObject({ ok: true, message: "Reward claimed!" });
    upstream.script("/api/v1/lms-service/user-activity/claim-reward", {
      status: 400,
      body: { message: "Reward already claimed" },
    });
    const again = await post({ intent: "CLAIM_REWARD", action });
    expect(again.status).toBe(400);
    expect(again.data?.message).toBe("Reward already claimed");
  });

  it("LEARNING_ACTIVITY_UPDATE fails with the server's message or 'Something is wrong'", async () => {
    const action = actionJson({ requestObject: { activityId: "a1", status: "COMPLETED" } });
    upstream.script("/api/v1/lms-service/user-activity/update", { status: 500, body: {} });
    const plain = await post({ intent: "LEARNING_ACTIVITY_UPDATE", action });
    expect(plain.status).toBe(502);
    expect(plain.data?.message).toBe("Something is wrong");
    upstream.script("/api/v1/lms-service/user-activity/update", {
      status: 409,
      body: { errorMessage: "Activity is locked" },
    });
    const told = await post({ intent: "LEARNING_ACTIVITY_UPDATE", action });
    expect(told.data?.message).toBe("Activity is locked");
    upstream.script("/api/v1/lms-service/user-activity/update", {
      body: { status: "SUCCESS", statusMessage: "Marked as done" },
    });
    const done = await post({ intent: "LEARNING_ACTIVITY_UPDATE", action });
    expect(done.data).toMatchObject({ ok: true, message: "Marked as done" });
    expect(upstream.calls("/api/v1/lms-service/user-activity/update").at(-1)?.json).toEqual({
      activityId: "a1",
      status: "COMPLETED",
    });
  });
});

describe("API_CALL (spec 02 section 7)", () => {
  it("posts requestObject to the server's uri and maps the result", async () => {
    upstream.script("/api/v1/lms-service/user-activity/update", {
      body: { status: "SUCCESS", statusMessage: "Saved" },
    });
    const res = await post({
      intent: "API_CALL",
      action: actionJson({
        uri: "/api/v1/lms-service/user-activity/update?src=dash",
        requestObject: { activityId: "a1", status: "STARTED" },
      }),
    });
    expect(res.data).toMatchObject({ ok: true, message: "Saved" });
    expect(upstream.received[0].path).toBe("/api/v1/lms-service/user-activity/update?src=dash");
    expect(upstream.received[0].json).toEqual({ activityId: "a1", status: "STARTED" });
  });

  it("answers a fire-and-forget call at once, while upstream has not answered yet", async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    upstream.script("/api/v1/slow", { hold, body: { status: "SUCCESS", statusMessage: "late" } });
    const res = await post({
      intent: "API_CALL",
      action: actionJson({ uri: "/api/v1/slow", requestObject: { a: 1 }, fireAndForget: true }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ intent: "API_CALL", ok: true });
    release();
    await expect.poll(() => upstream.calls("/api/v1/slow").length).toBe(1);
  });
});
