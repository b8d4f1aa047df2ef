import { emailDomain, isFreeMailDomain } from '@fast-track/shared/email-rule';
import { Router } from 'express';
import { z } from 'zod';
import {
  answer,
  languageOf,
  normaliseEmail,
  otpLinkOf,
  registerWithCode,
  registrationEmail,
  requestOtp,
  staffRegistrationFields,
  type AccountDeps,
  type EmailVerdict,
} from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { storableText } from '../http/safe-text.ts';
import { findCompanyByDomain } from '../organisations/index.ts';

/** Employers register with a work address: the basic pattern, and no free-mail provider. */
export function checkWorkEmail(email: string): EmailVerdict {
  const domain = emailDomain(email);
  if (!domain) return { ok: false, reason: 'format' };
  if (isFreeMailDomain(domain)) return { ok: false, reason: 'workmail' };
  return { ok: true };
}

const otpRequest = z.object({ EmailAddress: registrationEmail, lng: storableText(35).optional() });
const registerRequest = z.object(staffRegistrationFields);

/**
 * Employer registration (docs/accounts.md "Employers"): a code to the work address, then the account.
 * The answer names a company already registered with the address's domain, so the SPA can offer to ask to join it.
 */
export function employerRoutes(deps: AccountDeps): Router {
  const router = Router();

  router.post('/employer/otp/new', async (req, res) => {
    const body = parseBody(otpRequest, req.body);
    const verdict = checkWorkEmail(body.EmailAddress);
    answer(res, await requestOtp(deps, { email: body.EmailAddress, verdict, lng: languageOf(req, body.lng), ip: req.ip ?? 'unknown' }));
  });

  router.post('/employer/register', async (req, res) => {
    const body = parseBody(registerRequest, req.body);
    const registered = await registerWithCode(deps, {
      account: { kind: 'employer', firstName: body.firstName, lastName: body.LastName },
      email: body.EmailAddress,
      password: body.password,
      otp: body.otp,
      otpLink: otpLinkOf(req),
      checkEmail: checkWorkEmail,
    });
    if (registered.msg !== 'success') return answer(res, registered);
    const match = (await findCompanyByDomain(deps.db, emailDomain(normaliseEmail(body.EmailAddress)) ?? '')) ?? null;
    res.json({ ...registered, match });
  });

  return router;
}
