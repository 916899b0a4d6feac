import { describe, expect, it } from "vitest";
import {
  failureText,
  normaliseHttpError,
  SOMETHING_WENT_WRONG,
  transportError,
} from "~server/bff/upstream-error.server";

describe("error normalisation (spec 01 section 8)", () => {
  it("takes errorMessage, else statusMessage, else error, and carries errors", () => {
    expect(
      normaliseHttpError(400, JSON.stringify({ errorMessage: "A", statusMessage: "B", error: "C" }))
        .message,
    ).toBe("A");
    expect(
      normaliseHttpError(400, JSON.stringify({ statusMessage: "B", error: "C" })).message,
    ).toBe("B");
    expect(normaliseHttpError(400, JSON.stringify({ error: "C" })).message).toBe("C");
    const withErrors = normaliseHttpError(
      422,
      JSON.stringify({ errors: { email: "Invalid Email" } }),
    );
    expect(withErrors).toEqual({
      kind: "http",
      status: 422,
      message: "",
      errors: { email: "Invalid Email" },
    });
  });

  it("gives empty values for a body that is not JSON", () => {
    expect(normaliseHttpError(500, "<html>oops")).toEqual({
      kind: "http",
      status: 500,
      message: "",
      errors: undefined,
    });
    expect(normaliseHttpError(500, "[1,2]").message).toBe("");
  });

  it("gives 'Something went wrong' for network and parsing failures", () => {
    expect(transportError("network").message).toBe(SOMETHING_WENT_WRONG);
    expect(transportError("parse").message).toBe("Something went wrong");
    expect(transportError("timeout").status).toBe(0);
  });

  it("action failure text falls back through message, errors.error, errors.errorMessage", () => {
    expect(failureText({ message: "Nope", errors: { error: "E" } })).toBe("Nope");
    expect(failureText({ message: "", errors: { error: "E", errorMessage: "M" } })).toBe("E");
    expect(failureText({ message: "", errors: { errorMessage: "M" } })).toBe("M");
    expect(failureText({ message: "  ", errors: null })).toBe("Something went wrong");
  });
});
