import { signedFormJson, signedJson } from "../../support/signed-action";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";
import { loginByOtp } from "../auth/browser";
import { ActionClient, postResource, type ActionAnswer } from "./action-client";
import { platformState } from "./platform";

/** The seeded fellowship application's submit action, bound to its fields (decision 034). */
const applicationAction = signedFormJson(
  "fellowship-application",
  ["consent", "email", "experience", "fullName", "motivation", "phone", "resume", "track"],
  { uri: "/api/v1/form/submit/fellowship-application" },
);

/**
 * Server actions (decision 006): malformed, oversized and hostile payloads to every action answer 400/403/413 with
 * field errors or a message, never 500, and change nothing on the platform.
 */
let stack: Stack;
let client: ActionClient;

beforeAll(async () => {
  stack = await startStack();
  client = new ActionClient(stack);
  await client.open("/login");
  await loginByOtp(client.browser, stack, "learner@example.com");
});
afterAll(async () => {
  await stack?.stop();
});

const json = (value: unknown) => JSON.stringify(value);
const MB = 1024 * 1024;

type Fields = Record<string, string>;
interface Case {
  path: string;
  fields: Fields;
  /** The same post with a field of the wrong type or shape. */
  wrongTypes: Fields;
}

const course = { itemId: "pm-fellowship", itemType: "COURSE" };

const CASES: Record<string, Case> = {
  START_CHECKOUT: {
    path: "/course/product-management-course",
    fields: { action: signedJson({ type: "START_CHECKOUT", requestObject: course }) },
    wrongTypes: {
      action: signedJson({ type: "START_CHECKOUT", requestObject: { itemId: 5, itemType: [] } }),
    },
  },
  PART_CHECKOUT: {
    path: "/course/product-management-course",
    fields: {
      formId: "part-payment",
      action: signedJson({ requestObject: { checkoutInitRequest: course } }),
      firstName: "Asha",
      lastName: "Learner",
      email: "learner@example.com",
      phoneNumber: "9876543210",
    },
    wrongTypes: {
      formId: "part-payment",
      action: signedJson({ requestObject: { checkoutInitRequest: "pm-fellowship" } }),
      email: "not-an-email",
      phoneNumber: "call me",
    },
  },
  APPLY_COUPON: {
    path: "/coupons",
    fields: { action: signedJson({ requestObject: { ...course, couponCode: "WELCOME10" } }) },
    wrongTypes: { action: signedJson({ requestObject: { ...course, couponCode: { $ne: "" } } }) },
  },
  COURSE_NOTIFY: {
    path: "/course/generative-ai-course",
    fields: { action: signedJson({ requestObject: { courseId: "genai-bootcamp" } }) },
    wrongTypes: { action: signedJson({ requestObject: { courseId: true } }) },
  },
  PROFILE_SUBMIT: {
    path: "/user/profile",
    fields: { formId: "profile", firstName: "Asha", lastName: "Learner" },
    wrongTypes: { formId: "profile", firstName: "", lastName: "x".repeat(500) },
  },
  ENROL: {
    path: "/course/product-management-course",
    fields: { action: signedJson({ requestObject: { courseId: "pm-fellowship" } }) },
    wrongTypes: { action: signedJson({ requestObject: { courseId: 123 } }) },
  },
  EVENTS_ENROL: {
    path: "/events",
    fields: { action: signedJson({ requestObject: { eventId: "career-fair-2026" } }) },
    wrongTypes: { action: signedJson({ requestObject: { eventId: { $gt: "" } } }) },
  },
  SUBSCRIPTION_ENROL: {
    path: "/subscriptions",
    fields: { action: signedJson({ requestObject: { subscriptionId: "scale-monthly-trial" } }) },
    wrongTypes: {
      action: signedJson({ requestObject: { subscriptionId: ["scale-monthly-trial"] } }),
    },
  },
  WORKSHOP_ENROL: {
    path: "/workshops/sql-basics",
    fields: { action: signedJson({ requestObject: { workshopId: "sql-basics-free" } }) },
    wrongTypes: { action: signedJson({ requestObject: { workshopId: null } }) },
  },
  MEMBER_APPROVAL_APPROVED: {
    path: "/scale/onboarding",
    fields: { action: signedJson({ requestObject: {} }) },
    wrongTypes: { action: signedJson({ requestObject: "APPROVED" }) },
  },
  MEMBER_APPROVAL_SKIP: {
    path: "/scale/onboarding",
    fields: { action: signedJson({ requestObject: {} }) },
    wrongTypes: { action: signedJson({ requestObject: [1, 2] }) },
  },
  API_CALL: {
    path: "/course-dashboard/product-management",
    fields: {
      action: signedJson({
        uri: "/api/v1/lms-service/user-activity/update",
        requestObject: { activityId: "a1", status: "COMPLETED" },
      }),
    },
    wrongTypes: { action: signedJson({ uri: "/__test/reset", requestObject: {} }) },
  },
  CLAIM_REWARD: {
    path: "/course-dashboard/product-management",
    fields: { action: signedJson({ requestObject: { rewardId: "streak-7" } }) },
    wrongTypes: { action: signedJson({ requestObject: { rewardId: 7 } }) },
  },
  LEARNING_ACTIVITY_UPDATE: {
    path: "/course-dashboard/product-management",
    fields: { action: signedJson({ requestObject: { activityId: "a1", status: "COMPLETED" } }) },
    wrongTypes: {
      action: signedJson({ requestObject: { activityId: "a1", status: "'; DROP TABLE" } }),
    },
  },
  FORM_SUBMIT: {
    path: "/apply/fellowship",
    fields: {
      formId: "fellowship-application",
      action: applicationAction,
      fullName: "Asha",
    },
    wrongTypes: {
      formId: "../../fellowship-application",
      action: applicationAction,
    },
  },
  MENTORSHIP_ENROLMENT: {
    path: "/mentorship/product-management",
    fields: {
      formId: "mentorship",
      action: signedJson({
        requestObject: { cohortId: "pm-mentorship-cohort-7", courseId: "pm-fellowship" },
      }),
      linkedInUrl: "https://www.linkedin.com/in/asha",
    },
    wrongTypes: {
      formId: "mentorship",
      action: signedJson({ requestObject: { cohortId: 7, courseId: "pm-fellowship" } }),
      linkedInUrl: "javascript:alert(1)",
    },
  },
  PROFILE_IMAGE_UPLOAD: {
    path: "/user/profile",
    fields: { formId: "profile-image" },
    wrongTypes: { formId: "profile-image", image: "not a file" },
  },
  RESUME_UPLOAD: {
    path: "/user/profile",
    fields: { formId: "resume" },
    wrongTypes: { formId: "resume", resume: "not a file" },
  },
};

