import { trackIds } from '@fast-track/shared/tracks';
import { yearsOfStudy } from '@fast-track/shared/year-of-study';
import { Router } from 'express';
import { z } from 'zod';
import {
  accountProfileOf,
  answer,
  callerOf,
  deleteAccount,
  forgotPassword,
  forgotRequest,
  languageOf,
  otpLinkOf,
  requestOtp,
  resetPassword,
  resetRequest,
  type Guard,
  type SettingsHandlers,
} from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { optionalPersonNameText, personNameText, storableText } from '../http/safe-text.ts';
import { registerWithOtp } from './registration.service.ts';
import { findStudentProfile } from './read-models/student-profile.queries.ts';
import { completeOnboarding } from './onboarding.service.ts';
import { changeTracks } from './settings.service.ts';
import type { StudentDeps } from './student-deps.ts';
import type { University } from './student.ts';

// Request shapes of docs/accounts.md, validated once at the edge: every text is storable (no NUL, no lone
// surrogate), track ids are known ones, so nothing can fail after the code has been spent.
const email = storableText(320).transform((s) => s.trim()).pipe(z.string().min(1));
const password = storableText(1024);
const lng = storableText(35).optional();
const university = z.object({
  name: storableText(300).transform((s) => s.trim()).pipe(z.string().min(1)),
  area: storableText(100).transform((s) => s.trim()).default(''),
});
const name = storableText(100).transform((s) => s.trim());
const tracks = z.array(z.object({ id: z.enum(trackIds) })).max(20);

const otpNewRequest = z.object({ EmailAddress: email, university: z.union([university, storableText(300)]).optional(), lng });
const otpResendRequest = z.object({ user: email, name: name.optional(), lng });
const registerRequest = z.object({
  EmailAddress: email,
  password,
  otpform: z.union([storableText(16), z.number().int().nonnegative()]).transform(String),
  uni2: university,
  selected2: tracks.default([]),
  firstName: optionalPersonNameText.optional(),
  LastName: optionalPersonNameText.optional(),
  invite: storableText(200).optional(),
});
const onboardingRequest = z.strictObject({
  firstName: personNameText,
  LastName: personNameText,
  yearOfStudy: z.enum(yearsOfStudy),
  selectedItem: z.array(z.strictObject({ id: z.enum(trackIds) })).min(1).max(trackIds.length),
});
const deleteRequest = z.object({ password });
const tracksRequest = z.object({ selectedItem: tracks.min(1) });

/**
 * The student paths of the spec and docs/accounts.md. Login is the accounts slice's (mounted at
 * /student/login there); the settings of every account are answered here with the student's profile, as before.
 */
export function studentRoutes(deps: StudentDeps, guard: Guard, settings: SettingsHandlers): Router {
  const router = Router();
  const auth = guard.requireKind('student');
  const profile = async (studentId: string) => {
    const found = await findStudentProfile(deps.db, studentId);
    return found ?? accountProfileOf(deps, studentId);
  };

  router.post('/student/otp/new', async (req, res) => {
    const body = parseBody(otpNewRequest, req.body);
    // The SPA sends the university's name; the picker's { name, area } is accepted too.
    const uni: University | undefined =
      typeof body.university === 'string' ? (body.university.trim() ? { name: body.university.trim(), area: '' } : undefined) : body.university;
    const verdict = await deps.checkEmail(body.EmailAddress, uni);
    answer(res, await requestOtp(deps, { email: body.EmailAddress, verdict, lng: languageOf(req, body.lng), ip: req.ip ?? 'unknown' }));
  });

  router.post('/student/otp', async (req, res) => {
    const body = parseBody(otpResendRequest, req.body);
    const verdict = await deps.checkEmail(body.user, undefined);
    answer(res, await requestOtp(deps, { email: body.user, verdict, lng: languageOf(req, body.lng), ip: req.ip ?? 'unknown' }));
  });

  router.post('/student/register/new', async (req, res) => {
    const body = parseBody(registerRequest, req.body);
    answer(
      res,
      await registerWithOtp(deps, {
        email: body.EmailAddress,
        password: body.password,
        otp: body.otpform,
        otpLink: otpLinkOf(req),
        university: body.uni2,
        tracks: body.selected2,
        firstName: body.firstName,
        lastName: body.LastName,
        invite: body.invite,
      }),
    );
  });

  router.post('/student/logout', auth, async (_req, res) => {
    await deps.sessions.revoke(callerOf(res).token);
    res.json({ msg: 'success' });
  });

  router.get('/student/me', auth, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ msg: 'success', user: await profile(callerOf(res).accountId) });
  });

  // The documented student paths of the account settings: the same handlers (the answer adds `user` for students).
  router.post('/student/settings/profile', auth, settings.profile);

  router.post('/student/onboarding', auth, async (req, res) => {
    const body = parseBody(onboardingRequest, req.body);
    const studentId = callerOf(res).accountId;
    await completeOnboarding(deps, studentId, {
      firstName: body.firstName,
      lastName: body.LastName,
      yearOfStudy: body.yearOfStudy,
      tracks: body.selectedItem,
    });
    res.json({ msg: 'success', user: await profile(studentId) });
  });

  router.post('/student/settings/tracks', auth, async (req, res) => {
    const body = parseBody(tracksRequest, req.body);
    await changeTracks(deps, callerOf(res).accountId, body.selectedItem);
    res.json({ msg: 'success', user: await profile(callerOf(res).accountId) });
  });

  router.post('/student/settings/language', auth, settings.language);
  router.post('/student/settings/password', auth, settings.password);

  router.post('/student/account/delete', auth, async (req, res) => {
    const body = parseBody(deleteRequest, req.body);
    answer(res, await deleteAccount(deps, callerOf(res).accountId, body.password));
  });

  router.post('/student/password/forgot', async (req, res) => {
    const body = parseBody(forgotRequest, req.body);
    res.json(await forgotPassword(deps, { email: body.email, lng: languageOf(req, body.lng) }));
  });

  router.post('/student/password/reset', async (req, res) => {
    const body = parseBody(resetRequest, req.body);
    answer(res, await resetPassword(deps, { uniqueId: body.uniqueId, password: body.password, ip: req.ip ?? 'unknown' }));
  });

  return router;
}
