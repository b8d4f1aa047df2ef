import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The device cookie (OWASP's "device cookies" against lockout): a browser that has signed in to an address, or opened
 * that address's unlock link, keeps a mark for it. The address-wide login limit (the one distributed guessing trips)
 * does not hold a marked browser back, so no stranger can keep the owner out of the browser they use; the limit per
 * address and client still holds for it, so a stolen mark buys no faster guessing. HttpOnly (scripts never read it),
 * SameSite=Strict, sent to /api only. A mark is an HMAC of the address's hash under the server's secret: it names no
 * one, and only this server can make one.
 */
export const deviceCookie = 'ft_device';
/** Addresses one browser remembers (a shared family computer, a careers adviser with two accounts). */
const marksPerBrowser = 5;
const markLength = 32;
/** How long a browser keeps its marks (the cookie policy quotes it: web/src/components/legal/retention.ts). */
export const deviceMarkMs = 365 * 24 * 60 * 60_000;

export function deviceMark(secret: string, emailHash: string): string {
  return createHmac('sha256', secret).update(`login-device:${emailHash}`).digest('base64url').slice(0, markLength);
}

function marksOf(req: Request): string[] {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === deviceCookie) return rest.join('=').split('.').filter((mark) => /^[A-Za-z0-9_-]{32}$/.test(mark)).slice(0, marksPerBrowser);
  }
  return [];
}

/** Whether the caller's browser carries the mark of this address. */
export function isKnownDevice(req: Request, secret: string, emailHash: string): boolean {
  const wanted = Buffer.from(deviceMark(secret, emailHash));
  return marksOf(req).some((mark) => mark.length === wanted.length && timingSafeEqual(Buffer.from(mark), wanted));
}

/** Adds this address's mark to the browser's (the newest first; the oldest drops out past five). */
export function rememberDevice(req: Request, res: Response, secret: string, emailHash: string): void {
  const mark = deviceMark(secret, emailHash);
  const marks = [mark, ...marksOf(req).filter((known) => known !== mark)].slice(0, marksPerBrowser);
  res.cookie(deviceCookie, marks.join('.'), { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/api', maxAge: deviceMarkMs });
}