const INTENTS = Object.keys(CASES);

/** Refused: 400, 403 or 413, a message or field errors, nothing upstream changed. */
async function expectRefused(
  post: () => Promise<ActionAnswer>,
  statuses: number[] = [400, 403, 413],
): Promise<ActionAnswer> {
  const before = await platformState(stack);
  const answer = await post();
  expect(statuses).toContain(answer.status);
  expect(answer.redirect).toBeUndefined();
  expect(answer.result?.ok).toBe(false);
  expect(
    answer.result?.message || Object.keys(answer.result?.fieldErrors ?? {}).length,
  ).toBeTruthy();
  expect(await platformState(stack)).toEqual(before);
  return answer;
}

function withAction(c: Case, action: string): Fields {
  return { ...c.fields, action };
}

describe.each(INTENTS)("%s refuses hostile posts", (intent) => {
  const c = CASES[intent];
  const post = (fields: Fields, options = {}) =>
    client.post(c.path, { intent, ...fields }, options);

  it("without the CSRF token: 403", async () => {
    const answer = await expectRefused(() => post(c.fields, { csrf: false }), [403]);
    expect(answer.result?.intent).toBe(intent);
  });

  it.each([
    ["bad JSON", "{not json"],
    ["an absolute uri", signedJson({ type: intent, uri: "https://evil.example/steal" })],
    ["a //host uri", signedJson({ type: intent, uri: "//evil.example/steal" })],
    ["a .. uri", signedJson({ type: intent, uri: "/api/v1/../../__test/reset" })],
    [
      "an action over 16 KB",
      signedJson({ type: intent, requestObject: { pad: "x".repeat(17_000) } }),
    ],
  ])("with %s in `action`: 400 and a field error", async (_label, action) => {
    const answer = await expectRefused(() => post(withAction(c, action)), [400]);
    expect(answer.result?.fieldErrors).toHaveProperty("action");
  });

  it("with a huge field: 413", async () => {
    await expectRefused(() => post({ ...c.fields, note: "x".repeat(80 * 1024) }), [413]);
  });

  it("with fields of the wrong type or shape: 400", async () => {
    await expectRefused(() => post(c.wrongTypes), [400]);
  });
});

describe("refused before any intent runs", () => {
  it("an unknown or client-only intent: 400", async () => {
    for (const intent of ["DROP_TABLES", "SHARE", "CLIPBOARD_COPY", "NAVIGATION", "LOGOUT"]) {
      const answer = await expectRefused(() => client.post("/events", { intent }), [400]);
      expect(answer.result?.message).toBe("This action is not available.");
    }
  });

  it("a body that is not a form (JSON): 400", async () => {
    await expectRefused(
      () =>
        client.post(
          "/events",
          {},
          { rawBody: json({ intent: "EVENTS_ENROL" }), type: "application/json" },
        ),
      [400],
    );
  });
});

