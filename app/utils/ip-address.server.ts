/**
 * Client addresses as the trusted proxy reports them (docs/decisions/0012-client-ip-from-the-right.md):
 * one canonical spelling per address, and the bucket a per-address throttle counts in.
 */
import { isIP } from "node:net";

/**
 * The canonical form of one `X-Forwarded-For` entry, or null when it is not an IP address.
 * Accepts what proxies write: `203.0.113.7`, `203.0.113.7:51234`, `2001:db8::1`,
 * `[2001:db8::1]:443`, `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket, given as
 * `203.0.113.7`). IPv6 comes back in lower case, as written otherwise (no re-compression).
 */
export function normaliseIp(entry: string): string | null {
  let value = entry.trim().replace(/^"|"$/g, "");
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) value = mapped[1];
  return isIP(value) === 0 ? null : value;
}

/** The eight 16-bit groups of a valid IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0];
  // An IPv4 tail (e.g. 64:ff9b::198.51.100.1) is two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => parseInt(group, 16));
}

/**
 * The key a per-address throttle counts under: an IPv4 address itself, and for IPv6 its /64
 * network (`2001:db8:0:1::/64`), since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every try (OWASP ASVS 5.0 6.3.1).
 * @param ip an address as returned by {@link normaliseIp}.
 */
export function throttleBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
