/** What a social sign-in needs after the provider sends the browser back (kept for this tab only). */
export interface PendingSocial {
  university: { name: string; area: string };
  invite?: string;
  /** Issued by the API (POST /api/google/nonce), sent to Google; the ID token carries it back and the API consumes it. */
  nonce: string;
}

const KEY = 'pending-social-registration';

export function savePendingSocial(pending: PendingSocial): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // without session storage the callback registers without a university
  }
}

export function takePendingSocial(): PendingSocial | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as PendingSocial) : null;
  } catch {
    return null;
  }
}

export function googleAuthorizationUrl(input: { clientId: string; nonce: string; redirectUri: string }): string {
  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('nonce', input.nonce);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/** '#token=abc&x=1' → {token: 'abc', x: '1'}. */
export function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}
