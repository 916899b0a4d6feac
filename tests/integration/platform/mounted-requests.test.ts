import { describe, expect, it } from "vitest";
import { z } from "zod";
import { UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import { extendedRequest, MOUNTED_REQUESTS } from "~server/platform/http/mount";
import { startPlatform } from "~server/platform/server";

/**
 * The platform's request schemas against the contract's (docs/decisions/041): a route parses with
 * the entry's request schema extended by its own rules (requestOf), so it must accept every body
 * the BFF sends by the contract. A platform rule that accepts less than these samples fails here.
 */
type SampleOf<N extends UpstreamCallName> = z.input<(typeof UPSTREAM_CALLS)[N]["request"]>;
type Samples = { [N in UpstreamCallName]?: SampleOf<N>[] };

/** Bodies the BFF sends, typed by the contract so the compiler keeps them valid by it. */
const SAMPLES: Samples = {
  enrolCourse: [{ courseId: "course-1" }],
  enrolEvent: [{ eventId: "event-1" }],
  enrolSubscription: [{ subscriptionId: "sub.1" }],
  enrolWorkshop: [{ workshopId: "workshop:1" }],
  enrolMentorship: [
    {
      cohortId: "cohort-1",
      courseId: "course-1",
      linkedInUrl: "https://www.linkedin.com/in/ada-lovelace",
    },
  ],
  courseNotify: [{ courseId: "course-1" }],
  claimReward: [{ rewardId: "reward-1" }],
  activityUpdate: [{ activityId: "activity-1", status: "COMPLETED" }],
  certificateDownload: [{ courseId: "course-1" }],
  profileSubmit: [{ firstName: "Ada", lastName: "Lovelace" }],
  profileImage: [
    { url: "https://platform.example/uploads/a.png" },
    { url: "https://platform.example/uploads/a.png", aspectRatioX: 4, aspectRatioY: 3 },
  ],
  resume: [{ resumeUrl: "https://platform.example/uploads/cv.pdf" }],
  memberApproval: [{ decision: "APPROVED" }, { decision: "SKIP", memberId: "m-1" }],
  referralCapture: [{ referralId: "friend_42", campaignId: "spring-2026" }],
  videoSign: [{ objectKeys: ["intro/lesson-1.mp4"] }],
  certificateVerify: [{ certificateId: "CERT-2026-0001" }],
};

// The route modules record their schemas when loaded; the server module loads them all.
void startPlatform;
const mounted = [...MOUNTED_REQUESTS.keys()];

describe("each mounted request schema accepts what the contract lets the BFF send", () => {
  it("the routes parse with the contract's entries (at least the ones sampled here)", () => {
    expect(mounted.length).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length);
  });

  it.each(mounted)("%s: has contract samples", (name) => {
    expect(SAMPLES[name]?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(mounted)("%s: the samples pass the contract and the platform", (name) => {
    for (const sample of SAMPLES[name] ?? []) {
      expect(UPSTREAM_CALLS[name].request.safeParse(sample).success).toBe(true);
      const parsed = MOUNTED_REQUESTS.get(name)?.safeParse(sample);
      expect(parsed?.error?.issues ?? []).toEqual([]);
    }
  });
});

describe("a platform rule extends the contract, never widens it", () => {
  it("a body the platform's rule takes but the contract refuses is refused", () => {
    const lenient = extendedRequest("resume", z.object({}).passthrough());
    const parsed = lenient.safeParse({ resumeUrl: 42 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["resumeUrl"]]);
  });

  it("the platform's own messages and output stay", () => {
    const parsed = MOUNTED_REQUESTS.get("profileImage")?.safeParse({ url: " /uploads/a.png " });
    expect(parsed?.data).toEqual({ url: "/uploads/a.png", aspectRatioX: 1, aspectRatioY: 1 });
    const refused = MOUNTED_REQUESTS.get("resume")?.safeParse({ resumeUrl: "" });
    expect(refused?.success).toBe(false);
  });
});
