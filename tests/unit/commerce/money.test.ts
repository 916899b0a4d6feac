import { describe, expect, it } from "vitest";
import { formatMoney } from "~/commerce/money";

describe("formatMoney", () => {
  it("shows paise as rupees, grouped the Indian way, without .00 for whole amounts", () => {
    expect(formatMoney(4999900)).toBe("₹49,999");
    expect(formatMoney(49900, "INR")).toBe("₹499");
    expect(formatMoney(0)).toBe("₹0");
  });

  it("keeps two decimals when there are paise", () => {
    expect(formatMoney(4499910)).toBe("₹44,999.10");
  });

  it("shows another currency with its own symbol, and an unknown code as a prefix", () => {
    expect(formatMoney(1000, "USD")).toBe("$10");
    expect(formatMoney(1050, "ZZZZ")).toBe("ZZZZ 10.50");
  });
});
