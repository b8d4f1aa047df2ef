import { isUniqueViolation } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import {
  AlreadyRegisteredError,
  answer,
  checkPassword,
  claimOtp,
  createAccount,
  emailHash,
  emailMessages,
  identityStore,
  languageOf,
  normaliseEmail,
  otpLinkOf,
  passwordMessages,
  requestOtp,
  type AccountDeps,
} from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { joinOrOpenCareerCenter, mailJoinRequestToOwners, type CareerCenterAdmission } from '../organisations/index.ts';
import { checkStaffEmail, refuseStudentAddress } from './staff-email.ts';

const email = storableText(320).transform((s) => s.trim()).pipe(z.string().min(1));
const university = z.object({ name: requiredText(300), area: requiredText(100) });
const otpRequest = z.object({ EmailAddress: email, university, lng: storableText(35).optional() });
const registerRequest = z.object({
  firstName: requiredText(100),
  LastName: requiredText(100),
  EmailAddress: email,
  password: storableText(1024),
  otp: z.union([storableText(16), z.number().int().nonnegative()]).transform(String),
  university,
});

/** Career center registration (docs/accounts.md "Career centers"). */
export function careerCenterRoutes(deps: AccountDeps): Router {
  const router = Router();

  router.post('/career-center/otp/new', async (req, res) => {
    const body = parseBody(otpRequest, req.body);
    refuseStudentAddress(body.EmailAddress);
    const verdict = checkStaffEmail(body.EmailAddress, body.university);
    answer(res, await requestOtp(deps, { email: body.EmailAddress, verdict, lng: languageOf(req, body.lng), ip: req.ip ?? 'unknown' }));
  });

  router.post('/career-center/register', async (req, res) => {
    const body = parseBody(registerRequest, req.body);
    const address = normaliseEmail(body.EmailAddress);
    refuseStudentAddress(address);
    const verdict = checkStaffEmail(address, body.university);
    if (!verdict.ok) return answer(res, { msg: 'invalid email', message: emailMessages[verdict.reason] } as { msg: string });
    const weak = checkPassword(body.password);
    if (weak) return answer(res, { msg: 'weak password', message: passwordMessages[weak] } as { msg: string });
    if (await identityStore.byEmailHash(deps.db, emailHash(deps.secret, address))) return answer(res, { msg: 'registered' });
    const refused = await claimOtp(deps, address, body.otp, otpLinkOf(req));
    if (refused) return answer(res, refused);
    const passwordHash = await deps.passwords.hash(body.password);
    try {
      let joined: { organisationId: string; admission: CareerCenterAdmission } = { organisationId: '', admission: 'review' };
      const created = await createAccount(
        deps,
        { kind: 'career_center', email: address, passwordHash, method: 'otp', firstName: body.firstName, lastName: body.LastName },
        async (tx, accountId) => {
          joined = await joinOrOpenCareerCenter(deps, tx, accountId, body.university);
        },
      );
      if (joined.admission === 'request') await mailJoinRequestToOwners(deps, joined.organisationId, created.accountId);
      // `admission` says what the person waits for: an admin's review of the new center, or its owners' answer.
      res.json({ msg: 'success', token: created.token, uniqueId: created.accountId, organisationId: joined.organisationId, admission: joined.admission });
    } catch (error) {
      if (error instanceof AlreadyRegisteredError) return answer(res, { msg: 'registered' });
      // Two first staff members of one university at the same instant: one opened it, the other may retry to join.
      if (isUniqueViolation(error)) throw new ConflictError('Your career center was just opened by a colleague; please try again.');
      throw error;
    }
  });

  return router;
}
