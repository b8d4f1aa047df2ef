import {
  AlreadyRegisteredError,
  checkPassword,
  emailHash,
  emailMessages,
  identityStore,
  normaliseEmail,
  type ProviderProfile,
} from '../../accounts/index.ts';
import { createStudent } from '../registration.service.ts';
import type { StudentDeps } from '../student-deps.ts';
import type { Track, University } from '../student.ts';

/** The sign-up form fields that matter to a student account (spec §7 multipart form). */
export interface SocialForm {
  university: University;
  tracks: Track[];
  firstName?: string | undefined;
  lastName?: string | undefined;
  invite?: string | undefined;
}

export type SocialAnswer = { msg: 'success'; token: string } | { msg: 'error'; message: string };

/**
 * The provider has verified the address. Known address → sign in (a new session); new address → the e-mail rule
 * for the chosen university, then the same account creation as OTP registration, without a password (the student
 * can set one through recovery). A race between two first sign-ins of one address ends in one account.
 */
export async function signInWithProvider(
  deps: StudentDeps,
  profile: ProviderProfile,
  form: SocialForm,
  method: 'google' | 'linkedin',
  password?: string,
): Promise<SocialAnswer> {
  const email = normaliseEmail(profile.email);
  const signIn = async (): Promise<SocialAnswer | undefined> => {
    const known = await identityStore.byEmailHash(deps.db, emailHash(deps.secret, email));
    if (!known) return undefined;
    // Social sign-in is the students' door; another audience's account signs in on its own screen.
    if (known.kind !== 'student') return { msg: 'error', message: 'This address belongs to another kind of account; please sign in on its own login page' };
    return { msg: 'success', token: await deps.sessions.create(known.accountId, deps.now()) };
  };
  const existing = await signIn();
  if (existing) return existing;

  const verdict = await deps.checkEmail(email, form.university);
  if (!verdict.ok) return { msg: 'error', message: emailMessages[verdict.reason] };
  const passwordHash = password && !checkPassword(password) ? await deps.passwords.hash(password) : null;
  try {
    const { token } = await createStudent(deps, {
      email,
      passwordHash,
      university: form.university,
      tracks: form.tracks,
      firstName: form.firstName || profile.givenName,
      lastName: form.lastName || profile.familyName,
      invite: form.invite,
      method,
    });
    return { msg: 'success', token };
  } catch (error) {
    if (!(error instanceof AlreadyRegisteredError)) throw error;
    return (await signIn()) ?? { msg: 'error', message: 'Please try again' };
  }
}
