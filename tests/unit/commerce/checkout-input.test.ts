import { describe, expect, it } from "vitest";
import { checkoutPath, paymentPath } from "~/shared/paths";
import {
  buyerSchema,
  checkoutRequestOf,
  INVALID_COUPON,
  INVALID_EMAIL,
  INVALID_PHONE,
  issuesByField,
  parseCheckoutItem,
  partBuyerSchema,
  REQUIRED,
} from "~server/bff/checkout/checkout-input.server";

describe("the item to buy", () => {
  it("takes itemId, itemType and a quantity (1 by default, 1 to 10)", () => {
    expect(parseCheckoutItem({ itemId: "pm-fellowship", itemType: "COURSE" })).toEqual({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
    });
    expect(parseCheckoutItem({ itemId: "x", itemType: "EVENT", quantity: "3" })?.quantity).toBe(3);
    expect(parseCheckoutItem({ itemId: "x", itemType: "EVENT", quantity: "11" })).toBeUndefined();
    expect(parseCheckoutItem({ itemId: "x", itemType: "EVENT", quantity: "1.5" })).toBeUndefined();
  });

  it("refuses hostile or malformed ids and types", () => {
    for (const itemId of ["", "../admin", "a b", "<script>", "x".repeat(101)]) {
      expect(parseCheckoutItem({ itemId, itemType: "COURSE" })).toBeUndefined();
    }
    for (const itemType of ["course", "COURSE;DROP", "", 42]) {
      expect(parseCheckoutItem({ itemId: "pm", itemType })).toBeUndefined();
    }
  });

  it("treats empty optional parts as absent and keeps valid ones", () => {
    expect(
      parseCheckoutItem({ itemId: "pm", itemType: "COURSE", couponCode: "", prePayMode: null }),
    ).toEqual({ itemId: "pm", itemType: "COURSE", quantity: 1 });
    expect(
      parseCheckoutItem({ itemId: "pm", itemType: "COURSE", couponCode: "WELCOME10" })?.couponCode,
    ).toBe("WELCOME10");
  });

  it("round-trips through the /checkout address", () => {
    const item = {
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 2,
      couponCode: "WELCOME10",
    };
    const path = checkoutPath(item);
    expect(path).toBe(
      "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=2&couponCode=WELCOME10",
    );
    const query = Object.fromEntries(new URL(path, "http://x.invalid").searchParams);
    expect(parseCheckoutItem(query)).toEqual(item);
    expect(paymentPath("ord_1", { payment: "failed" })).toBe(
      "/payment?orderId=ord_1&payment=failed",
    );
  });
});

describe("the buyer's details", () => {
  it("normalises the mobile number and defaults the country code to +91", () => {
    const buyer = buyerSchema.parse({ mobileNumber: " 98765-43210 " });
    expect(buyer).toMatchObject({ countryCode: "+91", mobileNumber: "9876543210" });
  });

  it("says an empty mobile number is required, not invalid (issue 30)", () => {
    for (const mobileNumber of ["", "   ", undefined]) {
      const parsed = buyerSchema.safeParse({ mobileNumber });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(issuesByField(parsed.error).mobileNumber).toBe(REQUIRED);
    }
  });

  it('answers "Invalid Phone Number" for anything that is not 6 to 15 digits', () => {
    for (const mobileNumber of ["12345", "98765abcde", "1".repeat(16), "+"]) {
      const parsed = buyerSchema.safeParse({ mobileNumber });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(issuesByField(parsed.error).mobileNumber).toBe(INVALID_PHONE);
    }
  });

  it("refuses a country code that is not offered and a coupon that cannot be one", () => {
    const parsed = buyerSchema.safeParse({
      mobileNumber: "9876543210",
      countryCode: "+999",
      couponCode: "WELCOME 10!",
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      const errors = issuesByField(parsed.error);
      expect(errors.countryCode).toBeTruthy();
      expect(errors.couponCode).toBe(INVALID_COUPON);
    }
  });

  it("builds the spec's checkout request, the region from the country code", () => {
    const item = parseCheckoutItem({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      couponCode: "OLD",
    })!;
    const buyer = buyerSchema.parse({
      countryCode: "+44",
      mobileNumber: "7700900123",
      firstName: " Asha ",
      lastName: "",
      company: "Acme",
      couponCode: "WELCOME10",
    });
    expect(checkoutRequestOf(item, buyer)).toEqual({
      itemId: "pm-fellowship",
      itemType: "COURSE",
      quantity: 1,
      couponInfo: { couponCode: "WELCOME10" },
      userInfo: {
        mobileNumber: { mobileNumber: "7700900123", countryCode: "+44", regionCode: "GB" },
        firstName: "Asha",
        company: "Acme",
      },
    });
  });

  it("sends no coupon when the coupon field is empty, whatever the address said", () => {
    const item = parseCheckoutItem({ itemId: "pm", itemType: "COURSE", couponCode: "WELCOME10" })!;
    const request = checkoutRequestOf(item, buyerSchema.parse({ mobileNumber: "9876543210" }));
    expect(request).not.toHaveProperty("couponInfo");
    expect(request.userInfo.mobileNumber.regionCode).toBe("IN");
  });
});

describe("the part-payment buyer", () => {
  it("needs a first name, a valid email and phone", () => {
    const parsed = partBuyerSchema.safeParse({ firstName: "", email: "nope", phoneNumber: "12" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(issuesByField(parsed.error)).toEqual({
        firstName: "This field is required",
        email: INVALID_EMAIL,
        phoneNumber: INVALID_PHONE,
      });
    }
  });

  it("says an empty email or phone is required, not invalid (issue 30)", () => {
    const parsed = partBuyerSchema.safeParse({ firstName: "Asha", email: " ", phoneNumber: "" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(issuesByField(parsed.error)).toEqual({ email: REQUIRED, phoneNumber: REQUIRED });
    }
    const absent = partBuyerSchema.safeParse({ firstName: "Asha" });
    expect(absent.success).toBe(false);
    if (!absent.success) {
      expect(issuesByField(absent.error)).toEqual({ email: REQUIRED, phoneNumber: REQUIRED });
    }
  });

  it("accepts a phone number with its country code and spaces", () => {
    expect(
      partBuyerSchema.parse({
        firstName: "Asha",
        email: "learner@example.com",
        phoneNumber: "+91 98765 43210",
      }),
    ).toEqual({ firstName: "Asha", email: "learner@example.com", phoneNumber: "+919876543210" });
  });
});
