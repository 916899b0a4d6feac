import { describe, expect, it } from "vitest";
import {
  emailSchema,
  fieldErrorsOf,
  identityKey,
  identitySchema,
  mobileNumberSchema,
  otpRequestBody,
  otpSchema,
} from "~/contract/login";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe("email (spec 01 section 5)", () => {
  it.each([
    "learner@example.com",
    "first.last+tag@sub.example.co.in",
    "x@[192.168.0.1]",
    '"quoted name"@example.org',
    "  padded@example.com  ",
  ])("accepts %s", (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(["", "plain", "no-at.example.com", "a@b", "a@b.c", "a@@b.com", "a b@c.com", "a@b..com"])(
    "refuses %j with the spec's text",
    (email) => {
      expect(message(emailSchema.safeParse(email))).toBe("Invalid Email");
    },
  );

  it("trims what was typed", () => {
    expect(emailSchema.parse("  a@b.co ")).toBe("a@b.co");
  });
});

describe("phone number", () => {
  it("takes digits, dropping the spaces and dashes people type", () => {
    expect(mobileNumberSchema.parse("98765 43210")).toBe("9876543210");
    expect(mobileNumberSchema.parse("987-654-3210")).toBe("9876543210");
  });

  it.each(["", "98x76", "+919876543210", "12345", "1234567890123456"])(
    "refuses %j with the spec's text",
    (value) => {
      expect(message(mobileNumberSchema.safeParse(value))).toBe("Invalid Phone Number");
    },
  );
});

describe("one-time passcode", () => {
  it("is exactly 6 characters", () => {
    expect(otpSchema.safeParse("123456").success).toBe(true);
    expect(otpSchema.safeParse(" 123456 ").success).toBe(true);
    for (const bad of ["12345", "1234567", "", undefined]) {
      expect(message(otpSchema.safeParse(bad))).toBe("Enter the 6-character passcode");
    }
  });
});

describe("identity (step 1)", () => {
  it("reads email by default and phone when chosen", () => {
    const email = identitySchema.parse({ email: "A@Example.com" });
    expect(email).toEqual({ channel: "email", email: "A@Example.com" });
    expect(identityKey(email)).toBe("email:a@example.com");
    expect(otpRequestBody(email)).toEqual({ email: "A@Example.com" });
    const phone = identitySchema.parse({ channel: "phone", mobileNumber: "98765 43210" });
    expect(phone).toEqual({ channel: "phone", countryCode: "+91", mobileNumber: "9876543210" });
    expect(identityKey(phone)).toBe("phone:+919876543210");
    expect(otpRequestBody(phone)).toEqual({
      phone: { mobileNumber: "9876543210", countryCode: "+91" },
    });
  });

  it("puts errors next to the field, a bad country code next to the number", () => {
    const bad = identitySchema.safeParse({
      channel: "phone",
      countryCode: "91",
      mobileNumber: "1",
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(fieldErrorsOf(bad.error)).toEqual({ mobileNumber: "Invalid Phone Number" });
    const email = identitySchema.safeParse({ channel: "email", email: "nope" });
    if (!email.success) expect(fieldErrorsOf(email.error)).toEqual({ email: "Invalid Email" });
  });
});
