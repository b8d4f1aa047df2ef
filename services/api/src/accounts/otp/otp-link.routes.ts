import { otpGuessLimits } from '@fast-track/shared/config';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { parseBody } from '../../http/parse-body.ts';
import { storableText } from '../../http/safe-text.ts';
import { retryAfterSeconds, type AccountDeps } from '../account-deps.ts';
import { isLinkShaped } from './otp-link-store.ts';

/**
 * The browser keeps the opened link in an HttpOnly cookie, so the registration screen it came from (another tab of
 * the same browser) sends it with its next code without any change to the three registration flows; scripts never
 * read it, SameSite=Strict keeps other sites' requests from carrying it, and it is sent to /api only.
 */
export const otpLinkCookie = 'ft_otp_link';

const linkRequest = z.object({ link: storableText(100).pipe(z.string().min(1)) });

/** Link screens one client may open per hour: a link is 256 random bits, this only keeps the lookups cheap. */
export const otpLinkLimitPerClient = 30;
const otpLinkClientKey = (ip: string): string => `otp-link:ip:${ip}`;

/** The link the caller's browser keeps, if any. */
export function otpLinkOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === otpLinkCookie) return rest.join('=');
  }
  return undefined;
}

/**
 * POST /api/otp/link { link } → 'success' (the browser now keeps it) | 'expired link'. Opening the link does not use
 * it up: a mail scanner that follows it changes nothing for the person; the code it goes with is still single use.
 */
export function otpLinkRoutes(deps: AccountDeps): Router {
  const router = Router();
  router.post('/otp/link', async (req, res) => {
    const { link } = parseBody(linkRequest, req.body);
    // No link of ours has another shape: answered without a lookup, so it costs the client nothing either.
    if (!isLinkShaped(link)) {
      res.json({ msg: 'expired link' });
      return;
    }
    const byClient = await deps.rateLimiter.hit(otpLinkClientKey(req.ip ?? 'unknown'), otpLinkLimitPerClient, 60 * 60_000);
    if (!byClient.allowed) {
      const retryAfter = retryAfterSeconds(byClient.retryAfterMs);
      res.status(429).set('Retry-After', String(retryAfter)).json({ msg: 'throttled', retryAfter });
      return;
    }
    if (!(await deps.otps.linkIsLive(link, deps.now()))) {
      res.json({ msg: 'expired link' });
      return;
    }
    res.cookie(otpLinkCookie, link, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/api', maxAge: otpGuessLimits.linkTtlMs });
    res.json({ msg: 'success' });
  });
  return router;
}
