import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { signedFormActionJson, signedJson } from "../../support/signed-action";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { loginByOtp } from "../auth/browser";
import { ActionClient, postResource } from "./action-client";
import { actionOfType, formOf, platformPage, platformState, platformToken } from "./platform";

/**
 * Every page action against the reference platform, posted exactly as the seeded pages offer it
 * (the action description and form fields come from the platform's own pages).
 */
let stack: Stack;
let client: ActionClient;
let token: string;

const LEARNER = "learner@example.com";

beforeAll(async () => {
  stack = await startStack();
  client = new ActionClient(stack);
  await client.open("/login");
  await loginByOtp(client.browser, stack, LEARNER);
  token = await platformToken(stack, LEARNER);
});
afterAll(async () => {
  await stack?.stop();
});

async function seededAction(pageUri: string, type: string) {
  return actionOfType(await platformPage(stack, pageUri, token), type);
}

async function postSeeded(pageUri: string, type: string, fields: Record<string, string> = {}) {
  const action = await seededAction(pageUri, type);
  return client.post(pageUri, { intent: type, action: signedJson(action), ...fields });
}

async function count(endpoint: string, predicate: (row: Record<string, unknown>) => boolean) {
  const state = await platformState(stack);
  const rows = state[endpoint];
  const list = Array.isArray(rows)
    ? rows
    : (Object.values(rows as object).find(Array.isArray) ?? []);
  return (list as Record<string, unknown>[]).filter(predicate).length;
}

interface UserActions {
  rewardClaims: unknown[];
  activities: unknown[];
  memberApprovals: { decision: string; request: Record<string, unknown> }[];
  profileSubmissions: { profile: Record<string, unknown> }[];
  uploads: unknown[];
  resumeUrl: string | null;
}

async function userActions(): Promise<UserActions> {
  return (await platformState(stack))["/__test/user-actions"] as UserActions;
}

const mentions = (id: string) => (row: Record<string, unknown>) => JSON.stringify(row).includes(id);

describe("enrolment", () => {
  it("EVENTS_ENROL enrols once, however often it is posted", async () => {
    const first = await postSeeded("/events", "EVENTS_ENROL");
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ intent: "EVENTS_ENROL", ok: true });
    expect(first.result?.message).toMatch(/^You're enrolled in /);
    const again = await postSeeded("/events", "EVENTS_ENROL");
    expect(again.result?.ok).toBe(true);
    expect(await count("/__test/enrolments", mentions("career-fair-2026"))).toBe(1);
  });

  it("WORKSHOP_ENROL: a paid workshop needs a purchase, a free one enrols", async () => {
    const paid = await client.post("/workshops/sql-basics", {
      intent: "WORKSHOP_ENROL",
      action: signedJson({
        type: "WORKSHOP_ENROL",
        requestObject: { workshopId: "sql-workshop" },
      }),
    });
    expect(paid.status).toBe(400);
    expect(paid.result).toMatchObject({ ok: false, message: "This program needs a purchase" });
    expect(await count("/__test/enrolments", mentions("sql-workshop"))).toBe(0);
    const free = await client.post("/workshops/sql-basics", {
      intent: "WORKSHOP_ENROL",
      action: signedJson({
        type: "WORKSHOP_ENROL",
        requestObject: { workshopId: "sql-basics-free" },
      }),
    });
    expect(free.result?.ok).toBe(true);
  });

  it("SUBSCRIPTION_ENROL enrols in the free trial", async () => {
    const res = await postSeeded("/subscriptions", "SUBSCRIPTION_ENROL");
    expect(res.result).toMatchObject({ intent: "SUBSCRIPTION_ENROL", ok: true });
  });

  it("ENROL of an unknown course says 'Failed to enrol'", async () => {
    const res = await client.post("/course/x", {
      intent: "ENROL",
      action: signedJson({ type: "ENROL", requestObject: { courseId: "no-such-course" } }),
    });
    expect(res.status).toBe(404);
    expect(res.result).toMatchObject({ ok: false, message: "Failed to enrol" });
  });

  it("COURSE_NOTIFY answers the notify toast and records one request", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await postSeeded("/course/generative-ai-course", "COURSE_NOTIFY");
      expect(res.result).toMatchObject({
        ok: true,
        message: "Got it! We’ll notify you once this program goes live.",
      });
    }
    expect(await count("/__test/notify", mentions("genai-bootcamp"))).toBe(1);
  });
});

