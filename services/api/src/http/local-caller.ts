import type { Request } from 'express';

/** 127.0.0.0/8 and ::1, also IPv4-mapped (`::ffff:127.0.0.1`, as a dual-stack listener reports IPv4 peers). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A caller on this machine: the socket's own peer address is loopback (never X-Forwarded-For, which anyone can
 * write) and no proxy says it relays someone else (a reverse proxy on the same host would make every remote caller
 * look local).
 */
export function isLocalCaller(req: Pick<Request, 'socket' | 'headers'>): boolean {
  const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers['forwarded'] !== undefined || req.headers['x-real-ip'] !== undefined;
  return !relayed && isLoopbackAddress(req.socket.remoteAddress);
}
