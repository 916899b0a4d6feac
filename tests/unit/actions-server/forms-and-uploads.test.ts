import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakePng, pdf, png } from "./files";
import { actionJson, formActionJson, postAction, startHarness, upstream, visitor } from "./harness";

beforeAll(() => startHarness({ CAPTCHA_PROVIDER: "off" }));
afterAll(() => upstream.stop());
beforeEach(() => upstream.reset());

const MB = 1024 * 1024;
const application = {
  intent: "FORM_SUBMIT",
  formId: "fellowship-application",
  // The fellowship form's fields (a FORM's submit action is bound to them: decision 034).
  action: formActionJson("fellowship-application", ["agree", "email", "name", "phone", "resume"], {
    uri: "/api/v1/form/submit/fellowship-application",
  }),
};

describe("FORM_SUBMIT (spec 02 section 7, generic form submit)", () => {
  it("sends {formId, inputValues} to the server's uri; default success text", async () => {
    const v = await visitor(false);
    upstream.script("/api/v1/form/submit/fellowship-application", {
      body: { formId: "fellowship-application", isSuccessful: true, inProgress: false },
    });
    const res = await postAction(v, { ...application, name: "Asha", agree: "on" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      intent: "FORM_SUBMIT",
      formId: "fellowship-application",
      ok: true,
      message: "Your application has been submitted. We'll be in touch with you via email.",
    });
    const [call] = upstream.calls("/api/v1/form/submit/fellowship-application");
    expect(call.json).toEqual({
      formId: "fellowship-application",
      inputValues: { name: "Asha", agree: "on" },
    });
    expect(call.headers["x-captcha"]).toBeUndefined();
    expect(call.headers["auth-header"]).toBeUndefined();
  });

  it("maps the result's errors to field errors and keeps the typed values", async () => {
    const v = await visitor(false);
    upstream.script("/api/v1/form/submit/fellowship-application", {
      body: {
        formId: "fellowship-application",
        isSuccessful: false,
        message: "Please fix the errors",
        inputValues: { email: "nope" },
        errors: { email: "Invalid Email", phone: ["Invalid Phone Number"] },
      },
    });
    const res = await postAction(v, { ...application, email: "nope", phone: "12ab" });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      ok: false,
      message: "Please fix the errors",
      fieldErrors: { email: "Invalid Email", phone: "Invalid Phone Number" },
      values: { email: "nope", phone: "12ab" },
    });
  });

  it("refuses a submit without a formId or with a uri outside the API", async () => {
    const v = await visitor(false);
    const noId = await postAction(v, { ...application, formId: "" });
    expect(noId.status).toBe(400);
    const page = await postAction(v, { ...application, action: actionJson({ uri: "/course/x" }) });
    expect(page.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });

  it("stores a file field first and sends its url as the value", async () => {
    const v = await visitor(true);
    upstream.script("/api/v1/upload", { body: { url: "/uploads/cv-1.pdf" } });
    upstream.script("/api/v1/form/submit/fellowship-application", {
      body: { isSuccessful: true, message: "Thanks!" },
    });
    const res = await postAction(
      v,
      { ...application, name: "Asha", resume: pdf(2048, "../../my cv.pdf") },
      { multipart: true },
    );
    expect(res.data).toMatchObject({ ok: true, message: "Thanks!" });
    const [upload] = upstream.calls("/api/v1/upload");
    const body = upload.raw.toString("latin1");
    expect(upload.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="uploadType"\r\n\r\nFORM_FILE');
    expect(body).toContain('filename="my-cv.pdf"');
    expect(upstream.calls("/api/v1/form/submit/fellowship-application")[0].json).toEqual({
      formId: "fellowship-application",
      inputValues: { name: "Asha", resume: "/uploads/cv-1.pdf" },
    });
  });

  it("refuses a file of the wrong type or over 5 MB before anything is sent", async () => {
    const v = await visitor(true);
    const wrong = await postAction(v, { ...application, resume: fakePng() }, { multipart: true });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.fieldErrors).toEqual({ resume: "Choose a PDF, PNG or JPEG file" });
    const big = await postAction(
      v,
      { ...application, resume: pdf(5 * MB + 1) },
      { multipart: true },
    );
    expect(big.status).toBe(413);
    expect(upstream.received).toHaveLength(0);
  });
});

describe("FORM_SUBMIT with the human check on", () => {
  it("asks for the check, then sends the token as X-CAPTCHA", async () => {
    const { getEnv } = await import("~server/bff/env.server");
    const env = getEnv();
    const before = env.CAPTCHA_PROVIDER;
    env.CAPTCHA_PROVIDER = "test";
    try {
      const v = await visitor(false);
      const missing = await postAction(v, { ...application, name: "Asha" });
      expect(missing.status).toBe(400);
      expect(missing.data?.fieldErrors).toEqual({ captcha: "Please complete the human check." });
      expect(upstream.received).toHaveLength(0);
      upstream.script("/api/v1/form/submit/fellowship-application", {
        body: { isSuccessful: true },
      });
      const res = await postAction(v, {
        ...application,
        name: "Asha",
        captchaToken: "test-captcha-pass",
      });
      expect(res.data?.ok).toBe(true);
      const [call] = upstream.calls("/api/v1/form/submit/fellowship-application");
      expect(call.headers["x-captcha"]).toBe("test-captcha-pass");
      expect(call.json).toEqual({
        formId: "fellowship-application",
        inputValues: { name: "Asha" },
      });
    } finally {
      env.CAPTCHA_PROVIDER = before;
    }
  });
});

