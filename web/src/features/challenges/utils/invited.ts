/**
 * The challenge a visitor was invited to (/invite/{link}), remembered in this tab across registration and onboarding
 * so the new student lands in it (issue 12). Tiny on purpose: the onboarding route reads it without the challenge
 * screens.
 */
export const INVITED_CHALLENGE_KEY = 'ft.invitedChallenge';

export function rememberInvitedChallenge(uniqueId: string): void {
  sessionStorage.setItem(INVITED_CHALLENGE_KEY, uniqueId);
}

export function invitedChallenge(): string | null {
  try {
    return sessionStorage.getItem(INVITED_CHALLENGE_KEY);
  } catch {
    return null;
  }
}

/** Forgets the invite once the student has reached its challenge. */
export function forgetInvitedChallenge(uniqueId?: string): void {
  if (uniqueId === undefined || invitedChallenge() === uniqueId) sessionStorage.removeItem(INVITED_CHALLENGE_KEY);
}
