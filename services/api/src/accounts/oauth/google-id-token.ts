import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { ProviderError, type OAuthConfig, type ProviderProfile } from './oauth-config.ts';

const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token (signature against the configured key set, issuer, audience = our client id, expiry)
 * and returns the verified address with the token's `nonce` claim (the caller checks it against an issued nonce).
 * The key set is fetched once and cached by jose, refetched on an unknown kid.
 */
export function createGoogleVerifier(google: NonNullable<OAuthConfig['google']>) {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return async (idToken: string, nowMs: number): Promise<ProviderProfile & { nonce: string | undefined }> => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: googleIssuers,
        audience: google.clientId,
        algorithms: ['RS256'],
        currentDate: new Date(nowMs),
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new ProviderError('rejected', `Google ID token rejected: ${error.code}`, { cause: error });
      }
      throw new ProviderError('unavailable', 'Google key set unavailable', { cause: error });
    }
    const email = typeof payload['email'] === 'string' ? payload['email'] : undefined;
    if (!email || payload['email_verified'] !== true) throw new ProviderError('unverified', 'Google has not verified this address');
    return {
      email,
      givenName: typeof payload['given_name'] === 'string' ? payload['given_name'] : undefined,
      familyName: typeof payload['family_name'] === 'string' ? payload['family_name'] : undefined,
      nonce: typeof payload['nonce'] === 'string' ? payload['nonce'] : undefined,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
