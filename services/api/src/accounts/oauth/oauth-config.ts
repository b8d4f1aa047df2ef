/** Provider settings (config GOOGLE_* / LINKEDIN_*); a provider without a client id is not offered. */
export interface OAuthConfig {
  google?: { clientId: string; jwksUrl: string };
  linkedin?: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; userinfoUrl: string };
  /** The API's public origin; LinkedIn redirects to `${publicUrl}/api/linkedin/callback`. */
  publicUrl: string;
}

/** What a provider tells us about the person, after we verified it. */
export interface ProviderProfile {
  email: string;
  givenName?: string | undefined;
  familyName?: string | undefined;
}

export class ProviderError extends Error {
  constructor(
    readonly reason: 'unverified' | 'rejected' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

export function oauthConfigFrom(config: {
  PUBLIC_URL: string;
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_JWKS_URL: string;
  LINKEDIN_CLIENT_ID?: string | undefined;
  LINKEDIN_CLIENT_SECRET?: string | undefined;
  LINKEDIN_AUTHORIZE_URL: string;
  LINKEDIN_TOKEN_URL: string;
  LINKEDIN_USERINFO_URL: string;
}): OAuthConfig {
  return {
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    ...(config.GOOGLE_CLIENT_ID ? { google: { clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL } } : {}),
    ...(config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET
      ? {
          linkedin: {
            clientId: config.LINKEDIN_CLIENT_ID,
            clientSecret: config.LINKEDIN_CLIENT_SECRET,
            authorizeUrl: config.LINKEDIN_AUTHORIZE_URL,
            tokenUrl: config.LINKEDIN_TOKEN_URL,
            userinfoUrl: config.LINKEDIN_USERINFO_URL,
          },
        }
      : {}),
  };
}
