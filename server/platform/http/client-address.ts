import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "~/contract/code-values";
import { addressBucket, isInternalAddress, normaliseAddress } from "../../shared/client-address";

/**
 * The visitor's address as the platform believes it (decision 033): the address the BFF names in
 * CLIENT_ADDRESS_HEADER, but only when the request comes from an internal peer (loopback or a
 * private network, where the BFF lives: the platform has no public port, compose.yaml); a caller
 * from anywhere else is its own socket address, whatever it writes. IPv6 is bucketed per /64.
 * "unknown" when nothing usable is known.
 */
export function clientAddressOf(req: IncomingMessage): string {
  const peer = normaliseAddress(req.socket.remoteAddress);
  if (peer && isInternalAddress(peer)) {
    const raw = req.headers[CLIENT_ADDRESS_HEADER];
    const named = normaliseAddress(Array.isArray(raw) ? undefined : raw);
    if (named) return addressBucket(named);
  }
  return peer ? addressBucket(peer) : "unknown";
}