describe("mentorship and forms", () => {
  it("MENTORSHIP_ENROLMENT: a bad LinkedIn address is a field error, a good one enrols", async () => {
    const page = await platformPage(stack, "/mentorship/product-management", token);
    const form = formOf(page, "MENTORSHIP_ENROLMENT");
    const fields: Record<string, string> = {
      intent: "MENTORSHIP_ENROLMENT",
      formId: form.formId,
      action: signedFormActionJson(form as unknown as Record<string, unknown>),
    };
    for (const field of form.fields) {
      if (field.name !== "linkedInUrl") fields[field.name] = field.options?.[0]?.value ?? "Growth";
    }
    const bad = await client.post("/mentorship/product-management", {
      ...fields,
      linkedInUrl: "https://example.com/asha",
    });
    expect(bad.status).toBe(400);
    expect(bad.result?.fieldErrors).toEqual({ linkedInUrl: "Enter a valid LinkedIn profile URL" });
    expect(bad.result?.values?.linkedInUrl).toBe("https://example.com/asha");
    const good = await client.post("/mentorship/product-management", {
      ...fields,
      linkedInUrl: "https://www.linkedin.com/in/asha-learner",
    });
    expect(good.result).toMatchObject({ intent: "MENTORSHIP_ENROLMENT", ok: true });
    expect(await count("/__test/enrolments", mentions("pm-mentorship-cohort-7"))).toBe(1);
  });

  it("FORM_SUBMIT: server field errors with the typed values, then the default success", async () => {
    const page = await platformPage(stack, "/apply/fellowship");
    const form = formOf(page, "FORM_SUBMIT");
    const base: Record<string, string | File> = {
      intent: "FORM_SUBMIT",
      formId: form.formId,
      action: signedFormActionJson(form as unknown as Record<string, unknown>),
    };
    const values: Record<string, string> = {};
    for (const field of form.fields) {
      if (field.type === "file") continue;
      values[field.name] =
        field.type === "email"
          ? "asha@example.com"
          : field.type === "phone"
            ? "9876543210"
            : field.type === "checkbox"
              ? "on"
              : (field.options?.[0]?.value ?? "Asha Learner");
    }
    const before = await count("/__test/form-submissions", () => true);
    const invalid = await client.post("/apply/fellowship", {
      ...base,
      ...values,
      email: "not-an-email",
      phone: "12ab",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.result?.fieldErrors).toMatchObject({
      email: "Invalid Email",
      phone: "Invalid Phone Number",
    });
    expect(invalid.result?.values).toMatchObject({ email: "not-an-email", phone: "12ab" });
    expect(await count("/__test/form-submissions", () => true)).toBe(before);

    const fileField = form.fields.find((f) => f.type === "file");
    const withFile: Record<string, string | File> = { ...base, ...values };
    if (fileField) {
      withFile[fileField.name] = new File(["%PDF-1.7\n%%EOF"], "cv.pdf", {
        type: "application/pdf",
      });
    }
    const ok = await client.post("/apply/fellowship", withFile, { multipart: true });
    expect(ok.result).toMatchObject({
      ok: true,
      message: "Your application has been submitted. We'll be in touch with you via email.",
    });
    expect(await count("/__test/form-submissions", () => true)).toBe(before + 1);
    if (fileField) {
      const submissions = (await platformState(stack))["/__test/form-submissions"];
      expect(JSON.stringify(submissions)).toMatch(/\/uploads\/[^"]+\.pdf/);
    }
  });

  it("PROFILE_SUBMIT saves the names", async () => {
    const res = await client.post("/user/profile", {
      intent: "PROFILE_SUBMIT",
      formId: "profile",
      firstName: "Asha",
      lastName: "Learner",
      headLine: "Aspiring PM",
    });
    expect(res.result).toMatchObject({ intent: "PROFILE_SUBMIT", ok: true });
    const { profileSubmissions } = await userActions();
    expect(profileSubmissions.at(-1)?.profile).toMatchObject({
      firstName: "Asha",
      lastName: "Learner",
      headLine: "Aspiring PM",
    });
  });
});

describe("learning actions", () => {
  it("CLAIM_REWARD claims once, then says it was claimed", async () => {
    const res = await client.post("/course-dashboard/data-analyst", {
      intent: "CLAIM_REWARD",
      action: signedJson({ type: "CLAIM_REWARD", requestObject: { rewardId: "streak-7" } }),
    });
    expect(res.result?.ok).toBe(true);
    expect(res.result?.message).toBeTruthy();
    expect(JSON.stringify((await userActions()).rewardClaims)).toContain("streak-7");
    const again = await client.post("/course-dashboard/data-analyst", {
      intent: "CLAIM_REWARD",
      action: signedJson({ type: "CLAIM_REWARD", requestObject: { rewardId: "streak-7" } }),
    });
    expect(again.status).toBe(400);
    expect(again.result?.message).toBe("Reward already claimed");
  });

  it("API_CALL updates an activity; fire-and-forget answers at once", async () => {
    const action = {
      type: "API_CALL",
      uri: "/api/v1/lms-service/user-activity/update",
      requestObject: { activityId: "da-module-3-assignment", status: "COMPLETED" },
    };
    const res = await client.post("/course-dashboard/data-analyst", {
      intent: "API_CALL",
      action: signedJson(action),
    });
    expect(res.result).toMatchObject({ ok: true, message: "Marked as complete" });
    const quick = await client.post("/course-dashboard/data-analyst", {
      intent: "API_CALL",
      action: signedJson({ ...action, fireAndForget: true }),
    });
    expect(quick.result).toEqual({ intent: "API_CALL", ok: true });
  });

  it("LEARNING_ACTIVITY_UPDATE: the result's text, or the platform's reason", async () => {
    const post = (activityId: string) =>
      client.post("/course-dashboard/data-analyst", {
        intent: "LEARNING_ACTIVITY_UPDATE",
        action: signedJson({ requestObject: { activityId, status: "IN_PROGRESS" } }),
      });
    const saved = await post("da-module-4-video");
    expect(saved.result).toMatchObject({ ok: true, message: "Progress saved" });
    const state = (await platformState(stack))["/__test/user-actions"];
    expect(JSON.stringify(state)).toContain("da-module-4-video");
    const unknown = await post("not-my-activity");
    expect(unknown.status).toBe(404);
    expect(unknown.result).toMatchObject({
      ok: false,
      message: "This activity is not part of your course",
    });
  });

  it("MEMBER_APPROVAL_APPROVED and _SKIP (as /scale/onboarding offers them) are recorded", async () => {
    for (const intent of ["MEMBER_APPROVAL_APPROVED", "MEMBER_APPROVAL_SKIP"]) {
      const res = await postSeeded("/scale/onboarding", intent);
      expect(res.status).toBeLessThan(400);
      if (res.result) expect(res.result).toMatchObject({ intent, ok: true });
    }
    const decisions = (await userActions()).memberApprovals.map((a) => a.decision);
    expect(decisions).toEqual(["APPROVED", "SKIP"]);
  });
});

describe("files", () => {
  const png = () => {
    const bytes = Buffer.alloc(2048, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    return new File([bytes], "me.png", { type: "image/png" });
  };

  it("PROFILE_IMAGE_UPLOAD: 'Image Uploaded!'", async () => {
    const res = await client.post(
      "/user/profile",
      { intent: "PROFILE_IMAGE_UPLOAD", formId: "profile-image", image: png() },
      { multipart: true },
    );
    expect(res.result).toMatchObject({ ok: true, message: "Image Uploaded!" });
    expect((await userActions()).uploads.length).toBeGreaterThan(0);
  });

  it("RESUME_UPLOAD: 'Resume Uploaded!'", async () => {
    const pdf = new File(["%PDF-1.7\n%%EOF"], "cv.pdf", { type: "application/pdf" });
    const res = await client.post(
      "/user/profile",
      { intent: "RESUME_UPLOAD", formId: "resume", resume: pdf },
      { multipart: true },
    );
    expect(res.result).toMatchObject({ ok: true, message: "Resume Uploaded!" });
    expect((await userActions()).resumeUrl).toMatch(/\.pdf$/);
  });

  it("DOWNLOAD saves the certificate under its fileName", async () => {
    const action = await seededAction("/course-dashboard/data-analyst", "DOWNLOAD");
    const res = await postResource(client, "/api/download", {
      intent: "DOWNLOAD",
      action: signedJson(action),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('filename="certificate.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("video signing answers signed addresses", async () => {
    const res = await postResource(client, "/api/video-sign", {
      objectKeys: JSON.stringify(["videos/da-module-4-intro.webm"]),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { signedObjectKeys: Record<string, string> };
    expect(body.signedObjectKeys["videos/da-module-4-intro.webm"]).toMatch(/^https?:\/\//);
  });
});

describe("without JavaScript", () => {
  it("a plain form post renders the page with the result (200), a bad one with 400", async () => {
    const action = await seededAction("/events", "EVENTS_ENROL");
    const ok = await client.browser.post("/events", {
      csrf: client.csrf,
      intent: "EVENTS_ENROL",
      action: signedJson(action),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/text\/html/);
    const bad = await client.browser.post("/events", {
      csrf: client.csrf,
      intent: "EVENTS_ENROL",
      action: "{",
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toMatch(/text\/html/);
  });
});

// Last in this file: everything above reached the platform through catalogue entries only.
it("the BFF called only entries of the call catalogue", async () => {
  const seen = await expectOnlyCatalogueCalls(stack.platformUrl);
  expect(seen.length).toBeGreaterThan(0);
});
