import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The client address the per-address limits count under. Fastify's
 * request.ip is the connection's peer, or the client a trusted proxy names
 * (config.trustProxy). An IPv6 client is counted by its /64 network: one
 * subscriber line usually gets a whole /64, so counting single addresses
 * would give one attacker 2^64 fresh allowances.
 */

/** "2001:db8::1" → its eight hextets, or null when it is not IPv6 text. */
function hextets(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0]!;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    // An embedded IPv4 tail (::ffff:192.0.2.1) is two hextets.
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The key one client's attempts are counted under: an IPv4 address, or an IPv6 /64 network. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (isIPv4(address)) return address;
  const groups = hextets(address);
  if (!groups) return address;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The request's client, as the per-address limits count it. */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip);
}

/** Clients of requests handed over raw (the identity provider's pages), as the API's rule found them. */
const handedOver = new WeakMap<IncomingMessage, string>();

/** Keeps the client of a request that leaves Fastify raw, so what handles it counts the same address. */
export function handOverClient(request: FastifyRequest): IncomingMessage {
  handedOver.set(request.raw, clientAddress(request));
  return request.raw;
}

/** The client of a raw request: as handed over, else its connection's peer. */
export function rawClientAddress(req: IncomingMessage): string {
  return handedOver.get(req) ?? addressKey(req.socket.remoteAddress);
}
