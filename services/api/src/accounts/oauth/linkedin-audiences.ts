import type { ProviderProfile } from './oauth-config.ts';

/**
 * LinkedIn has one redirect URI (/api/linkedin/callback) for every audience. The form stored with the OAuth state
 * names its audience; the callback hands the verified profile to that audience's handler, which answers the SPA
 * screen to return to and the fragment to put there (a token, or an error).
 */
export interface LinkedinAudienceResult {
  /** SPA path the browser returns to, e.g. /career-center/login/linkedin. */
  path: string;
  fragment: string;
}

export type LinkedinAudienceHandler = (profile: ProviderProfile, form: Record<string, unknown>) => Promise<LinkedinAudienceResult>;

/** The audience a stored form belongs to; student forms (the original ones) carry none. */
export const audienceOf = (form: unknown): string | undefined =>
  typeof form === 'object' && form !== null && typeof (form as { audience?: unknown }).audience === 'string'
    ? (form as { audience: string }).audience
    : undefined;
