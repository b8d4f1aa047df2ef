import { Router } from 'express';
import type { AccountsModule, LinkedinAudienceHandler, OAuthConfig } from '../accounts/index.ts';
import { socialRoutes } from './social/social.routes.ts';
import { checkStudentEmail, type StudentDeps } from './student-deps.ts';
import { studentRoutes } from './student.routes.ts';

export interface StudentSliceOptions {
  accounts: AccountsModule;
  /** Google/LinkedIn settings; without them /api/auth/providers offers neither. */
  oauth?: OAuthConfig | undefined;
  /** Other audiences' LinkedIn sign-in, sharing the one callback (career centers). */
  linkedinAudiences?: Readonly<Record<string, LinkedinAudienceHandler>>;
  /** The student e-mail rule; tests swap it. */
  checkEmail?: StudentDeps['checkEmail'];
}

export interface StudentSlice {
  routes: Router;
  deps: StudentDeps;
}

/** What is a student's own (university, tracks, registration, social sign-up), on top of the accounts slice. */
export function createStudentSlice(options: StudentSliceOptions): StudentSlice {
  const deps: StudentDeps = { ...options.accounts.deps, checkEmail: options.checkEmail ?? checkStudentEmail };
  const routes = Router();
  routes.use(studentRoutes(deps, options.accounts.guard), socialRoutes(deps, options.oauth, options.linkedinAudiences));
  return { routes, deps };
}
