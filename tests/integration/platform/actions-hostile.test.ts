import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/**
 * Every action endpoint (decision 006) against malformed, oversized and hostile bodies: each answers
 * 400 `{message, errors}` (413 past the body limit), never 500, and nothing changes.
 */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const EMAIL = "hostile@example.com";
let headers: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  headers = { "auth-header": await devSignIn(base, EMAIL) };
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

/** Each endpoint with a body it would accept. */
const ENDPOINTS: Record<string, Record<string, unknown>> = {
  "/api/v1/checkout/summary": { itemId: "pm-fellowship", itemType: "COURSE" },
  "/api/v1/coupon/apply": { itemId: "pm-fellowship", itemType: "COURSE", couponCode: "WELCOME10" },
  "/api/v1/checkout": {
    itemId: "pm-fellowship",
    itemType: "COURSE",
    quantity: 1,
    userInfo: { mobileNumber: { mobileNumber: "9876543210", countryCode: "+91" } },
  },
  "/api/v1/checkout/part": {
    checkoutInitRequest: { itemId: "pm-fellowship", itemType: "COURSE" },
    userInfo: { firstName: "A", lastName: "B", email: "a@example.com", phoneNumber: "9876543210" },
  },
  "/api/v1/checkout/payment": {
    pgPaymentId: "pay_1",
    pgCreationId: "order_1",
    pgSignature: "0".repeat(64),
    orderId: "ord_0000000000000000",
  },
  "/api/v1/checkout/payment/error": {
    pgCreationId: "order_1",
    orderId: "ord_0000000000000000",
    message: "declined",
    code: "X",
  },
  "/api/v1/order/details": { orderId: "ord_0000000000000000" },
  "/api/v1/enroll": { courseId: "pm-fellowship" },
  "/api/v1/enroll/event": { eventId: "career-fair-2026" },
  "/api/v1/enroll/subscription": { subscriptionId: "scale-monthly-trial" },
  "/api/v1/enroll/workshop": { workshopId: "sql-basics-free" },
  "/api/v1/enroll/mentorship": {
    cohortId: "pm-mentorship-cohort-7",
    courseId: "pm-fellowship",
    linkedInUrl: "https://www.linkedin.com/in/someone",
    requirements: { goal: "x" },
  },
  "/api/v1/course/action/notify": { courseId: "genai-bootcamp" },
  "/api/v1/member/approval": { decision: "APPROVED", programme: "SCALE" },
  "/api/v1/user/profile/submit": { firstName: "A", lastName: "B" },
  "/api/v1/user/update/profileImage": { url: "/uploads/x.png", aspectRatioX: 1, aspectRatioY: 1 },
  "/api/v1/user/update/resume": { resumeUrl: "/uploads/x.pdf" },
  "/api/v1/lms-service/user-activity/claim-reward": { rewardId: "streak-7" },
  "/api/v1/lms-service/user-activity/update": {
    activityId: "da-module-3-assignment",
    status: "COMPLETED",
  },
  "/api/v1/certificate/download": { courseId: "da-fellowship" },
  "/api/v1/aws/cloudfront/sign-cookies": { objectKeys: ["videos/a.mp4"] },
  "/api/v1/referral/capture": { referralId: "r1", campaignId: "c1" },
  "/api/v1/form/submit/fellowship-application": {
    formId: "fellowship-application",
    inputValues: { fullName: "A" },
  },
};

/** Every string at any depth replaced. */
function mapStrings(value: unknown, to: (s: string) => unknown): unknown {
  if (typeof value === "string") return to(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, to));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, to)]));
  }
  return value;
}

/** Every nested object replaced by an array of its values. */
function objectsAsArrays(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      v && typeof v === "object" && !Array.isArray(v) ? Object.values(v) : v,
    ]),
  );
}

