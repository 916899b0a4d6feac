import net from "node:net";

/**
 * Client addresses as both servers read them (decisions 005, 011 and 033): the BFF names the
 * browser's address, the platform believes that name only from an internal peer (the BFF).
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
