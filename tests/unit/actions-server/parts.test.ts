import { describe, expect, it } from "vitest";
import {
  failureMessage,
  failureStatus,
  fieldErrorsOf,
  withCookiesFirst,
} from "~server/bff/actions/answers.server";
import { sniffType } from "~/contract/uploads";
import { checkFile, uploadName } from "~server/bff/actions/files.server";
import { isLinkedInProfileUrl } from "~server/bff/actions/linkedin.server";
import { parseCommonFields, visitorValues } from "~server/bff/actions/payload.server";
import { data } from "@remix-run/node";
import { fakePng, pdf, png } from "./files";

describe("the LinkedIn pattern (spec 01 section 5)", () => {
  it.each([
    "https://www.linkedin.com/in/asha-learner",
    "http://linkedin.com/in/asha/",
    "linkedin.com/pub/asha/1/2/3",
    "www.linkedin.com/profile/view?id=123",
    "https://in.linkedin.com/in/asha",
    "https://www.linkedin.com/mwlite/in/asha",
    "https://www.linkedin.com/m/in/asha",
    "HTTPS://WWW.LINKEDIN.COM/IN/ASHA",
  ])("accepts %s", (url) => expect(isLinkedInProfileUrl(url)).toBe(true));

  it.each([
    "https://www.linkedin.com/company/acme",
    "https://www.linkedin.com/in/",
    "https://linkedin.com.evil.example/in/asha",
    "https://evil.example/linkedin.com/in/asha",
    "ftp://linkedin.com/in/asha",
    "javascript:alert(1)//linkedin.com/in/x",
    "linkedin.com/in/asha lee",
    "",
  ])("refuses %s", (url) => expect(isLinkedInProfileUrl(url)).toBe(false));
});

describe("file checks", () => {
  it("knows a file by its first bytes, not its name or declared type", async () => {
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffType(Buffer.from("RIFF0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffType(Buffer.from("%PDF-1.4"))).toBe("application/pdf");
    expect(sniffType(Buffer.from("<svg"))).toBeUndefined();
    expect(await checkFile(fakePng(), "PROFILE_IMAGE")).toMatchObject({ ok: false, status: 400 });
    expect(await checkFile(png(), "PROFILE_IMAGE")).toEqual({ ok: true, type: "image/png" });
    expect(await checkFile(pdf(), "PROFILE_IMAGE")).toMatchObject({ ok: false });
    expect(await checkFile(pdf(5 * 1024 * 1024), "RESUME")).toEqual({
      ok: true,
      type: "application/pdf",
    });
  });

  it("names an upload with safe letters and the real type's extension", () => {
    expect(uploadName("../../evil.php.png", "image/png")).toBe("evil-php.png");
    expect(uploadName("résumé.exe", "application/pdf")).toBe("r-sum.pdf");
    expect(uploadName("...", "image/jpeg")).toBe("upload.jpg");
  });
});

describe("answers", () => {
  it("reads the platform's errors as field errors ({f: msg} and {f: [msg]})", () => {
    expect(
      fieldErrorsOf({
        email: "Invalid Email",
        phone: ["Invalid Phone Number", "other"],
        "(root)": ["Send either"],
        error: "generic",
        "bad name!": "x",
        nested: { a: 1 },
      }),
    ).toEqual({ email: "Invalid Email", phone: "Invalid Phone Number" });
    expect(fieldErrorsOf(["x"])).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it("never turns an upstream failure into a 500", () => {
    const http = (status: number) => ({ kind: "http" as const, status, message: "" });
    expect(failureStatus(http(400))).toBe(400);
    expect(failureStatus(http(404))).toBe(404);
    expect(failureStatus(http(500))).toBe(502);
    expect(failureStatus(http(302))).toBe(502);
    expect(failureStatus({ kind: "timeout", status: 0, message: "" })).toBe(504);
    expect(failureStatus({ kind: "network", status: 0, message: "" })).toBe(502);
  });

  it("falls back as spec 02 section 8 says, then to the action's own text", () => {
    const http = { kind: "http" as const, status: 400 };
    expect(failureMessage({ ...http, message: "Told" }, "Fallback")).toBe("Told");
    expect(failureMessage({ ...http, message: "", errors: { error: "E" } })).toBe("E");
    expect(failureMessage({ ...http, message: "", errors: { errorMessage: "EM" } })).toBe("EM");
    expect(failureMessage({ ...http, message: "" }, "Failed to enrol")).toBe("Failed to enrol");
    expect(failureMessage({ ...http, message: "" })).toBe("Something went wrong");
    expect(
      failureMessage({ kind: "timeout", status: 0, message: "Something went wrong" }, "Fallback"),
    ).toBe("Fallback");
  });

  it("puts cookies before the answer's own (the later one wins in the browser)", () => {
    const answer = data(
      { intent: "X", ok: true },
      {
        headers: [
          ["Set-Cookie", "cl_session=new"],
          ["X-A", "1"],
        ],
      },
    );
    const merged = withCookiesFirst(answer, ["cl_session=old"]) as typeof answer;
    const headers = new Headers(merged.init?.headers);
    expect(headers.getSetCookie()).toEqual(["cl_session=old", "cl_session=new"]);
    expect(headers.get("x-a")).toBe("1");
    expect(headers.get("cache-control")).toBe("no-store");
  });
});

describe("posted fields", () => {
  it("keeps only the visitor's text fields, bounded", () => {
    const form = new FormData();
    form.set("csrf", "t");
    form.set("intent", "FORM_SUBMIT");
    form.set("action", "{}");
    form.set("formId", "f");
    form.set("captchaToken", "c");
    form.set("name", "Asha");
    form.set("bio", "x".repeat(6000));
    form.set("$where", "1");
    form.set("file", new File(["a"], "a.txt"));
    expect(visitorValues(form)).toEqual({ name: "Asha", bio: "x".repeat(5000) });
  });

  it("accepts an absent action and a well-formed formId", () => {
    const form = new FormData();
    form.set("formId", "action-1a2b3c4d");
    expect(parseCommonFields(form)).toEqual({
      ok: true,
      fields: { action: undefined, formId: "action-1a2b3c4d" },
    });
  });
});