function hostileBodies(body: Record<string, unknown>): Array<[string, string]> {
  const json = JSON.stringify(body);
  const out: Array<[string, string]> = [
    ["not JSON", "{not json"],
    ["empty object", "{}"],
    ["an array", "[]"],
    ["null", "null"],
    ["a number", "42"],
    ["a string", '"text"'],
    ["the body inside an array", `[${json}]`],
    ["every string a number", JSON.stringify(mapStrings(body, () => 7))],
    ["every string a list", JSON.stringify(mapStrings(body, (s) => [s]))],
    ["every string an object", JSON.stringify(mapStrings(body, (s) => ({ value: s })))],
    ["every string huge", JSON.stringify(mapStrings(body, () => "x".repeat(20_000)))],
    [
      "every string with control characters",
      JSON.stringify(mapStrings(body, () => "\u0000\u202e<script>")),
    ],
    [
      "only prototype keys",
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    ],
    ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`],
  ];
  const nested = objectsAsArrays(body);
  if (JSON.stringify(nested) !== json)
    out.push(["nested objects as arrays", JSON.stringify(nested)]);
  return out;
}

async function state() {
  const read = async (path: string) => (await get(base, path)).text;
  return Promise.all([
    read(`/__test/orders?email=${EMAIL}`),
    read(`/__test/enrolments?email=${EMAIL}`),
    read(`/__test/notify?email=${EMAIL}`),
    read(`/__test/user-actions?email=${EMAIL}`),
    read("/__test/form-submissions"),
    read("/__test/referral-captures"),
    (await get(base, "/api/v1/user/info", headers)).text,
  ]);
}

const send = (path: string, raw: string) =>
  fetch(base + path, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: raw,
  });

describe("hostile bodies to every action endpoint", () => {
  it("answer 400 with {message, errors}, never 500, and change nothing", async () => {
    const before = await state();
    const problems: string[] = [];
    for (const [path, body] of Object.entries(ENDPOINTS)) {
      for (const [label, raw] of hostileBodies(body)) {
        const res = await send(path, raw);
        const text = await res.text();
        let parsed: { message?: unknown; errors?: unknown } = {};
        try {
          parsed = JSON.parse(text) as typeof parsed;
        } catch {
          // reported below
        }
        const ok =
          res.status === 400 &&
          typeof parsed.message === "string" &&
          parsed.message.length > 0 &&
          !!parsed.errors &&
          typeof parsed.errors === "object";
        if (!ok) problems.push(`${path} (${label}): ${res.status} ${text.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it("a body over the limit is 413, not 500", async () => {
    for (const path of Object.keys(ENDPOINTS)) {
      const res = await send(path, JSON.stringify({ filler: "x".repeat(300 * 1024) }));
      expect(res.status, path).toBe(413);
      expect(await res.json()).toMatchObject({ message: "Request body too large" });
    }
  });

  it("prototype keys beside a valid body pollute nothing", async () => {
    const raw = JSON.stringify(ENDPOINTS["/api/v1/checkout/summary"]).replace(
      /^\{/,
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},',
    );
    const res = await send("/api/v1/checkout/summary", raw);
    expect(res.status).toBe(200);
    const form = await post(
      base,
      "/api/v1/form/submit/fellowship-application",
      JSON.stringify({
        formId: "fellowship-application",
        inputValues: JSON.parse('{"__proto__":{"polluted":"yes"},"fullName":"A"}') as unknown,
      }).replace('"inputValues":{', '"inputValues":{"__proto__":{"polluted":"yes"},'),
    );
    expect(form.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("every action endpoint that needs a user answers 401 without one, changing nothing", async () => {
    const before = await state();
    const open = new Set([
      "/api/v1/checkout/summary",
      "/api/v1/referral/capture",
      "/api/v1/form/submit/fellowship-application",
    ]);
    for (const [path, body] of Object.entries(ENDPOINTS)) {
      if (open.has(path)) continue;
      const res = await post(base, path, body);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ message: "Login required" });
    }
    expect(await state()).toEqual(before);
  });
});
