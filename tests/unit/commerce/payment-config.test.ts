import { describe, expect, it } from "vitest";
import { parseEnv } from "~server/bff/env.server";
import { paymentCspOrigins } from "~server/bff/payment/csp.server";
import { paymentProvider } from "~server/bff/payment/provider.server";
import { contentSecurityPolicy } from "~server/bff/security-headers.server";

const base = {
  UPSTREAM_URL: "http://127.0.0.1:3100",
  SESSION_SECRET: "s",
  ALLOW_TEST_PAYMENTS: "true",
  PAYMENT_GATEWAY_SECRET: "gateway-secret-of-this-test",
};
const hosted = {
  ...base,
  PAYMENT_PROVIDER: "hosted-card",
  PAYMENT_SCRIPT_URL: "https://checkout.provider.test/v1/checkout.js",
  PAYMENT_KEY_ID: "key_123",
};

describe("payment configuration", () => {
  it("defaults to the test gateway, with the secret it was given and no default of its own", () => {
    const env = parseEnv(base);
    expect(env.PAYMENT_PROVIDER).toBe("test-gateway");
    expect(env.PAYMENT_GATEWAY_SECRET).toBe("gateway-secret-of-this-test");
    expect(paymentProvider(env).id).toBe("test-gateway");
    const { PAYMENT_GATEWAY_SECRET: _given, ...withoutSecret } = base;
    const dev = parseEnv({ ...withoutSecret, NODE_ENV: "development" });
    expect(dev.PAYMENT_GATEWAY_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stops the start when hosted-card lacks its script or key, naming them", () => {
    expect(() => parseEnv({ ...base, PAYMENT_PROVIDER: "hosted-card" })).toThrow(
      /PAYMENT_SCRIPT_URL[\s\S]*PAYMENT_KEY_ID/,
    );
    expect(() => parseEnv({ ...hosted, PAYMENT_KEY_ID: "" })).toThrow(/PAYMENT_KEY_ID/);
    expect(() => parseEnv({ ...hosted, PAYMENT_SCRIPT_URL: "http://plain.test/x.js" })).toThrow(
      /PAYMENT_SCRIPT_URL: must start with https/,
    );
    expect(() => parseEnv({ ...base, PAYMENT_PROVIDER: "cash" })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("gives the hosted card step its script and key", () => {
    const env = parseEnv(hosted);
    const order = {
      orderId: "o",
      orderCreationId: "c",
      itemName: "x",
      amount: 1,
      currency: "INR",
      status: "CREATED",
    };
    expect(paymentProvider(env).step(order)).toEqual({
      provider: "hosted-card",
      scriptUrl: hosted.PAYMENT_SCRIPT_URL,
      keyId: "key_123",
    });
    expect(paymentProvider(parseEnv(base)).step(order)).toEqual({
      provider: "test-gateway",
      gatewayPath: "/payment/test-gateway?orderId=o",
    });
  });
});

describe("the CSP and the payment provider", () => {
  it("allows nothing more with the test gateway", () => {
    expect(paymentCspOrigins(parseEnv(base))).toEqual([]);
    const csp = contentSecurityPolicy("abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'wasm-unsafe-eval';");
    // Frames: our origin and the EMBED widget's hosts, no payment origin.
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(csp).not.toContain("checkout.provider.test");
  });

  it("allows the hosted script's origin only when that provider is configured", () => {
    const origins = paymentCspOrigins(parseEnv(hosted));
    expect(origins).toEqual(["https://checkout.provider.test"]);
    const csp = contentSecurityPolicy("abc", origins);
    expect(csp).toContain(
      "script-src 'self' 'nonce-abc' 'wasm-unsafe-eval' https://checkout.provider.test;",
    );
    expect(csp).toContain("connect-src 'self' https://checkout.provider.test;");
    expect(csp).toMatch(/frame-src 'self' [^;]* https:\/\/checkout\.provider\.test;/);
    expect(csp).toContain("form-action 'self'");
  });
});
