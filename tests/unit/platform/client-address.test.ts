import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "~/contract/code-values";
import { clientAddressOf } from "~server/platform/http/client-address";

const request = (peer: string | undefined, named?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: named === undefined ? {} : { [CLIENT_ADDRESS_HEADER]: named },
  }) as unknown as IncomingMessage;

/** Decision 033: the visitor identity of the code runner, as the platform believes it. */
describe("the platform's client address", () => {
  it("believes the address the BFF names only from an internal peer", () => {
    expect(clientAddressOf(request("::ffff:127.0.0.1", "203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddressOf(request("10.1.2.3", "198.51.100.23"))).toBe("198.51.100.23");
  });

  it("a caller from a public address is that address, whatever it writes", () => {
    expect(clientAddressOf(request("203.0.113.50", "198.51.100.23"))).toBe("203.0.113.50");
  });

  it("ignores a name that is no address (or several), and buckets IPv6 per /64", () => {
    expect(clientAddressOf(request("127.0.0.1", "not-an-address"))).toBe("127.0.0.1");
    expect(clientAddressOf(request("127.0.0.1", ["203.0.113.7", "203.0.113.8"]))).toBe("127.0.0.1");
    expect(clientAddressOf(request("::1", "2001:db8:1:2:3:4:5:6"))).toBe("2001:db8:1:2::/64");
    expect(clientAddressOf(request(undefined))).toBe("unknown");
  });
});
