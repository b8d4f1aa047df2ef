import { isUniqueViolation } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import { answer, languageOf, otpLinkOf, registerWithCode, registrationEmail, requestOtp, staffRegistrationFields, type AccountDeps } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { joinOrOpenCareerCenter, mailJoinRequestToOwners } from '../organisations/index.ts';
import { checkStaffEmail, refuseStudentAddress } from './staff-email.ts';

const university = z.object({ name: requiredText(300), area: requiredText(100) });
const otpRequest = z.object({ EmailAddress: registrationEmail, university, lng: storableText(35).optional() });
const registerRequest = z.object({ ...staffRegistrationFields, university });

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
    const registered = await registerWithCode(deps, {
      account: { kind: 'career_center', firstName: body.firstName, lastName: body.LastName },
      email: body.EmailAddress,
      password: body.password,
      otp: body.otp,
      otpLink: otpLinkOf(req),
      checkEmail: (address) => {
        refuseStudentAddress(address);
        return checkStaffEmail(address, body.university);
      },
      then: (tx, accountId) => joinOrOpenCareerCenter(deps, tx, accountId, body.university),
    }).catch((error: unknown) => {
      // Two first staff members of one university at the same instant: one opened it, the other may retry to join.
      if (isUniqueViolation(error)) throw new ConflictError('Your career center was just opened by a colleague; please try again.');
      throw error;
    });
    if (registered.msg !== 'success') return answer(res, registered);
    if (registered.admission === 'request') await mailJoinRequestToOwners(deps, registered.organisationId, registered.uniqueId);
    // `admission` says what the person waits for: an admin's review of the new center, or its owners' answer.
    res.json(registered);
  });

  return router;
}
