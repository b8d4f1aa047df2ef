import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireStudent, studentOf } from '../auth/require-student.ts';
import { parseBody } from '../http/parse-body.ts';
import { deleteAccount, profileOf, renameProfile } from './account.service.ts';
import { pickLanguage, type IdentityDeps } from './identity-deps.ts';
import { login } from './login.service.ts';
import { requestOtp } from './otp/otp.service.ts';
import { forgotPassword, resetPassword } from './recovery/recovery.service.ts';
import { registerWithOtp } from './registration.service.ts';
import { changeLanguage, changePassword, changeTracks } from './settings.service.ts';
import type { University } from './student.ts';

// Request shapes of docs/identity-contract.md. Bounds keep a hostile body from costing more than a normal one;
// passwords get a generous bound here and the real rule (8–256) answers 'weak password'.
const email = z.string().trim().min(1).max(320);
const password = z.string().max(1024);
const lng = z.string().max(35).optional();
const university = z.object({ name: z.string().trim().min(1).max(300), area: z.string().trim().max(100).default('') });
const name = z.string().trim().max(100);

const otpNewRequest = z.object({ EmailAddress: email, university: z.union([university, z.string().max(300)]).optional(), lng });
const otpResendRequest = z.object({ user: email, name: name.optional(), lng });
const registerRequest = z.object({
  EmailAddress: email,
  password,
  otpform: z.union([z.string().max(16), z.number().int().nonnegative()]).transform(String),
  uni2: university,
  selected2: z.array(z.object({ id: z.string().trim().min(1).max(100) })).max(20).default([]),
  firstName: name.optional(),
  LastName: name.optional(),
  invite: z.string().max(200).optional(),
});
const loginRequest = z.object({ email, password: password.min(1) });
const profileRequest = z.object({ firstName: name.min(1), LastName: name.optional() });
const deleteRequest = z.object({ password });
const tracksRequest = z.object({ selectedItem: z.array(z.object({ id: z.string().trim().min(1).max(100) })).min(1).max(20) });
const languageRequest = z.object({ lng: z.string().trim().min(2).max(35) });
const passwordChangeRequest = z.object({ currentPassword: password, newPassword: password });
const forgotRequest = z.object({ email, lng });
const resetRequest = z.object({ uniqueId: z.string().min(1).max(200), password });

/** Throttle answers are 429 with Retry-After (seconds) in the header and the body. */
function answer(res: Response, body: { msg: string; retryAfter?: number }): void {
  if (body.retryAfter !== undefined) res.status(429).set('Retry-After', String(body.retryAfter));
  res.json(body);
}

const languageOf = (req: Request, explicit: string | undefined) => pickLanguage(explicit, req.get('accept-language'));

/** Thin routes: parse, call the use case, send its answer. */
export function studentRoutes(deps: IdentityDeps): Router {
  const router = Router();
  const auth = requireStudent(deps.sessions, deps.now);

  router.post('/student/otp/new', async (req, res) => {
    const body = parseBody(otpNewRequest, req.body);
    // The SPA sends the university's name; the picker's { name, area } is accepted too.
    const uni: University | undefined =
      typeof body.university === 'string' ? (body.university.trim() ? { name: body.university.trim(), area: '' } : undefined) : body.university;
    answer(res, await requestOtp(deps, { email: body.EmailAddress, university: uni, lng: languageOf(req, body.lng) }));
  });

  router.post('/student/otp', async (req, res) => {
    const body = parseBody(otpResendRequest, req.body);
    answer(res, await requestOtp(deps, { email: body.user, university: undefined, lng: languageOf(req, body.lng), name: body.name }));
  });

  router.post('/student/register/new', async (req, res) => {
    const body = parseBody(registerRequest, req.body);
    answer(
      res,
      await registerWithOtp(deps, {
        email: body.EmailAddress,
        password: body.password,
        otp: body.otpform,
        university: body.uni2,
        tracks: body.selected2,
        firstName: body.firstName,
        lastName: body.LastName,
        invite: body.invite,
      }),
    );
  });

  router.post('/student/login', async (req, res) => {
    const body = parseBody(loginRequest, req.body);
    answer(res, await login(deps, { email: body.email, password: body.password, ip: req.ip ?? 'unknown' }));
  });

  router.post('/student/logout', auth, async (_req, res) => {
    await deps.sessions.revoke(studentOf(res).token);
    res.json({ msg: 'success' });
  });

  router.get('/student/me', auth, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ msg: 'success', user: await profileOf(deps, studentOf(res).studentId) });
  });

  router.post('/student/settings/profile', auth, async (req, res) => {
    const body = parseBody(profileRequest, req.body);
    const user = await renameProfile(deps, studentOf(res).studentId, { firstName: body.firstName, lastName: body.LastName });
    res.json({ msg: 'success', user });
  });

  router.post('/student/settings/tracks', auth, async (req, res) => {
    const body = parseBody(tracksRequest, req.body);
    res.json({ msg: 'success', user: await changeTracks(deps, studentOf(res).studentId, body.selectedItem) });
  });

  router.post('/student/settings/language', auth, async (req, res) => {
    const body = parseBody(languageRequest, req.body);
    res.json({ msg: 'success', user: await changeLanguage(deps, studentOf(res).studentId, body.lng) });
  });

  router.post('/student/settings/password', auth, async (req, res) => {
    const body = parseBody(passwordChangeRequest, req.body);
    answer(res, await changePassword(deps, studentOf(res), body));
  });

  router.post('/student/account/delete', auth, async (req, res) => {
    const body = parseBody(deleteRequest, req.body);
    res.json(await deleteAccount(deps, studentOf(res).studentId, body.password));
  });

  router.post('/student/password/forgot', async (req, res) => {
    const body = parseBody(forgotRequest, req.body);
    res.json(await forgotPassword(deps, { email: body.email, lng: languageOf(req, body.lng) }));
  });

  router.post('/student/password/reset', async (req, res) => {
    const body = parseBody(resetRequest, req.body);
    res.json(await resetPassword(deps, { uniqueId: body.uniqueId, password: body.password }));
  });

  return router;
}
