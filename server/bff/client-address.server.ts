import { addressBucket, isInternalAddress, normaliseAddress } from "../shared/client-address";
import { requestContext } from "../shared/request-context";
import { getEnv } from "./env.server";

/**
 * The client address for the per-address rate limits (docs/decisions/005 and 011).
 *
 * Remix hands loaders a Fetch Request without the socket: our web server (server/web) puts the
 * socket's peer address into the request context, never into a header a client could write.
 * Outside it (unit tests, another server) the peer is unknown and those requests share one bucket.
 */

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

export { addressBucket, isInternalAddress, normaliseAddress };
