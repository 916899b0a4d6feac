import { describe, expect, it } from "vitest";
import { z } from "zod";
import { credentialFree } from "~server/bff/token-guard.server";

const answer = (action: unknown) => ({ status: "SUCCESS", action });
const interview = {
  type: "NAVIGATION",
  uri: "/interview/abc",
  context: { data: { token: "secret", interviewId: "abc" } },
};

describe("credential guard and the AI interview's follow-up", () => {
  const sealed = credentialFree(z.unknown(), "test", { sealsInterviewContext: true });
  const plain = credentialFree(z.unknown(), "test");

  it("lets a caller that seals it receive an interview navigation's token", () => {
    expect(sealed.safeParse(answer(interview)).success).toBe(true);
  });

  it("refuses it to every other caller", () => {
    expect(plain.safeParse(answer(interview)).success).toBe(false);
  });

  it.each([
    ["a token beside the navigation", { ...answer(interview), token: "x" }],
    ["a navigation elsewhere", answer({ ...interview, uri: "/course/x" })],
    ["another action type", answer({ ...interview, type: "API_CALL" })],
    ["a token in the navigation itself", answer({ ...interview, accessToken: "x" })],
  ])("still refuses %s", (_name, value) => {
    expect(sealed.safeParse(value).success).toBe(false);
  });
});
