import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ActionClient, postResource } from "../integration/actions/action-client";
import { platformToken } from "../integration/actions/platform";
import { loginByOtp } from "../integration/auth/browser";
import { signedJson } from "../support/signed-action";
import { startStack, type Stack } from "../support/stack";

/**
 * Security review (docs/security.md), finding 6: the platform signed video addresses for any object key and handed out
 * certificates and rewards without checking enrolment. Now course media, rewards and
 * certificates belong to a course (server/platform/commerce/entitlements.ts): a learner who is
 * not enrolled gets 403 "You are not enrolled in this course." (the error catalogue's rule: the
 * answer's errorMessage is the text shown), the enrolled learner gets them as before.
 */
const NOT_ENROLLED = "You are not enrolled in this course.";
const VIDEO = "videos/da-module-4-intro.webm";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function platformPost(path: string, body: unknown, token: string) {
  const res = await fetch(`${stack.platformUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "auth-header": token },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe("directly against the platform", () => {
  const calls = [
    ["video signing", "/api/v1/aws/cloudfront/sign-cookies", { objectKeys: [VIDEO] }],
    ["reward claim", "/api/v1/lms-service/user-activity/claim-reward", { rewardId: "streak-7" }],
    ["certificate", "/api/v1/certificate/download", { courseId: "da-fellowship" }],
  ] as const;

  it.each(calls)("%s: 403 for a learner who is not enrolled", async (_name, path, body) => {
    const outsider = await platformToken(stack, "rise@example.com");
    const res = await platformPost(path, body, outsider);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).errorMessage).toBe(NOT_ENROLLED);
  });

  it.each(calls)("%s: 200 for the enrolled learner", async (_name, path, body) => {
    const enrolled = await platformToken(stack, "learner@example.com");
    expect((await platformPost(path, body, enrolled)).status).toBe(200);
  });

  it("an admin may sign course media (authors preview lessons), not claim rewards", async () => {
    const admin = await platformToken(stack, "admin@example.com");
    expect((await platformPost(calls[0][1], calls[0][2], admin)).status).toBe(200);
    expect((await platformPost(calls[1][1], calls[1][2], admin)).status).toBe(403);
  });

  it("a key the platform does not hold is not signed for anyone", async () => {
    const enrolled = await platformToken(stack, "learner@example.com");
    const res = await platformPost(
      calls[0][1],
      { objectKeys: ["videos/other-course.mp4"] },
      enrolled,
    );
    expect(res.status).toBe(404);
  });
});

describe("through the BFF, as the learner sees it", () => {
  let client: ActionClient;
  beforeAll(async () => {
    client = new ActionClient(stack);
    await client.open("/login");
    await loginByOtp(client.browser, stack, "scale@example.com");
    await client.open("/course-dashboard/data-analyst");
  });

  it("claiming the reward says the platform's text, and nothing is claimed", async () => {
    const answer = await client.post("/course-dashboard/data-analyst", {
      intent: "CLAIM_REWARD",
      action: signedJson({ type: "CLAIM_REWARD", requestObject: { rewardId: "streak-7" } }),
      formId: "claim",
    });
    expect(answer.status).toBe(403);
    expect(answer.result).toMatchObject({ ok: false, message: NOT_ENROLLED });
  });

  it("the certificate download is refused with the same text", async () => {
    const res = await postResource(client, "/api/download", {
      intent: "DOWNLOAD",
      action: signedJson({
        type: "DOWNLOAD",
        uri: "/api/v1/certificate/download",
        requestObject: { courseId: "da-fellowship" },
        fileName: "certificate.pdf",
      }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(NOT_ENROLLED);
  });

  it("the video is not signed (the player shows its 'Some Error Happened')", async () => {
    const res = await postResource(client, "/api/video-sign", {
      objectKeys: JSON.stringify([VIDEO]),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toMatch(/Signature=/);
  });
});
