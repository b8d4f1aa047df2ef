import { isUniqueViolation } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { Router } from 'express';
import { z } from 'zod';
import {
  AlreadyRegisteredError,
  createAccount,
  emailHash,
  emailMessages,
  identityStore,
  linkedinAuthorizationUrl,
  normaliseEmail,
  oauthStateStore,
  type AccountDeps,
  type LinkedinAudienceHandler,
  type OAuthConfig,
} from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { requiredText } from '../http/safe-text.ts';
import { joinOrOpenCareerCenter, mailJoinRequestToOwners } from '../organisations/index.ts';
import { checkStaffEmail, isStudentAddress, studentAddressMessage } from './staff-email.ts';

const audience = 'career_center';
const startRequest = z.object({
  mode: z.enum(['login', 'register']),
  university: z.object({ name: requiredText(300), area: requiredText(100) }).optional(),
});
interface StoredForm {
  audience: typeof audience;
  mode: 'login' | 'register';
  university?: { name: string; area: string };
}

/** POST /api/linkedin/authorize/career-center: where to send the browser; the form rides on the OAuth state. */
export function careerCenterLinkedinRoutes(deps: AccountDeps, oauth: OAuthConfig | undefined): Router {
  const router = Router();
  router.post('/linkedin/authorize/career-center', async (req, res) => {
    if (!oauth?.linkedin) throw new NotFoundError('LinkedIn sign-in is not configured.');
    const body = parseBody(startRequest, req.body);
    const form: StoredForm = { audience, mode: body.mode, ...(body.university ? { university: body.university } : {}) };
    const state = await oauthStateStore.create(deps.db, 'linkedin', form, deps.now());
    res.json({ authorizationUrl: linkedinAuthorizationUrl(oauth.linkedin, oauth.publicUrl, state) });
  });
  return router;
}

/**
 * The verified LinkedIn address signs in its career center account; registering, a new address must be at the
 * chosen university's known domains (the same proof as the e-mail code) and joins or opens its career center.
 */
export function careerCenterLinkedinHandler(deps: AccountDeps): LinkedinAudienceHandler {
  return async (profile, rawForm) => {
    const form = rawForm as unknown as StoredForm;
    const path = `/career-center/${form.mode === 'register' ? 'register' : 'login'}/linkedin`;
    const fail = (reason: string, message?: string) => ({ path, fragment: `error=${reason}${message ? `&message=${encodeURIComponent(message)}` : ''}` });
    const email = normaliseEmail(profile.email);
    const known = await identityStore.byEmailHash(deps.db, emailHash(deps.secret, email));
    if (known) {
      if (known.kind !== 'career_center') return fail('kind');
      const token = await deps.sessions.create(known.accountId, deps.now());
      return { path, fragment: `token=${token}&uniqueId=${known.accountId}` };
    }
    if (form.mode !== 'register' || !form.university) return fail('notreg');
    const verdict = checkStaffEmail(email, form.university);
    if (!verdict.ok) return fail('email', emailMessages[verdict.reason]);
    const university = form.university;
    if (isStudentAddress(email)) return fail('email', studentAddressMessage);
    try {
      const { accountId, token, facts: joined } = await createAccount(
        deps,
        { kind: 'career_center', email, passwordHash: null, method: 'linkedin', firstName: profile.givenName, lastName: profile.familyName },
        (tx, newId) => joinOrOpenCareerCenter(deps, tx, newId, university),
      );
      if (joined?.admission === 'request') await mailJoinRequestToOwners(deps, joined.organisationId, accountId);
      return { path, fragment: `token=${token ?? ''}&uniqueId=${accountId}` };
    } catch (error) {
      if (error instanceof AlreadyRegisteredError || isUniqueViolation(error)) return fail('retry');
      throw error;
    }
  };
}
