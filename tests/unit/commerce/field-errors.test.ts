import { describe, expect, it } from "vitest";
import { formFieldErrors } from "~server/bff/checkout/field-errors.server";

describe("the platform's field errors on the checkout form", () => {
  it("names them by the input (the last segment of the request path)", () => {
    expect(
      formFieldErrors(
        {
          "userInfo.mobileNumber.mobileNumber": "Invalid Phone Number",
          "couponInfo.couponCode": "This coupon is not valid",
          quantity: "Quantity must be 1 to 10",
          error: "ignored: a generic key",
        },
        ["mobileNumber", "couponCode"],
      ),
    ).toEqual({
      fieldErrors: {
        mobileNumber: "Invalid Phone Number",
        couponCode: "This coupon is not valid",
      },
      others: ["Quantity must be 1 to 10"],
    });
  });

  it("takes plain names and the first of a list, and ignores what is not an object", () => {
    expect(formFieldErrors({ email: ["Invalid Email", "x"] }, ["email"]).fieldErrors).toEqual({
      email: "Invalid Email",
    });
    expect(formFieldErrors("nope", ["email"])).toEqual({ fieldErrors: {}, others: [] });
    expect(formFieldErrors(undefined, ["email"])).toEqual({ fieldErrors: {}, others: [] });
  });
});
