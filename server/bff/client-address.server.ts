import net from "node:net";
import { requestContext } from "../shared/request-context";
import { getEnv } from "./env.server";

/**
 * The client address for the per-address rate limits (docs/decisions/005 and 011).
 *
 * Remix hands loaders a Fetch Request without the socket: our web server (server/web) puts the
 * socket's peer address into the request context, never into a header a client could write.
 * Outside it (unit tests, another server) the peer is unknown and those requests share one bucket.
 */

/** "::ffff:1.2.3.4" is 1.2.3.4; anything that is not an IP address is undefined. */
export function normaliseAddress(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  if (value.startsWith("[") && value.includes("]")) value = value.slice(1, value.indexOf("]"));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1];
  const zone = value.indexOf("%");
  if (zone > 0) value = value.slice(0, zone);
  return net.isIP(value) ? value.toLowerCase() : undefined;
}

/** Our own hops: loopback, private and link-local networks (where trusted proxies live). */
const internal = new net.BlockList();
internal.addSubnet("127.0.0.0", 8, "ipv4");
internal.addSubnet("10.0.0.0", 8, "ipv4");
internal.addSubnet("172.16.0.0", 12, "ipv4");
internal.addSubnet("192.168.0.0", 16, "ipv4");
internal.addSubnet("169.254.0.0", 16, "ipv4");
internal.addAddress("::1", "ipv6");
internal.addSubnet("fc00::", 7, "ipv6");
internal.addSubnet("fe80::", 10, "ipv6");

export function isInternalAddress(address: string): boolean {
  return internal.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

export interface AddressSources {
  socketAddress?: string | null;
  forwardedFor?: string | null;
  trustProxy: boolean;
}

/**
 * Without a trusted proxy: the socket's peer. Behind one (TRUST_PROXY=true): X-Forwarded-For plus
 * the peer, read from the right, skipping internal hops (our proxies); the first other address is
 * the client. Entries further left were written by the client and are never believed. When every
 * hop is internal, the left-most one is the client (a private network). "unknown" when nothing
 * usable is known: those requests share one bucket.
 */
export function clientAddressFrom(sources: AddressSources): string {
  const peer = normaliseAddress(sources.socketAddress);
  if (!sources.trustProxy) return peer ?? "unknown";
  const hops = (sources.forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (peer) hops.push(peer);
  let leftmostValid: string | undefined;
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = normaliseAddress(hops[i]);
    if (!address) return leftmostValid ?? "unknown";
    if (!isInternalAddress(address)) return address;
    leftmostValid = address;
  }
  return leftmostValid ?? "unknown";
}

export function clientAddressOf(request: Request): string {
  return clientAddressFrom({
    socketAddress: requestContext()?.socketAddress,
    forwardedFor: request.headers.get("x-forwarded-for"),
    trustProxy: getEnv().TRUST_PROXY,
  });
}

/** IPv6 hosts usually own a whole /64: one bucket per /64, per IPv4 address otherwise. */
export function addressBucket(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
