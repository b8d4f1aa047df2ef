import { z } from 'zod';
import { ProviderError, type OAuthConfig, type ProviderProfile } from './oauth-config.ts';

type LinkedInConfig = NonNullable<OAuthConfig['linkedin']>;

const tokenAnswer = z.object({ access_token: z.string().min(1) });
// OpenID Connect userinfo ("Sign In with LinkedIn using OpenID Connect").
const userinfoAnswer = z.object({
  email: z.string().max(320).optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
});

export const linkedinRedirectUri = (publicUrl: string): string => `${publicUrl}/api/linkedin/callback`;

export function linkedinAuthorizationUrl(linkedin: LinkedInConfig, publicUrl: string, state: string): string {
  const url = new URL(linkedin.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', linkedin.clientId);
  url.searchParams.set('redirect_uri', linkedinRedirectUri(publicUrl));
  url.searchParams.set('state', state);
  url.searchParams.set('scope', 'openid profile email');
  return url.toString();
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new ProviderError('unavailable', `LinkedIn unreachable (${new URL(url).host})`, { cause: error });
  }
  if (!res.ok) throw new ProviderError('rejected', `LinkedIn answered ${res.status} at ${new URL(url).pathname}`);
  return res.json();
}

/** Authorization code → access token → the verified address and names. */
export async function exchangeLinkedinCode(linkedin: LinkedInConfig, publicUrl: string, code: string): Promise<ProviderProfile> {
  const token = tokenAnswer.safeParse(
    await call(linkedin.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: linkedinRedirectUri(publicUrl),
        client_id: linkedin.clientId,
        client_secret: linkedin.clientSecret,
      }),
    }),
  );
  if (!token.success) throw new ProviderError('rejected', 'LinkedIn token answer without access_token');
  const info = userinfoAnswer.safeParse(
    await call(linkedin.userinfoUrl, { headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' } }),
  );
  if (!info.success || !info.data.email || info.data.email_verified === false) {
    throw new ProviderError('unverified', 'LinkedIn gave no verified address');
  }
  return { email: info.data.email, givenName: info.data.given_name, familyName: info.data.family_name };
}
