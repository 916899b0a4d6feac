import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/**
 * Learning and member actions (docs/contract.md, decision 006): rewards, activity updates,
 * onboarding, the certificate download, video signing, member approval, the profile submit and
 * referral capture.
 */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
let token: string;
// The seeded learner: enrolled in da-fellowship (rewards, certificate and media belong to it).
const EMAIL = "learner@example.com";

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
  token = await devSignIn(base, EMAIL);
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const auth = () => ({ "auth-header": token });
const actions = async () =>
  (await get(base, `/__test/user-actions?email=${EMAIL}`)).body as Record<string, unknown[]>;

describe("rewards and learning activity", () => {
  it("claims a reward once; a second claim is 'Reward already claimed'", async () => {
    const first = await post(
      base,
      "/api/v1/lms-service/user-activity/claim-reward",
      { rewardId: "streak-7" },
      auth(),
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      rewardId: "streak-7",
      statusMessage: "You earned the 7-day streak badge!",
    });
    const again = await post(
      base,
      "/api/v1/lms-service/user-activity/claim-reward",
      { rewardId: "streak-7" },
      auth(),
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: "Reward already claimed" });
    const unknown = await post(
      base,
      "/api/v1/lms-service/user-activity/claim-reward",
      { rewardId: "streak-999" },
      auth(),
    );
    expect(unknown.status).toBe(404);
    expect((await actions()).rewardClaims).toHaveLength(1);
  });

  it("updates a learning activity with an API-call result; unknown ones are refused", async () => {
    const res = await post(
      base,
      "/api/v1/lms-service/user-activity/update",
      { activityId: "da-module-3-assignment", status: "COMPLETED" },
      auth(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "SUCCESS",
      statusMessage: "Marked as complete",
      reloadPage: false,
    });
    const unknown = await post(
      base,
      "/api/v1/lms-service/user-activity/update",
      { activityId: "no-such-activity", status: "COMPLETED" },
      auth(),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "This activity is not part of your course" });
    const badStatus = await post(
      base,
      "/api/v1/lms-service/user-activity/update",
      { activityId: "da-module-3-assignment", status: "DONE" },
      auth(),
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toMatchObject({ errors: { status: expect.any(String) } });
  });

  it("update-onboarding answers 204 with no body", async () => {
    const res = await fetch(`${base}/api/v1/lms-service/user-activity/update-onboarding`, {
      method: "POST",
      headers: auth(),
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await actions()).activities).toContainEqual(
      expect.objectContaining({ activityId: "onboarding", status: "COMPLETED" }),
    );
  });

  it("downloads a PDF certificate for a course", async () => {
    const res = await fetch(`${base}/api/v1/certificate/download`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ courseId: "da-fellowship" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf).toContain("(Data Analyst Fellowship)");
    const unknown = await post(
      base,
      "/api/v1/certificate/download",
      { courseId: "career-fair-2026" },
      auth(),
    );
    expect(unknown.status).toBe(404);
  });

  it("signs video object keys with its own media addresses and an expiry", async () => {
    const key = "videos/da-module-4-intro.webm";
    const res = await post(
      base,
      "/api/v1/aws/cloudfront/sign-cookies",
      { objectKeys: [key] },
      auth(),
    );
    expect(res.status).toBe(200);
    const body = res.body as { signedObjectKeys: Record<string, string>; expires: number };
    const signed = body.signedObjectKeys[key];
    expect(signed).toMatch(
      new RegExp(
        `^${base}/media/videos/da-module-4-intro\\.webm\\?Expires=\\d+&Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(body.expires).toBeGreaterThan(Date.now() / 1000);

    // The signed address serves the video; unsigned, tampered or unknown ones do not.
    const video = await fetch(signed);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/webm");
    expect(new Uint8Array(await video.arrayBuffer()).subarray(0, 4)).toEqual(
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]),
    );
    const path = new URL(signed).pathname;
    expect((await fetch(`${base}${path}`)).status).toBe(403);
    expect((await fetch(signed.replace(/Signature=[0-9a-f]{4}/, "Signature=0000"))).status).toBe(
      403,
    );
    expect((await fetch(signed.replace(/Expires=\d+/, "Expires=1"))).status).toBe(403);
    // A key the platform does not hold is not signed at all.
    const unknown = await post(
      base,
      "/api/v1/aws/cloudfront/sign-cookies",
      { objectKeys: [key, "videos/module-3/intro.mp4"] },
      auth(),
    );
    expect(unknown.status).toBe(404);
    for (const objectKeys of [[], ["../secret"], "videos/a.mp4", Array(21).fill("a")]) {
      const bad = await post(base, "/api/v1/aws/cloudfront/sign-cookies", { objectKeys }, auth());
      expect(bad.status, JSON.stringify(objectKeys)).toBe(400);
    }
  });
});

describe("member approval, profile and referral capture", () => {
  it("records an approval decision with the page's request object", async () => {
    for (const decision of ["APPROVED", "SKIP"]) {
      const res = await post(
        base,
        "/api/v1/member/approval",
        { decision, approvalType: "PROFILE_SHARING", programme: "SCALE" },
        auth(),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "SUCCESS", statusMessage: expect.any(String) });
    }
    expect((await actions()).memberApprovals).toEqual([
      expect.objectContaining({
        decision: "APPROVED",
        request: { approvalType: "PROFILE_SHARING", programme: "SCALE" },
      }),
      expect.objectContaining({ decision: "SKIP" }),
    ]);
    for (const body of [
      { decision: "MAYBE" },
      { decision: "APPROVED", nested: { a: 1 } },
      { decision: "APPROVED", "bad key": "x" },
    ]) {
      const res = await post(base, "/api/v1/member/approval", body, auth());
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("PROFILE_SUBMIT saves the names on the user and keeps the other fields", async () => {
    const res = await post(
      base,
      "/api/v1/user/profile/submit",
      { firstName: "Kiran", lastName: "Rao", headLine: "Aspiring PM", company: "Acme" },
      auth(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "SUCCESS", statusMessage: "Profile saved" });
    const info = await get(base, "/api/v1/user/info", auth());
    expect(info.body).toMatchObject({
      firstName: "Kiran",
      lastName: "Rao",
      userStatus: { isPersonalInfoPresent: true },
    });
    expect((await actions()).profileSubmissions).toEqual([
      expect.objectContaining({
        profile: { firstName: "Kiran", lastName: "Rao", headLine: "Aspiring PM", company: "Acme" },
      }),
    ]);
    const missing = await post(base, "/api/v1/user/profile/submit", { firstName: "Kiran" }, auth());
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { lastName: "This field is required" } });
  });

  it("referral capture answers 204 and is listed in test mode, with or without a login", async () => {
    for (const headers of [{}, auth()]) {
      const res = await fetch(`${base}/api/v1/referral/capture`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ referralId: "asha-42", campaignId: "diwali" }),
      });
      expect(res.status).toBe(204);
    }
    const captures = (await get(base, "/__test/referral-captures")).body as Array<
      Record<string, unknown>
    >;
    expect(captures.map((c) => [c.referralId, c.campaignId, c.userId === null])).toEqual([
      ["asha-42", "diwali", true],
      ["asha-42", "diwali", false],
    ]);
    const bad = await post(base, "/api/v1/referral/capture", { referralId: "a b", campaignId: "" });
    expect(bad.status).toBe(400);
  });
});