describe("uploads are refused before anything is sent", () => {
  const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const sized = (head: Buffer, size: number, name: string, type: string) => {
    const bytes = Buffer.alloc(size, 0x20);
    head.copy(bytes);
    return new File([bytes], name, { type });
  };
  const upload = (intent: string, file: File, field = "file") =>
    client.post("/user/profile", { intent, formId: "upload", [field]: file }, { multipart: true });

  it("a profile image over 2 MB: 413 with the field error", async () => {
    const answer = await expectRefused(
      () => upload("PROFILE_IMAGE_UPLOAD", sized(pngHead, 3 * MB, "me.png", "image/png"), "image"),
      [413],
    );
    expect(answer.result).toMatchObject({
      message: "Image Upload Failed",
      fieldErrors: { image: "The file must be at most 2 MB" },
    });
  });

  it("any file over 5 MB: 413", async () => {
    await expectRefused(
      () =>
        upload(
          "RESUME_UPLOAD",
          sized(Buffer.from("%PDF-1.7"), 6 * MB, "cv.pdf", "application/pdf"),
        ),
      [413],
    );
  });

  it("a script posing as an image or a resume: 400", async () => {
    const script = new File(["<script>alert(1)</script>"], "me.png", { type: "image/png" });
    const image = await expectRefused(() => upload("PROFILE_IMAGE_UPLOAD", script), [400]);
    expect(image.result?.fieldErrors).toEqual({ file: "Choose a JPEG, PNG or WebP image" });
    const resume = await expectRefused(() => upload("RESUME_UPLOAD", script), [400]);
    expect(resume.result).toMatchObject({ message: "Resume Upload Failed" });
  });

  it("a file on the application form of the wrong type: 400", async () => {
    const answer = await expectRefused(
      () =>
        client.post(
          "/apply/fellowship",
          {
            intent: "FORM_SUBMIT",
            formId: "fellowship-application",
            action: applicationAction,
            resume: new File(["MZ\u0090\u0000"], "cv.pdf", { type: "application/pdf" }),
          },
          { multipart: true },
        ),
      [400],
    );
    expect(answer.result?.fieldErrors).toEqual({ resume: "Choose a PDF, PNG or JPEG file" });
  });

  it("a file with an intent that takes none: 400", async () => {
    await expectRefused(
      () =>
        client.post(
          "/events",
          {
            intent: "EVENTS_ENROL",
            action: signedJson({ requestObject: { eventId: "career-fair-2026" } }),
            file: sized(pngHead, 100, "x.png", "image/png"),
          },
          { multipart: true },
        ),
      [400],
    );
  });
});

describe("the resource routes refuse hostile posts too", () => {
  const download = signedJson({
    type: "DOWNLOAD",
    uri: "/api/v1/certificate/download",
    requestObject: { courseId: "pm-fellowship" },
    fileName: "certificate.pdf",
  });

  it.each([
    ["no CSRF token", { intent: "DOWNLOAD", action: download }, { csrf: false }, 403],
    [
      "another host",
      { intent: "DOWNLOAD", action: signedJson({ uri: "https://evil.example/" }) },
      {},
      400,
    ],
    [
      "a path off the API",
      { intent: "DOWNLOAD", action: signedJson({ uri: "/__test/reset" }) },
      {},
      400,
    ],
    ["bad JSON", { intent: "DOWNLOAD", action: "{" }, {}, 400],
  ])("/api/download with %s: %i", async (_label, fields, options, status) => {
    const before = await platformState(stack);
    const res = await postResource(client, "/api/download", fields, options);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect((await res.json()) as unknown).toMatchObject({ ok: false, message: expect.any(String) });
    expect(await platformState(stack)).toEqual(before);
  });

  it.each([
    ["no CSRF token", { objectKeys: json(["videos/a.m3u8"]) }, { csrf: false }, 403],
    ["keys that are not a list", { objectKeys: "videos/a.m3u8" }, {}, 400],
    ["a key climbing out", { objectKeys: json(["../../etc/passwd"]) }, {}, 400],
    [
      "too many keys",
      { objectKeys: json(Array.from({ length: 50 }, (_, i) => `v/${i}`)) },
      {},
      400,
    ],
  ])("/api/video-sign with %s: %i", async (_label, fields, options, status) => {
    const res = await postResource(client, "/api/video-sign", fields, options);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { message: string };
    expect(body).toEqual({ message: status === 403 ? expect.any(String) : "Some Error Happened" });
  });
});
