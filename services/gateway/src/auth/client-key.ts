import { isIPv6 } from 'node:net';

/**
 * Who the auth rate limits count: the client's IPv4 address, or its IPv6 /64, since one
 * subscriber is handed a whole /64 and could otherwise take a fresh address for every try.
 */
export const clientKeyOf = (ip: string | undefined): string => {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  const [address = ip] = ip.split('%');
  if (!isIPv6(address)) return ip;
  const [head = [], tail] = address.split('::').map((part) => (part ? part.split(':') : []));
  // '::' stands for as many zero groups as are missing; a trailing IPv4 part fills two.
  const tailGroups = tail?.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) ?? [];
  const groups = tail ? [...head, ...Array<string>(8 - head.length - tailGroups.length).fill('0'), ...tailGroups] : head;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
};
