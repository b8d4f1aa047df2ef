import { emailDomain, isFreeMailDomain } from '@fast-track/shared/email-rule';
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
  type EmailVerdict,
} from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import { findCompanyByDomain } from '../organisations/index.ts';

/** Employers register with a work address: the basic pattern, and no free-mail provider. */
export function checkWorkEmail(email: string): EmailVerdict {
  const domain = emailDomain(email);
  if (!domain) return { ok: false, reason: 'format' };
  if (isFreeMailDomain(domain)) return { ok: false, reason: 'workmail' };
  return { ok: true };
}

const email = storableText(320).transform((s) => s.trim()).pipe(z.string().min(1));
const otpRequest = z.object({ EmailAddress: email, lng: storableText(35).optional() });
const registerRequest = z.object({
  firstName: requiredText(100),
  LastName: requiredText(100),
  EmailAddress: email,
  password: storableText(1024),
  otp: z.union([storableText(16), z.number().int().nonnegative()]).transform(String),
});

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
    const address = normaliseEmail(body.EmailAddress);
    const verdict = checkWorkEmail(address);
    if (!verdict.ok) return answer(res, { msg: 'invalid email', message: emailMessages[verdict.reason] } as { msg: string });
    const weak = checkPassword(body.password);
    if (weak) return answer(res, { msg: 'weak password', message: passwordMessages[weak] } as { msg: string });
    if (await identityStore.byEmailHash(deps.db, emailHash(deps.secret, address))) return answer(res, { msg: 'registered' });
    const refused = await claimOtp(deps, address, body.otp, otpLinkOf(req));
    if (refused) return answer(res, refused);
    const passwordHash = await deps.passwords.hash(body.password);
    try {
      const created = await createAccount(deps, {
        kind: 'employer',
        email: address,
        passwordHash,
        method: 'otp',
        firstName: body.firstName,
        lastName: body.LastName,
      });
      const match = (await findCompanyByDomain(deps.db, emailDomain(address) ?? '')) ?? null;
      res.json({ msg: 'success', token: created.token, uniqueId: created.accountId, match });
    } catch (error) {
      if (error instanceof AlreadyRegisteredError) return answer(res, { msg: 'registered' });
      throw error;
    }
  });

  return router;
}
