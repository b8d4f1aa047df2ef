import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import type { AccountKind } from './account.ts';
import { pickLanguage, type AccountDeps } from './account-deps.ts';
import type { SettingsHandlers } from './account-settings.routes.ts';
import { accountProfileOf, deleteAccount } from './account.service.ts';
import { isKnownDevice, rememberDevice } from './login-device.ts';
import { login, unlockLogin } from './login.service.ts';
import { otpLinkRoutes } from './otp/otp-link.routes.ts';
import { callerOf, type Guard } from './require-account.ts';
import { forgotPassword, resetPassword } from './recovery/recovery.service.ts';

// Request shapes of docs/accounts.md. Passwords get a generous bound here; the real rule (8–256) answers
// 'weak password'.
const email = storableText(320).transform((s) => s.trim()).pipe(z.string().min(1));
const password = storableText(1024);
const lng = storableText(35).optional();

export const loginRequest = z.object({ email, password: password.pipe(z.string().min(1)) });
const deleteRequest = z.object({ password });
export const forgotRequest = z.object({ email, lng, kind: storableText(40).optional() });
export const resetRequest = z.object({ uniqueId: storableText(200).pipe(z.string().min(1)), password });
const unlockRequest = z.object({ uniqueId: storableText(200).pipe(z.string().min(1)) });

/** Throttle answers are 429 with Retry-After (seconds) in the header and the body. */
export function answer(res: Response, body: { msg: string; retryAfter?: number }): void {
  if (body.retryAfter !== undefined) res.status(429).set('Retry-After', String(body.retryAfter));
  res.json(body);
}

export const languageOf = (req: Request, explicit: string | undefined) => pickLanguage(explicit, req.get('accept-language'));

/** Which kinds each audience's login screen signs in (student organisation members are students). */
const loginAudiences: Record<string, readonly AccountKind[]> = {
  student: ['student'],
  employer: ['employer'],
  'career-center': ['career_center'],
};

/** What every person does with their account, whatever the audience; thin routes over account.service. */
export function accountRoutes(deps: AccountDeps, guard: Guard, describeMemberships: (accountId: string) => Promise<unknown[]>, settings: SettingsHandlers): Router {
  const router = Router();
  const auth = guard.requireKind('student', 'employer', 'career_center', 'admin');

  for (const [audience, kinds] of Object.entries(loginAudiences)) {
    router.post(`/${audience}/login`, async (req, res) => {
      const body = parseBody(loginRequest, req.body);
      const { emailHash: signedIn, ...result } = await login(deps, {
        email: body.email,
        password: body.password,
        ip: req.ip ?? 'unknown',
        kinds,
        lng: languageOf(req, undefined),
        knownDevice: (hash) => isKnownDevice(req, deps.secret, hash),
      });
      if (signedIn) rememberDevice(req, res, deps.secret, signedIn);
      answer(res, result);
    });
  }

  router.get('/account/me', auth, async (_req, res) => {
    const { accountId } = callerOf(res);
    const [account, memberships] = await Promise.all([accountProfileOf(deps, accountId), describeMemberships(accountId)]);
    res.set('Cache-Control', 'no-store').json({ msg: 'success', account, memberships });
  });

  router.post('/account/logout', auth, async (_req, res) => {
    await deps.sessions.revoke(callerOf(res).token);
    res.json({ msg: 'success' });
  });

  // One handler per setting, shared with the students' documented paths (accounts/account-settings.routes.ts).
  router.post('/account/settings/profile', auth, settings.profile);
  router.post('/account/settings/language', auth, settings.language);
  router.post('/account/settings/password', auth, settings.password);

  router.post('/account/delete', auth, async (req, res) => {
    const body = parseBody(deleteRequest, req.body);
    answer(res, await deleteAccount(deps, callerOf(res).accountId, body.password));
  });

  router.post('/account/password/forgot', async (req, res) => {
    const body = parseBody(forgotRequest, req.body);
    res.json(await forgotPassword(deps, { email: body.email, lng: languageOf(req, body.lng) }));
  });

  // The link of a code mail: lets this browser guess outside the address's guess budget (docs/accounts.md).
  router.use(otpLinkRoutes(deps));

  // The link mailed to the owner of a rate-limited address (docs/accounts.md "Locked out by someone else's guesses").
  router.post('/account/login/unlock', async (req, res) => {
    const body = parseBody(unlockRequest, req.body);
    const { emailHash: unlocked, ...result } = await unlockLogin(deps, { uniqueId: body.uniqueId, ip: req.ip ?? 'unknown' });
    // The browser that opened the owner's link is theirs: a stranger's guesses no longer hold it back.
    if (unlocked) rememberDevice(req, res, deps.secret, unlocked);
    answer(res, result);
  });

  router.post('/account/password/reset', async (req, res) => {
    const body = parseBody(resetRequest, req.body);
    answer(res, await resetPassword(deps, { uniqueId: body.uniqueId, password: body.password, ip: req.ip ?? 'unknown' }));
  });

  return router;
}
