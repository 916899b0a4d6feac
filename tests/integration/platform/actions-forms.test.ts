import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/**
 * The generic form submit (docs/contract.md, decision 006): values checked against the stored form
 * definition; failures are a form-submit result with isSuccessful false, and nothing is stored.
 */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();
const PATH = "/api/v1/form/submit/fellowship-application";
const SUCCESS = "Your application has been submitted. We'll be in touch with you via email.";

beforeAll(async () => {
  platform = await start(data.dir);
  base = platform.url;
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const valid = {
  fullName: "Asha Learner",
  email: "asha@example.com",
  phone: "98765 43210",
  track: "data-analyst",
  experience: "3-5",
  motivation: "I want to move from reporting into analysis.",
  consent: "on",
};
const submit = (inputValues: unknown, headers: Record<string, string> = {}) =>
  post(base, PATH, { formId: "fellowship-application", inputValues }, headers);
const submissions = async () =>
  (await get(base, "/__test/form-submissions")).body as Array<{
    formId: string;
    userId: string | null;
    inputValues: Record<string, string>;
  }>;

describe("POST /api/v1/form/submit/fellowship-application", () => {
  it("accepts a valid application from a visitor without a login and stores it", async () => {
    const res = await submit({ ...valid, unknownField: "dropped" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      formId: "fellowship-application",
      inProgress: false,
      isSuccessful: true,
      message: SUCCESS,
      inputValues: { ...valid, phone: "98765 43210" },
      errors: {},
    });
    const stored = await submissions();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ formId: "fellowship-application", userId: null });
    expect(stored[0].inputValues).not.toHaveProperty("unknownField");
  });

  it("records who applied when a token is sent", async () => {
    const token = await devSignIn(base, "learner@example.com");
    await submit(valid, { "auth-header": token });
    expect((await submissions()).at(-1)).toMatchObject({ userId: "usr_learner" });
  });

  it("answers field errors with the typed values, stores nothing", async () => {
    const before = (await submissions()).length;
    const res = await submit({
      fullName: " ",
      email: "asha@",
      phone: "call me",
      track: "astronaut",
      experience: "10+",
      motivation: "x".repeat(2001),
      consent: "",
      resume: "https://evil.example.com/x.pdf",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSuccessful: false,
      inProgress: false,
      message: "Check the highlighted fields and submit again.",
      inputValues: { email: "asha@", phone: "call me", track: "astronaut" },
      errors: {
        fullName: "This field is required",
        email: "Invalid Email",
        phone: "Invalid Phone Number",
        track: "Choose one of the options",
        experience: "Choose one of the options",
        motivation: "Use at most 2000 characters",
        consent: "This field is required",
        resume: "Upload the file again",
      },
    });
    expect(await submissions()).toHaveLength(before);
  });

  it("accepts a resume uploaded as FORM_FILE", async () => {
    const form = new FormData();
    form.set("uploadType", "FORM_FILE");
    form.set("file", new File([Buffer.from("%PDF-1.4\nresume")], "cv.pdf"));
    const uploaded = (await (
      await fetch(`${base}/api/v1/upload`, { method: "POST", body: form })
    ).json()) as { url: string };
    const res = await submit({ ...valid, resume: uploaded.url });
    expect(res.body).toMatchObject({ isSuccessful: true, inputValues: { resume: uploaded.url } });
  });

  it("404 for a form it does not know; 400 for a body that is not a submit", async () => {
    const unknown = await post(base, "/api/v1/form/submit/no-such-form", {
      formId: "x",
      inputValues: {},
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      [],
      "text",
      { formId: "fellowship-application" },
      { inputValues: {} },
      { formId: "f", inputValues: ["a"] },
    ]) {
      const res = await post(base, PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it("lists and objects as values are field errors, not crashes", async () => {
    const res = await submit({ ...valid, fullName: ["a"], email: { $gt: "" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isSuccessful: false,
      errors: { fullName: "Invalid value", email: "Invalid value" },
    });
  });
});
