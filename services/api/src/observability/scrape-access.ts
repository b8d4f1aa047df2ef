import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';

/**
 * Who may read GET /metrics (docs/operations.md "Metrics"):
 * - with METRICS_TOKEN set, whoever sends `Authorization: Bearer <METRICS_TOKEN>`, from anywhere;
 * - without it, a caller connected directly (no X-Forwarded-For / Forwarded header: not through a proxy such as
 *   the gateway) from a loopback or private address — Prometheus in the same network, an operator on the host.
 * Everyone else gets the same 404 as an unknown path. The gateway refuses /metrics on its own as well.
 */
export interface ScrapeRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6'); // unique local
privateNetworks.addSubnet('fe80::', 10, 'ipv6'); // link local

/** Loopback or a private (RFC 1918, unique local, link-local) address; IPv4-mapped IPv6 counts as its IPv4. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  try {
    return privateNetworks.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export function mayScrape(req: ScrapeRequest, token: string | undefined): boolean {
  if (token) {
    const header = req.headers['authorization'];
    const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim()) : null;
    // Digests have one length, so the comparison takes the same time whatever was sent.
    return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
  }
  if (req.headers['x-forwarded-for'] !== undefined || req.headers['forwarded'] !== undefined) return false;
  return isPrivateAddress(req.socket.remoteAddress);
}
