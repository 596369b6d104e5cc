import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

/**
 * The address a request comes from. With `trustedProxies` = 0 (the default) it is the TCP peer's, the
 * only one a client cannot forge. Behind N reverse proxies that each append to X-Forwarded-For, the
 * client's address is the N-th from the right end of [X-Forwarded-For…, peer]: entries further left
 * were written by the client itself and are ignored, so a forged header cannot pick a fresh address.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const known = pinned.get(req);
  if (known !== undefined) return known;
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustedProxies <= 0) return peer;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}

/** Requests whose address headers `pinAddress` rewrote, with the address it resolved. */
const pinned = new WeakMap<IncomingMessage, string>();

/**
 * Rewrites a request's address headers to the address `clientAddress` trusts. Colyseus resolves a
 * connection's address (AuthContext.ip, which wrong phone codes are counted against) from X-Real-IP, then
 * X-Forwarded-For, then the peer: headers a client connecting directly writes itself. After this, what
 * stands behind the edge reads only the trusted address.
 */
export function pinAddress(req: IncomingMessage, trustedProxies: number): void {
  if (pinned.has(req)) return;
  const address = clientAddress(req, trustedProxies);
  pinned.set(req, address);
  delete req.headers["x-forwarded-for"];
  delete req.headers["x-client-ip"];
  req.headers["x-real-ip"] = address;
}

/**
 * The key a rate limit counts under. An IPv4 address mapped into IPv6 counts as itself. A whole IPv6
 * /64 counts as one address: a single home or server is usually given a /64, and could otherwise
 * take a fresh address for every request.
 */
export function rateKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, zone id dropped), as lower-case hex. */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ""),
  );
}