describe("PROFILE_IMAGE_UPLOAD and RESUME_UPLOAD (spec 02 section 8)", () => {
  const image = { intent: "PROFILE_IMAGE_UPLOAD", formId: "profile-image" };
  const resume = { intent: "RESUME_UPLOAD", formId: "resume" };

  it("uploads the image, saves it on the profile and says the server's message", async () => {
    const v = await visitor(true);
    upstream.script("/api/v1/upload", { body: { url: "/uploads/me.png" } });
    upstream.script("/api/v1/user/update/profileImage", { body: { message: "Looking good!" } });
    const res = await postAction(
      v,
      { ...image, image: png(), aspectRatioX: "4" },
      { multipart: true },
    );
    expect(res.data).toMatchObject({ ok: true, message: "Looking good!" });
    expect(upstream.calls("/api/v1/upload")[0].raw.toString("latin1")).toContain("PROFILE_IMAGE");
    expect(upstream.calls("/api/v1/user/update/profileImage")[0].json).toEqual({
      url: "/uploads/me.png",
      aspectRatioX: 4,
      aspectRatioY: 1,
    });
    upstream.script("/api/v1/user/update/profileImage", { status: 204 });
    const plain = await postAction(v, { ...image, image: png() }, { multipart: true });
    expect(plain.data?.message).toBe("Image Uploaded!");
  });

  it("refuses an image over 2 MB, a disguised file and no file, before anything is sent", async () => {
    const v = await visitor(true);
    const big = await postAction(v, { ...image, image: png(2 * MB + 1) }, { multipart: true });
    expect(big.status).toBe(413);
    expect(big.data).toMatchObject({
      message: "Image Upload Failed",
      fieldErrors: { image: "The file must be at most 2 MB" },
    });
    const disguised = await postAction(v, { ...image, image: fakePng() }, { multipart: true });
    expect(disguised.status).toBe(400);
    expect(disguised.data?.fieldErrors).toEqual({ image: "Choose a JPEG, PNG or WebP image" });
    const none = await postAction(v, image);
    expect(none.status).toBe(400);
    expect(none.data?.fieldErrors).toEqual({ file: "Choose a file" });
    const empty = new File([], "", { type: "application/octet-stream" });
    const blank = await postAction(v, { ...image, image: empty }, { multipart: true });
    expect(blank.data?.fieldErrors).toEqual({ image: "Choose a file" });
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 413 for a multipart form with a huge text part or too many parts", async () => {
    const v = await visitor(true);
    const huge = await postAction(
      v,
      { ...resume, note: "x".repeat(40 * 1024), resume: pdf() },
      { multipart: true },
    );
    expect(huge.status).toBe(413);
    expect(huge.data).toMatchObject({
      intent: "RESUME_UPLOAD",
      ok: false,
      message: "The form is too large.",
    });
    const many: Record<string, string | File> = { ...resume, resume: pdf() };
    for (let i = 0; i < 70; i++) many[`f${i}`] = "x";
    const crowded = await postAction(v, many, { multipart: true });
    expect(crowded.status).toBe(413);
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 413 for a file over the 5 MB any upload may have", async () => {
    const v = await visitor(true);
    const res = await postAction(v, { ...resume, resume: pdf(6 * MB) }, { multipart: true });
    expect(res.status).toBe(413);
    expect(res.data?.ok).toBe(false);
    expect(upstream.received).toHaveLength(0);
  });

  it("uploads a resume: 'Resume Uploaded!'; a failure: 'Resume Upload Failed' and why", async () => {
    const v = await visitor(true);
    upstream.script("/api/v1/upload", { body: { url: "/uploads/cv.pdf" } });
    const res = await postAction(v, { ...resume, resume: pdf() }, { multipart: true });
    expect(res.data).toMatchObject({ ok: true, message: "Resume Uploaded!" });
    expect(upstream.calls("/api/v1/user/update/resume")[0].json).toEqual({
      resumeUrl: "/uploads/cv.pdf",
    });
    upstream.script("/api/v1/upload", { status: 400, body: { message: "Storage is full" } });
    const failed = await postAction(v, { ...resume, resume: pdf() }, { multipart: true });
    expect(failed.status).toBe(400);
    expect(failed.data).toMatchObject({
      ok: false,
      message: "Resume Upload Failed",
      fieldErrors: { resume: "Storage is full" },
    });
    const wrong = await postAction(v, { ...resume, resume: png() }, { multipart: true });
    expect(wrong.data?.fieldErrors).toEqual({ resume: "Choose a PDF file" });
  });
});
