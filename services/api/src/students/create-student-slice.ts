import { Router } from 'express';
import { accountProfileOf, type AccountsModule, type LinkedinAudienceHandler, type OAuthConfig } from '../accounts/index.ts';
import { findStudentProfile } from './read-models/student-profile.queries.ts';
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
  // A student's settings answer carries their profile as `user`, which the student screens keep (docs/accounts.md).
  options.accounts.answerSettingsWith(async (caller) =>
    caller.kind === 'student' ? { user: (await findStudentProfile(deps.db, caller.accountId)) ?? (await accountProfileOf(deps, caller.accountId)) } : {},
  );
  const routes = Router();
  routes.use(studentRoutes(deps, options.accounts.guard, options.accounts.settings), socialRoutes(deps, options.oauth, options.linkedinAudiences));
  return { routes, deps };
}
