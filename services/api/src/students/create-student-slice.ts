import type { Db } from '@fast-track/shared/db/db';
import { validateStudentEmail } from '@fast-track/shared/email-rule';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { Logger } from '@fast-track/shared/logger';
import { Router, type RequestHandler } from 'express';
import type { OAuthConfig } from '../auth/oauth/oauth-config.ts';
import { createPasswordHasher, type PasswordHasher } from '../auth/password-hasher.ts';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { MailQueue } from '../mail/index.ts';
import { requireStudent } from '../auth/require-student.ts';
import { createSessionStore, type SessionStore } from '../auth/session-store.ts';
import { supportedCountries, universityDomains } from '../universities/index.ts';
import type { EmailVerdict, IdentityDeps } from './identity-deps.ts';
import { createOtpStore } from './otp/otp-store.ts';
import type { University } from './student.ts';
import { socialRoutes } from './social/social.routes.ts';
import { studentRoutes } from './student.routes.ts';

export interface StudentSliceOptions {
  db: Db;
  logger: Logger;
  secret: string;
  now: () => number;
  rateLimiter: RateLimiter;
  mail: Pick<MailQueue, 'enqueue'>;
  projections: readonly Projection[];
  passwords?: PasswordHasher;
  /** Google/LinkedIn settings; without them /api/auth/providers offers neither. */
  oauth?: OAuthConfig | undefined;
}

export interface StudentSlice {
  routes: Router;
  sessions: SessionStore;
  /** Bearer guard for any slice's student-only routes. */
  requireStudent: RequestHandler;
  deps: IdentityDeps;
}

/**
 * The e-mail rule with the chosen university's known domains ('other' and unknown ones have none). A university
 * named without its country (the OTP request sends only the name) is looked up in every supported country.
 */
export function checkStudentEmail(email: string, university: University | undefined): EmailVerdict {
  if (!university || university.name === 'other') return validateStudentEmail(email);
  const countries = university.area ? [university.area] : supportedCountries;
  const domains = [...new Set(countries.flatMap((country) => universityDomains(country, university.name)))];
  return validateStudentEmail(email, domains);
}

export function createStudentSlice(options: StudentSliceOptions): StudentSlice {
  const sessions = createSessionStore(options.db);
  const deps: IdentityDeps = {
    db: options.db,
    logger: options.logger,
    secret: options.secret,
    now: options.now,
    projections: options.projections,
    rateLimiter: options.rateLimiter,
    mail: options.mail,
    passwords: options.passwords ?? createPasswordHasher(),
    sessions,
    otps: createOtpStore(options.db, options.secret),
    checkEmail: checkStudentEmail,
  };
  const routes = Router();
  routes.use(studentRoutes(deps), socialRoutes(deps, options.oauth));
  return { routes, sessions, requireStudent: requireStudent(sessions, options.now), deps };
}
