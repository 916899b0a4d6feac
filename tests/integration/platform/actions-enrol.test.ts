import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/** Enrolment, mentorship and notify-me on the reference platform (docs/contract.md, decision 006). */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const tokens = new Map<string, string>();
const EMAIL = "enroller@example.com";

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  for (const email of [EMAIL, "mentee@example.com", "notified@example.com"]) {
    tokens.set(email, await devSignIn(base, email));
  }
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const as = (email = EMAIL) => ({ "auth-header": tokens.get(email)! });
const enrolmentsOf = async (email = EMAIL) =>
  (await get(base, `/__test/enrolments?email=${email}`)).body as Array<{
    itemId: string;
    source: string;
    details: Record<string, unknown> | null;
  }>;

describe("free enrolments", () => {
  const cases = [
    ["/api/v1/enroll/event", { eventId: "career-fair-2026" }, "Career Fair 2026"],
    [
      "/api/v1/enroll/subscription",
      { subscriptionId: "scale-monthly-trial" },
      "Scale membership, 14-day free trial",
    ],
    [
      "/api/v1/enroll/workshop",
      { workshopId: "sql-basics-free" },
      "SQL Basics: free intro session",
    ],
  ] as const;

  it("enrol in free items with the API-call result, idempotently", async () => {
    for (const [path, body, name] of cases) {
      for (let i = 0; i < 2; i++) {
        const res = await post(base, path, body, as());
        expect(res.status, path).toBe(200);
        expect(res.body).toEqual({
          status: "SUCCESS",
          statusMessage: `You're enrolled in ${name}!`,
          reloadPage: false,
        });
      }
    }
    const enrolments = await enrolmentsOf();
    expect(enrolments.map((e) => e.itemId).sort()).toEqual(
      ["career-fair-2026", "scale-monthly-trial", "sql-basics-free"].sort(),
    );
    expect(enrolments.every((e) => e.source === "FREE")).toBe(true);
  });

  it("a paid item needs a purchase; an unknown id or another kind's id fails to enrol", async () => {
    const refused: Array<[string, Record<string, string>, number, string]> = [
      [
        "/api/v1/enroll/workshop",
        { workshopId: "sql-workshop" },
        400,
        "This program needs a purchase",
      ],
      ["/api/v1/enroll", { courseId: "pm-fellowship" }, 400, "This program needs a purchase"],
      [
        "/api/v1/enroll/subscription",
        { subscriptionId: "scale-monthly" },
        400,
        "This program needs a purchase",
      ],
      ["/api/v1/enroll/event", { eventId: "no-such-event" }, 404, "Failed to enrol"],
      ["/api/v1/enroll/event", { eventId: "sql-basics-free" }, 404, "Failed to enrol"],
      ["/api/v1/enroll", { courseId: "career-fair-2026" }, 404, "Failed to enrol"],
    ];
    const before = await enrolmentsOf();
    for (const [path, body, status, message] of refused) {
      const res = await post(base, path, body, as());
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body).toMatchObject({ message });
    }
    expect(await enrolmentsOf()).toEqual(before);
  });

  it("a course bought and paid for answers ENROL as enrolled", async () => {
    const order = (
      await post(
        base,
        "/api/v1/checkout",
        {
          itemId: "da-fellowship",
          itemType: "COURSE",
          quantity: 1,
          userInfo: { mobileNumber: { mobileNumber: "9876543210" } },
        },
        as(),
      )
    ).body as { orderId: string; orderCreationId: string };
    const pgSignature = createHmac("sha256", "test-gateway-secret")
      .update(`${order.orderCreationId}|pay_Enrol01`)
      .digest("hex");
    await post(
      base,
      "/api/v1/checkout/payment",
      {
        pgPaymentId: "pay_Enrol01",
        pgCreationId: order.orderCreationId,
        pgSignature,
        orderId: order.orderId,
      },
      as(),
    );
    const res = await post(base, "/api/v1/enroll", { courseId: "da-fellowship" }, as());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      statusMessage: "You're enrolled in Data Analyst Fellowship!",
    });
    expect((await enrolmentsOf()).filter((e) => e.itemId === "da-fellowship")).toHaveLength(1);
  });

  it("needs a login", async () => {
    const res = await post(base, "/api/v1/enroll/event", { eventId: "career-fair-2026" });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/v1/enroll/mentorship", () => {
  const body = (more: Record<string, unknown> = {}) => ({
    cohortId: "pm-mentorship-cohort-7",
    courseId: "pm-fellowship",
    linkedInUrl: "https://www.linkedin.com/in/asha-learner",
    requirements: { goal: "Move from analytics into product", slot: "weekend" },
    ...more,
  });

  it("enrols with the LinkedIn address and the requirements, once", async () => {
    for (const url of ["https://www.linkedin.com/in/asha-learner", "linkedin.com/pub/asha/1/2/3"]) {
      const res = await post(
        base,
        "/api/v1/enroll/mentorship",
        body({ linkedInUrl: url }),
        as("mentee@example.com"),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "SUCCESS",
        statusMessage: "You're enrolled in Product Management Mentorship, Cohort 7!",
      });
    }
    const enrolments = await enrolmentsOf("mentee@example.com");
    expect(enrolments).toEqual([
      expect.objectContaining({
        itemId: "pm-mentorship-cohort-7",
        source: "MENTORSHIP",
        details: {
          courseId: "pm-fellowship",
          linkedInUrl: "https://www.linkedin.com/in/asha-learner",
          requirements: { goal: "Move from analytics into product", slot: "weekend" },
        },
      }),
    ]);
  });

  it("refuses an address that is not a LinkedIn profile, and bad requirements", async () => {
    for (const linkedInUrl of [
      "https://example.com/in/asha",
      "https://www.linkedin.com/company/acme",
      "javascript:alert(1)//linkedin.com/in/x",
      "",
      42,
    ]) {
      const res = await post(
        base,
        "/api/v1/enroll/mentorship",
        body({ linkedInUrl }),
        as("notified@example.com"),
      );
      expect(res.status, String(linkedInUrl)).toBe(400);
      expect(res.body).toMatchObject({
        errors: { linkedInUrl: "Enter a valid LinkedIn profile URL" },
      });
    }
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, "x"]));
    for (const requirements of [tooMany, { goal: 5 }, { "bad key": "x" }, ["a"]]) {
      const res = await post(
        base,
        "/api/v1/enroll/mentorship",
        body({ requirements }),
        as("notified@example.com"),
      );
      expect(res.status, JSON.stringify(requirements)).toBe(400);
    }
    const wrongCohort = await post(
      base,
      "/api/v1/enroll/mentorship",
      body({ cohortId: "pm-fellowship" }),
      as("notified@example.com"),
    );
    expect(wrongCohort.status).toBe(404);
    expect(wrongCohort.body).toMatchObject({ message: "Failed to enrol" });
    expect(await enrolmentsOf("notified@example.com")).toEqual([]);
  });
});

describe("POST /api/v1/course/action/notify", () => {
  it("records one notify request per course, however often it is asked", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post(
        base,
        "/api/v1/course/action/notify",
        { courseId: "genai-bootcamp" },
        as("notified@example.com"),
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "SUCCESS" });
    }
    const notify = (await get(base, "/__test/notify?email=notified@example.com")).body;
    expect(notify).toEqual([{ courseId: "genai-bootcamp", createdAt: expect.any(String) }]);
  });

  it("404 for a course it does not know", async () => {
    const res = await post(
      base,
      "/api/v1/course/action/notify",
      { courseId: "career-fair-2026" },
      as("notified@example.com"),
    );
    expect(res.status).toBe(404);
  });
});
