import type { RequestHandler } from 'express';

// Strict by default: the SPA loads only its own scripts; images may come from https (company logos);
// the map preview is an OpenStreetMap iframe; Socket.IO needs ws:/wss: to this origin. The camera is allowed to this
// origin only: the host's check-in panel scans tickets' QR codes (issue 26).
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  'frame-src https://www.openstreetmap.org',
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const headers: readonly (readonly [string, string])[] = Object.entries({
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
});

/** Copies the headers onto a response (built once; res.set would re-check each one on every request). */
export function applySecurityHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

export const securityHeaders: RequestHandler = (_req, res, next) => {
  applySecurityHeaders(res);
  next();
};
