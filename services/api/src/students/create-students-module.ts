import type { Router } from 'express';
import { accountProfileOf, type AccountsModule, type LinkedinAudienceHandler, type OAuthConfig } from '../accounts/index.ts';
import { findStudentProfile } from './read-models/student-profile.queries.ts';
import { socialRoutes } from './social/social.routes.ts';
import { checkStudentEmail, type StudentDeps } from './student-deps.ts';
import { studentRoutes } from './student.routes.ts';

export interface StudentsModuleOptions {
  accounts: AccountsModule;
  /** Google/LinkedIn settings; without them /api/auth/providers offers neither. */
  oauth?: OAuthConfig | undefined;
  /** Other audiences' LinkedIn sign-in, sharing the one callback (career centers). */
  linkedinAudiences?: Readonly<Record<string, LinkedinAudienceHandler>>;
  /** The student e-mail rule; tests swap it. */
  checkEmail?: StudentDeps['checkEmail'];
}

/** The students slice's module (docs/architecture.md, "The module contract"). */
export interface StudentsModule {
  routes: readonly Router[];
  deps: StudentDeps;
}

/** What is a student's own (university, tracks, registration, social sign-up), on top of the accounts slice. */
export function createStudentsModule(options: StudentsModuleOptions): StudentsModule {
  const deps: StudentDeps = { ...options.accounts.deps, checkEmail: options.checkEmail ?? checkStudentEmail };
  // A student's settings answer carries their profile as `user`, which the student screens keep (docs/accounts.md).
  options.accounts.answerSettingsWith(async (caller) =>
    caller.kind === 'student' ? { user: (await findStudentProfile(deps.db, caller.accountId)) ?? (await accountProfileOf(deps, caller.accountId)) } : {},
  );
  return { routes: [studentRoutes(deps, options.accounts.guard, options.accounts.settings), socialRoutes(deps, options.oauth, options.linkedinAudiences)], deps };
}
