import { describe, expect, it } from 'vitest';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

let api: StudentApi;
const password = 'correct horse battery';

setUpStudentApi((started) => ({ api } = started));

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const me = async (token: string) => (await json(await api.get('/api/student/me', bearer(token)))).body.user as Record<string, unknown>;

describe('POST /api/student/settings/tracks', () => {
  it('stores the chosen tracks; /me shows them', async () => {
    const token = await registerStudent(api, uniqueAddress());
    expect((await me(token)).selectedItem).toEqual([{ id: 'Finance' }]);
    const { status, body } = await json(
      await api.post('/api/student/settings/tracks', { selectedItem: [{ id: 'MBA Track' }, { id: 'Consulting' }] }, bearer(token)),
    );
    expect(status).toBe(200);
    expect(body.msg).toBe('success');
    expect((await me(token)).selectedItem).toEqual([{ id: 'MBA Track' }, { id: 'Consulting' }]);
  });

  it('refuses no tracks, unknown tracks and a missing token', async () => {
    const token = await registerStudent(api, uniqueAddress());
    expect((await api.post('/api/student/settings/tracks', { selectedItem: [] }, bearer(token))).status).toBe(400);
    expect((await api.post('/api/student/settings/tracks', { selectedItem: [{ id: 'Astrology' }] }, bearer(token))).status).toBe(400);
    expect((await api.post('/api/student/settings/tracks', { selectedItem: [{ id: 'Finance' }] })).status).toBe(401);
    expect((await me(token)).selectedItem).toEqual([{ id: 'Finance' }]);
  });
});

describe('POST /api/student/settings/language', () => {
  it('stores the language, shown by /me, and the recovery mail follows it', async () => {
    const address = uniqueAddress();
    const token = await registerStudent(api, address);
    expect((await me(token)).lng).toBeNull();
    expect((await api.post('/api/student/settings/language', { lng: 'de' }, bearer(token))).status).toBe(200);
    expect((await me(token)).lng).toBe('de');

    await api.post('/api/student/password/forgot', { email: address, lng: 'en' });
    const [mail] = await api.mailbox(address);
    expect(mail?.subject).toMatch(/Passwort/);
  });

  it('refuses a language the interface does not offer', async () => {
    const token = await registerStudent(api, uniqueAddress());
    expect((await api.post('/api/student/settings/language', { lng: 'pt' }, bearer(token))).status).toBe(400);
  });
});

describe('POST /api/student/settings/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const address = uniqueAddress();
    const token = await registerStudent(api, address);
    const other = (await json(await api.post('/api/student/login', { email: address, password }))).body.token as string;

    const { body } = await json(
      await api.post('/api/student/settings/password', { currentPassword: password, newPassword: 'a brand new secret' }, bearer(token)),
    );
    expect(body).toEqual({ msg: 'success' });
    expect((await api.get('/api/student/me', bearer(token))).status).toBe(200);
    expect((await api.get('/api/student/me', bearer(other))).status).toBe(401);
    expect((await json(await api.post('/api/student/login', { email: address, password }))).body.msg).toBe('wrongpass');
    expect((await json(await api.post('/api/student/login', { email: address, password: 'a brand new secret' }))).body.msg).toBe('success');
  });

  it('answers wrongpass for a wrong current password and weak password for a short new one', async () => {
    const token = await registerStudent(api, uniqueAddress());
    const wrong = await json(await api.post('/api/student/settings/password', { currentPassword: 'nope nope', newPassword: 'long enough' }, bearer(token)));
    expect(wrong.body).toEqual({ msg: 'wrongpass' });
    const weak = await json(await api.post('/api/student/settings/password', { currentPassword: password, newPassword: 'short' }, bearer(token)));
    expect(weak.body).toEqual({ msg: 'weak password', message: 'Password must be at least 8 characters' });
  });

  it('throttles guessing the current password', async () => {
    const token = await registerStudent(api, uniqueAddress());
    for (let i = 0; i < 5; i++) {
      await api.post('/api/student/settings/password', { currentPassword: `guess ${i}xx`, newPassword: 'long enough' }, bearer(token));
    }
    const res = await api.post('/api/student/settings/password', { currentPassword: password, newPassword: 'long enough' }, bearer(token));
    expect(res.status).toBe(429);
    expect(((await res.json()) as { msg: string }).msg).toBe('throttled');
  });
});

describe('POST /api/student/account/delete', () => {
  const remove = (token: string, guess: string) => api.post('/api/student/account/delete', { password: guess }, bearer(token));

  it('stops guessing the password after 5 wrong ones per 15 minutes (429 throttled), even the right one, and deletes nothing', async () => {
    const token = await registerStudent(api, uniqueAddress());
    for (let i = 0; i < 5; i++) expect((await json(await remove(token, `guess ${i}xx`))).body).toEqual({ msg: 'wrongpass' });
    const refused = await remove(token, password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ msg: 'throttled', retryAfter: 900 });
    expect((await api.get('/api/student/me', bearer(token))).status).toBe(200);
    api.clock.advance(15 * 60_000);
    expect((await json(await remove(token, password))).body).toEqual({ msg: 'success' });
    expect((await api.get('/api/student/me', bearer(token))).status).toBe(401);
  });

  it('counts each guess before checking it, so 20 parallel guesses get 5 checks', async () => {
    const token = await registerStudent(api, uniqueAddress());
    const answers = await Promise.all(Array.from({ length: 20 }, async (_, i) => json(await remove(token, `parallel guess ${i}`))));
    expect(answers.filter((a) => a.body['msg'] === 'wrongpass')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
  });

  it('shares one budget with the password change (a stolen token buys 5 guesses in all) and a right password clears it', async () => {
    const token = await registerStudent(api, uniqueAddress());
    for (let i = 0; i < 4; i++) {
      await api.post('/api/student/settings/password', { currentPassword: `guess ${i}xx`, newPassword: 'long enough' }, bearer(token));
    }
    expect((await json(await api.post('/api/account/settings/password', { currentPassword: password, newPassword: 'a new long secret' }, bearer(token)))).body).toEqual({ msg: 'success' });
    for (let i = 0; i < 4; i++) expect((await json(await remove(token, `guess ${i}yy`))).body).toEqual({ msg: 'wrongpass' });
    await api.post('/api/student/settings/password', { currentPassword: 'one more guess', newPassword: 'long enough' }, bearer(token));
    expect((await api.post('/api/account/delete', { password: 'a new long secret' }, bearer(token))).status).toBe(429);
  });
});

describe('POST /api/student/settings/profile', () => {
  it('takes names by the shared person-name rule (as at sign-up): 60 characters, printable, last name optional', async () => {
    const token = await registerStudent(api, uniqueAddress());
    const rename = (body: unknown) => api.post('/api/student/settings/profile', body, bearer(token));
    expect((await rename({ firstName: '  Zoë  ', LastName: '' })).status).toBe(200);
    expect(await me(token)).toMatchObject({ firstName: 'Zoë' });
    for (const refused of [{ firstName: 'x'.repeat(61) }, { firstName: 'Ana\u202Egro' }, { firstName: 'Ana', LastName: 'Line\nbreak' }, { firstName: '   ' }]) {
      expect((await rename(refused)).status, JSON.stringify(refused)).toBe(400);
    }
    expect(await me(token)).toMatchObject({ firstName: 'Zoë' });
  });
});
