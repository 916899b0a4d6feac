import { describe, expect, it } from "vitest";
import { applyTestEnv } from "./env";
import {
  addressBucket,
  clientAddressFrom,
  clientAddressOf,
  normaliseAddress,
} from "~server/bff/client-address.server";
import { runInRequestContext } from "~server/shared/request-context";

applyTestEnv();

describe("without a trusted proxy", () => {
  it("is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(
      clientAddressFrom({
        socketAddress: "::ffff:198.51.100.7",
        forwardedFor: "1.2.3.4",
        trustProxy: false,
      }),
    ).toBe("198.51.100.7");
    expect(clientAddressFrom({ socketAddress: undefined, trustProxy: false })).toBe("unknown");
  });
});

describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
  const peer = "10.0.0.2"; // the proxy

  it("takes the right-most hop that is not one of ours", () => {
    expect(
      clientAddressFrom({ socketAddress: peer, forwardedFor: "203.0.113.9", trustProxy: true }),
    ).toBe("203.0.113.9");
    // The client wrote "1.1.1.1"; our proxy appended the address it saw.
    expect(
      clientAddressFrom({
        socketAddress: peer,
        forwardedFor: "1.1.1.1, 203.0.113.9",
        trustProxy: true,
      }),
    ).toBe("203.0.113.9");
    // Two internal hops (load balancer, then ingress) are skipped.
    expect(
      clientAddressFrom({
        socketAddress: peer,
        forwardedFor: "1.1.1.1, 203.0.113.9, 10.1.2.3",
        trustProxy: true,
      }),
    ).toBe("203.0.113.9");
  });

  it("falls back sensibly", () => {
    expect(clientAddressFrom({ socketAddress: peer, forwardedFor: null, trustProxy: true })).toBe(
      peer,
    );
    // Everything internal: the left-most (a private network), not the proxy.
    expect(
      clientAddressFrom({ socketAddress: peer, forwardedFor: "192.168.1.20", trustProxy: true }),
    ).toBe("192.168.1.20");
    // Garbage written by a client left of our hops is not believed.
    expect(
      clientAddressFrom({
        socketAddress: peer,
        forwardedFor: "not-an-ip, 10.9.9.9",
        trustProxy: true,
      }),
    ).toBe("10.9.9.9");
    expect(clientAddressFrom({ socketAddress: null, forwardedFor: "junk", trustProxy: true })).toBe(
      "unknown",
    );
  });
});

describe("addresses and buckets", () => {
  it("normalises", () => {
    expect(normaliseAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseAddress("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normaliseAddress("example.com")).toBeUndefined();
  });

  it("puts an IPv6 /64 in one bucket, IPv4 addresses in their own", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("the peer address of a request", () => {
  const forged = new Request("http://bff.test/", {
    headers: { "x-bff-socket-address": "6.6.6.6", "x-client-ip": "6.6.6.7" },
  });

  it("comes from the web server's request context, never from a header", () => {
    const address = runInRequestContext(
      { requestId: "req-12345678", socketAddress: "::ffff:198.51.100.7" },
      () => clientAddressOf(forged),
    );
    expect(address).toBe("198.51.100.7");
  });

  it("is unknown outside the web server (one shared bucket)", () => {
    expect(clientAddressOf(forged)).toBe("unknown");
  });
});
