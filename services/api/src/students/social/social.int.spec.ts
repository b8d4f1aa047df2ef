import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthConfig } from '../../accounts/index.ts';
import { bearer, registerStudent, startStudentApi, ucl, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';

/** A local stand-in for Google (key set) and LinkedIn (token + userinfo endpoints). */
interface StandIn {
  url: string;
  sign(claims: JWTPayload, key?: CryptoKey): Promise<string>;
  /** code → the userinfo LinkedIn will answer for it. */
  linkedinUsers: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

/** `now` is the API's clock, so default token times follow it when a test moves it. */
async function startStandIn(now: () => number): Promise<StandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const linkedinUsers = new Map<string, Record<string, unknown>>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/jwks') return send(200, { keys: [jwk] });
      if (req.url === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const user = linkedinUsers.get(form.get('code') ?? '');
        const clientOk = form.get('client_id') === 'li-client' && form.get('client_secret') === 'li-secret';
        const redirectOk = form.get('redirect_uri') === 'http://localhost:8080/api/linkedin/callback';
        if (!user || !clientOk || !redirectOk || form.get('grant_type') !== 'authorization_code') {
          return send(400, { error: 'invalid_grant' });
        }
        linkedinUsers.delete(form.get('code') ?? '');
        const accessToken = `at-${Math.random().toString(36).slice(2)}`;
        accessTokens.set(accessToken, user);
        return send(200, { access_token: accessToken, expires_in: 3600 });
      }
      if (req.url === '/userinfo') {
        const user = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        return user ? send(200, user) : send(401, { error: 'invalid_token' });
      }
      return send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    linkedinUsers,
    sign: (claims, key = privateKey) => {
      const nowSec = Math.floor(now() / 1000);
      // Defaults of a good token; a test overrides any of them through `claims`.
      const defaults = { iss: 'https://accounts.google.com', aud: 'google-client.apps.googleusercontent.com', iat: nowSec, exp: nowSec + 300 };
      return new SignJWT({ ...defaults, ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testDb: TestDb;
let standIn: StandIn;
let api: StudentApi;
let unconfigured: StudentApi;
let oauth: OAuthConfig;

beforeAll(async () => {
  testDb = await openTestDb();
  standIn = await startStandIn(() => api.clock.now);
  oauth = {
    publicUrl: 'http://localhost:8080',
    google: { clientId: 'google-client.apps.googleusercontent.com', jwksUrl: `${standIn.url}/jwks` },
    linkedin: {
      clientId: 'li-client',
      clientSecret: 'li-secret',
      authorizeUrl: `${standIn.url}/authorize`,
      tokenUrl: `${standIn.url}/token`,
      userinfoUrl: `${standIn.url}/userinfo`,
    },
  };
  api = await startStudentApi(testDb.db, { oauth });
  unconfigured = await startStudentApi(testDb.db);
});

afterAll(async () => {
  await api.close();
  await unconfigured.close();
  await standIn.close();
  await testDb.dispose();
});

const me = async (token: string) =>
  ((await (await api.get('/api/student/me', bearer(token))).json()) as { user: Record<string, unknown> }).user;

describe('GET /api/auth/providers', () => {
  it('offers a provider only when its client is configured', async () => {
    expect(await (await api.get('/api/auth/providers')).json()).toEqual({
      google: { clientId: 'google-client.apps.googleusercontent.com' },
      linkedin: true,
    });
    expect(await (await unconfigured.get('/api/auth/providers')).json()).toEqual({ google: null, linkedin: false });
  });
});

describe('POST /api/google/student/register', () => {
  const register = async (credential: string, target = api) => {
    const form = new FormData();
    form.set('selectedUni', JSON.stringify(ucl));
    form.set('selectedItem', JSON.stringify([{ id: 'Consulting' }]));
    form.set('orgData', '{}');
    form.set('invite', 'campus-fair');
    form.set('orgphoto', new Blob(['not kept']), 'photo.png');
    form.set('credentialResponse', credential);
    const res = await fetch(`${target.url}/api/google/student/register`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const claims = (email: string, extra: JWTPayload = {}): JWTPayload => ({
    email,
    email_verified: true,
    given_name: 'Greta',
    family_name: 'Google',
    sub: email,
    ...extra,
  });

  const issueNonce = async (target = api) => {
    const res = await target.post('/api/google/nonce', {});
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
  /** A token as Google would return it for a sign-in the SPA started with a server-issued nonce. */
  const signWithNonce = async (email: string, extra: JWTPayload = {}) =>
    standIn.sign(claims(email, { nonce: (await issueNonce()).body['nonce'] as string, ...extra }));

  it('creates the student from a verified ID token, then signs the same student in next time', async () => {
    const address = uniqueAddress('greta');
    const first = await register(await signWithNonce(address));
    expect(first.body.msg).toBe('success');
    const user = await me(first.body.token as string);
    expect(user).toMatchObject({ email: address, firstName: 'Greta', LastName: 'Google', university: ucl, selectedItem: [{ id: 'Consulting' }] });
    const again = await register(await signWithNonce(address.toUpperCase()));
    expect(again.body.msg).toBe('success');
    expect((await me(again.body.token as string))['_id']).toBe(user['_id']);
  });

  it.each([
    ['another audience', async () => standIn.sign({ ...claims(uniqueAddress()), aud: 'someone-else' })],
    ['an unverified address', async () => standIn.sign(claims(uniqueAddress(), { email_verified: false }))],
    ['an expired token', async () => standIn.sign(claims(uniqueAddress(), { exp: Math.floor(Date.now() / 1000) - 3600 }))],
    ['a foreign signature', async () => standIn.sign(claims(uniqueAddress()), (await generateKeyPair('RS256')).privateKey)],
    ['garbage', () => Promise.resolve('x'.repeat(40))],
  ])('answers error for %s', async (_case, credential) => {
    expect((await register(await credential())).body).toEqual({ msg: 'error', message: 'Google sign-in failed' });
  });

  it('applies the e-mail rule to new accounts', async () => {
    const { body } = await register(await signWithNonce('greta.g@gmail.com'));
    expect(body).toEqual({ msg: 'error', message: 'Please enter your valid university email address' });
  });

  it('is 404 problem+json when Google is not configured', async () => {
    expect((await register(await signWithNonce(uniqueAddress()), unconfigured)).status).toBe(404);
    expect((await issueNonce(unconfigured)).status).toBe(404);
  });

  describe('nonce (replay protection)', () => {
    const nonceError = { msg: 'error', message: 'This Google sign-in has expired or was already used, please try again' };
    const studentCount = async (address: string) =>
      (await testDb.db.query('SELECT 1 FROM account_identities WHERE lower(email) = lower($1)', [address])).rows.length;

    it('issues 32 random bytes, stores only their SHA-256 for 10 minutes', async () => {
      const { status, headers, body } = await issueNonce();
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-store');
      const nonce = body['nonce'] as string;
      expect(nonce).toMatch(/^[\w-]{43}$/);
      expect((await issueNonce()).body['nonce']).not.toBe(nonce);
      const rows = await testDb.db.query<{ state_hash: string; provider: string; expires_at: Date }>(
        "SELECT state_hash, provider, expires_at FROM oauth_states WHERE provider = 'google-nonce' AND state_hash = $1",
        [createHash('sha256').update(nonce).digest('hex')],
      );
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]!.expires_at.getTime()).toBe(api.clock.now + 10 * 60_000);
      expect((await testDb.db.query('SELECT 1 FROM oauth_states WHERE state_hash = $1', [nonce])).rows).toHaveLength(0);
    });

    it('accepts a token with an issued nonce once; a replay of the same token is refused', async () => {
      const address = uniqueAddress('replay');
      const token = await signWithNonce(address);
      expect((await register(token)).body.msg).toBe('success');
      expect((await register(token)).body).toEqual(nonceError);
    });

    it.each([
      ['no nonce', async () => standIn.sign(claims(uniqueAddress('nononce')))],
      ['a nonce the server never issued', async () => standIn.sign(claims(uniqueAddress('foreign'), { nonce: 'A'.repeat(43) }))],
      ['a nonce that is not a string', async () => standIn.sign(claims(uniqueAddress('numeric'), { nonce: 42 }))],
    ])('refuses a token with %s and creates nothing', async (_case, credential) => {
      const token = await credential();
      const email = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { email: string };
      expect((await register(token)).body).toEqual(nonceError);
      expect(await studentCount(email.email)).toBe(0);
    });

    it('refuses a nonce issued more than 10 minutes ago', async () => {
      const { nonce } = (await issueNonce()).body as { nonce: string };
      api.clock.advance(10 * 60_000);
      const address = uniqueAddress('expired');
      expect((await register(await standIn.sign(claims(address, { nonce })))).body).toEqual(nonceError);
      expect(await studentCount(address)).toBe(0);
    });

    it('limits nonces per client address (30 per 10 minutes)', async () => {
      const limited = await startStudentApi(testDb.db, { oauth });
      try {
        for (let i = 0; i < 30; i++) expect((await issueNonce(limited)).status).toBe(200);
        const refused = await issueNonce(limited);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ msg: 'throttled' });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        limited.clock.advance(10 * 60_000);
        expect((await issueNonce(limited)).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});

describe('LinkedIn', () => {
  const authorize = async () => {
    const res = await api.post('/api/linkedin/authorize/student/register', {
      selectedUni: JSON.stringify(ucl),
      selectedItem: JSON.stringify([{ id: 'Finance' }]),
    });
    const url = new URL(((await res.json()) as { authorizationUrl: string }).authorizationUrl);
    return { url, state: url.searchParams.get('state') ?? '' };
  };
  const callback = async (query: string) => {
    const res = await fetch(`${api.url}/api/linkedin/callback?${query}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    return res.headers.get('location') ?? '';
  };

  it('sends the browser to the authorization URL, exchanges the code and redirects with a token', async () => {
    const { url, state } = await authorize();
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: 'http://localhost:8080/api/linkedin/callback',
      scope: 'openid profile email',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    const address = uniqueAddress('liam');
    standIn.linkedinUsers.set('code-1', { email: address, email_verified: true, given_name: 'Liam', family_name: 'Linked' });
    const location = await callback(`code=code-1&state=${state}`);
    const token = /^\/register\/linkedin#token=([\w-]{43})$/.exec(location)?.[1];
    expect(token).toBeDefined();
    expect(await me(token!)).toMatchObject({ email: address, firstName: 'Liam', LastName: 'Linked', selectedItem: [{ id: 'Finance' }] });
    // A state works once.
    standIn.linkedinUsers.set('code-2', { email: address, email_verified: true });
    expect(await callback(`code=code-2&state=${state}`)).toBe('/register/linkedin#error=state');
  });

  it('refuses unknown or expired states, denied consent and codes the provider rejects', async () => {
    expect(await callback(`code=x&state=${'A'.repeat(43)}`)).toBe('/register/linkedin#error=state');
    expect(await callback(`error=user_cancelled_login&state=${(await authorize()).state}`)).toBe('/register/linkedin#error=denied');
    expect(await callback(`code=never-issued&state=${(await authorize()).state}`)).toBe('/register/linkedin#error=rejected');
    const { state } = await authorize();
    api.clock.advance(10 * 60_000);
    standIn.linkedinUsers.set('code-3', { email: uniqueAddress(), email_verified: true });
    expect(await callback(`code=code-3&state=${state}`)).toBe('/register/linkedin#error=state');
  });

  it('applies the e-mail rule to new accounts', async () => {
    const { state } = await authorize();
    standIn.linkedinUsers.set('code-4', { email: 'liam@yahoo.co.uk', email_verified: true });
    expect(await callback(`code=code-4&state=${state}`)).toMatch(/^\/register\/linkedin#error=email&message=/);
  });
});

describe('LinkedIn for career centers (one callback, dispatched by the audience the state carries)', () => {
  const oxford = { name: 'University of Oxford', area: 'United Kingdom' };
  const start = async (body: Record<string, unknown>) => {
    const res = await api.post('/api/linkedin/authorize/career-center', body);
    expect(res.status).toBe(200);
    return new URL(((await res.json()) as { authorizationUrl: string }).authorizationUrl).searchParams.get('state') ?? '';
  };
  const callback = async (code: string, state: string) =>
    (await fetch(`${api.url}/api/linkedin/callback?code=${code}&state=${state}`, { redirect: 'manual' })).headers.get('location') ?? '';

  it('registers staff at the university’s domain into its career center, then signs them in; others are refused', async () => {
    const address = `lena.${Date.now()}@careers.ox.ac.uk`;
    standIn.linkedinUsers.set('cc-1', { email: address, email_verified: true, given_name: 'Lena', family_name: 'Staff' });
    const registered = await callback('cc-1', await start({ mode: 'register', university: oxford }));
    const token = /^\/career-center\/register\/linkedin#token=([\w-]{43})&uniqueId=[\w-]{36}$/.exec(registered)?.[1];
    expect(token, registered).toBeDefined();
    const me = (await (await api.get('/api/account/me', bearer(token!))).json()) as { account: { kind: string }; memberships: { kind: string }[] };
    expect(me.account.kind).toBe('career_center');
    expect(me.memberships.map((m) => m.kind)).toEqual(['career_center']);

    standIn.linkedinUsers.set('cc-2', { email: address, email_verified: true });
    expect(await callback('cc-2', await start({ mode: 'login' }))).toMatch(/^\/career-center\/login\/linkedin#token=[\w-]{43}&uniqueId=/);
    standIn.linkedinUsers.set('cc-3', { email: `x.${Date.now()}@gmail.com`, email_verified: true });
    expect(await callback('cc-3', await start({ mode: 'register', university: oxford }))).toMatch(/^\/career-center\/register\/linkedin#error=email&message=/);
    standIn.linkedinUsers.set('cc-4', { email: `y.${Date.now()}@careers.ox.ac.uk`, email_verified: true });
    expect(await callback('cc-4', await start({ mode: 'login' }))).toBe('/career-center/login/linkedin#error=notreg');
    // A student's address does not become staff through LinkedIn.
    const studentAddress = uniqueAddress('notstaff');
    await registerStudent(api, studentAddress);
    standIn.linkedinUsers.set('cc-5', { email: studentAddress, email_verified: true });
    expect(await callback('cc-5', await start({ mode: 'login' }))).toBe('/career-center/login/linkedin#error=kind');
    expect((await api.post('/api/linkedin/authorize/career-center', { mode: 'sideways' })).status).toBe(400);
  });
});
