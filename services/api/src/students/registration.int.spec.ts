import { describe, expect, it } from 'vitest';
import { bearer, latestOtp, ucl, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { oxford, staffAddress, workAddress } from '../testing/audiences.ts';

let api: StudentApi;

setUpStudentApi((started) => ({ api } = started));

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const requestOtp = async (address: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  json(await api.post('/api/student/otp/new', { EmailAddress: address, university: ucl, ...extra }, headers));
const register = async (address: string, otpform: string, extra: Record<string, unknown> = {}) =>
  json(
    await api.post('/api/student/register/new', {
      EmailAddress: address,
      password: 'correct horse battery',
      selected2: [{ id: 'Consulting' }],
      uni2: ucl,
      otpform,
      ...extra,
    }),
  );
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/student/otp/new', () => {
  it('mails a 4-digit code in the requested language and answers success', async () => {
    const address = uniqueAddress();
    expect(await requestOtp(address, { lng: 'de' })).toEqual({ status: 200, body: { msg: 'success' } });
    const [mail] = await api.mailbox(address);
    expect(mail?.subject).toMatch(/^Dein Fast-Track-Bestätigungscode: \d{4}$/);
  });

  it('falls back to Accept-Language, then English', async () => {
    const polish = uniqueAddress();
    await requestOtp(polish, {}, { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' });
    expect((await api.mailbox(polish))[0]?.subject).not.toMatch(/verification code/);
    const english = uniqueAddress();
    await requestOtp(english, {}, { 'accept-language': 'ja' });
    expect((await api.mailbox(english))[0]?.subject).toMatch(/^Your Fast-Track verification code: \d{4}$/);
  });

  it.each([
    ['not an address', 'anna.kowalska', 'Please enter a valid email address'],
    ['a free-mail address', 'anna.kowalska@gmail.com', 'Please enter your valid university email address'],
    ['another university', 'anna.kowalska@ox.ac.uk', "Please enter your university email address (its domain must match your university's)"],
  ])('refuses %s as invalid email', async (_case, address, message) => {
    expect(await requestOtp(address)).toEqual({ status: 200, body: { msg: 'invalid email', message } });
    expect(await api.mailbox(address)).toEqual([]);
  });

  it('matches a university sent by name only (as the SPA does) against its domains', async () => {
    const address = uniqueAddress();
    expect((await requestOtp(address, { university: ucl.name })).body).toEqual({ msg: 'success' });
    expect((await requestOtp('anna@ox.ac.uk', { university: ucl.name })).body).toMatchObject({ msg: 'invalid email' });
  });

  it("accepts any non-free-mail domain for 'other'", async () => {
    const address = `jan${Date.now()}@example-college.org`;
    expect((await requestOtp(address, { university: { name: 'other', area: '' } })).body).toEqual({ msg: 'success' });
  });

  it('throttles resends per address for 60 s (429 with retryAfter), across both calls', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const again = await api.post('/api/student/otp/new', { EmailAddress: address, university: ucl });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect(await again.json()).toEqual({ msg: 'throttled', retryAfter: 60 });
    expect((await json(await api.post('/api/student/otp', { user: address, name: 'Anna' }))).body).toMatchObject({
      msg: 'throttled',
    });
    expect(await api.mailbox(address)).toHaveLength(1);
    api.clock.advance(60_000);
    expect((await json(await api.post('/api/student/otp', { user: address, name: 'Anna' }))).body).toEqual({ msg: 'success' });
    expect(await api.mailbox(address)).toHaveLength(2);
  });

  it('answers registered for an address that has an account', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    expect((await register(address, await latestOtp(api, address))).body.msg).toBe('success');
    expect((await requestOtp(address)).body).toEqual({ msg: 'registered' });
    expect((await json(await api.post('/api/student/otp', { user: address.toUpperCase() }))).body).toEqual({ msg: 'registered' });
  });

  it('mails only the code: the resend call\'s name (caller-chosen text) never reaches the mail', async () => {
    const address = uniqueAddress();
    const name = 'Mallory <b>urgent</b>: verify at https://evil.example/login';
    expect((await json(await api.post('/api/student/otp', { user: address, name }))).body).toEqual({ msg: 'success' });
    const [mail] = await api.mailbox(address);
    for (const part of [mail?.subject, mail?.text, mail?.html]) expect(part).not.toMatch(/Mallory|evil|urgent/);
  });

  it('limits code mails per client to 50 an hour over any addresses (429 throttled); other clients still get theirs', async () => {
    const client = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 50; i += 1) {
      expect((await requestOtp(uniqueAddress(`spray${i}`), {}, client)).body, `send ${i + 1}`).toEqual({ msg: 'success' });
    }
    const refused = await api.post('/api/student/otp/new', { EmailAddress: uniqueAddress('spray'), university: ucl }, client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ msg: 'throttled', retryAfter: 3600 });
    // One count for every audience's code mail.
    expect((await api.post('/api/employer/otp/new', { EmailAddress: 'erin@firm-spray.example.com' }, client)).status).toBe(429);
    expect((await api.post('/api/career-center/otp/new', { EmailAddress: 'carla@careers.ox.ac.uk', university: { name: 'University of Oxford', area: 'United Kingdom' } }, client)).status).toBe(429);
    expect((await requestOtp(uniqueAddress('elsewhere'), {}, { 'x-forwarded-for': '203.0.113.51' })).body).toEqual({ msg: 'success' });
    api.clock.advance(60 * 60_000);
    expect((await requestOtp(uniqueAddress('later'), {}, client)).body).toEqual({ msg: 'success' });
  });

  it('gives the client its count back when the address limit refuses (nothing was sent)', async () => {
    const client = { 'x-forwarded-for': '203.0.113.52' };
    const address = uniqueAddress();
    expect((await requestOtp(address, {}, client)).body).toEqual({ msg: 'success' });
    for (let i = 0; i < 60; i += 1) expect((await requestOtp(address, {}, client)).status).toBe(429);
    for (let i = 0; i < 49; i += 1) expect((await requestOtp(uniqueAddress(`more${i}`), {}, client)).body).toEqual({ msg: 'success' });
  });

  it('answers 400 problem+json for malformed bodies', async () => {
    for (const body of [{}, { EmailAddress: 42 }, { EmailAddress: 'x'.repeat(400) }]) {
      const res = await api.post('/api/student/otp/new', body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

describe('POST /api/student/register/new', () => {
  it('creates the student without a guessed name (the onboarding asks), with the chosen tracks, and returns a working token', async () => {
    const address = uniqueAddress('anna.kowalska');
    await requestOtp(address);
    const { body } = await register(address, await latestOtp(api, address), { invite: 'friend-42' });
    expect(body.msg).toBe('success');
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const me = await json(await api.get('/api/student/me', bearer(body.token as string)));
    const user = (me.body as { user: { _id: string } }).user;
    expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(me.body).toEqual({
      msg: 'success',
      user: {
        _id: user._id,
        firstName: '',
        LastName: '',
        email: address,
        university: ucl,
        selectedItem: [{ id: 'Consulting' }],
        lng: null,
        yearOfStudy: null,
        onboarded: false,
      },
    });
  });

  it('keeps a given name and defaults the tracks to Finance', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const { body } = await register(address, await latestOtp(api, address), { selected2: [], firstName: 'Ania', LastName: 'K.' });
    const me = (await json(await api.get('/api/student/me', bearer(body.token as string)))).body as { user: Record<string, unknown> };
    expect(me.user).toMatchObject({ firstName: 'Ania', LastName: 'K.', selectedItem: [{ id: 'Finance' }] });
  });

  it('answers invalid otp for anything but 4 digits, without using an attempt', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    for (const bad of ['123', '12345', 'abcd', '']) expect((await register(address, bad)).body).toEqual({ msg: 'invalid otp' });
    expect((await register(address, await latestOtp(api, address))).body.msg).toBe('success');
  });

  it('counts wrong codes down from 5, then the code is spent even when right: the answer says to ask for a new one, which works', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const code = await latestOtp(api, address);
    for (const left of [4, 3, 2, 1, 0]) {
      expect((await register(address, wrong(code))).body).toEqual({ msg: 'incorrect otp', attemptsLeft: left });
    }
    expect((await register(address, code)).body).toEqual({ msg: 'otp spent' });
    expect((await register(address, wrong(code))).body).toEqual({ msg: 'otp spent' });
    // A malformed code is still just invalid: it says nothing about the live code.
    expect((await register(address, '12')).body).toEqual({ msg: 'invalid otp' });
    api.clock.advance(60_000);
    expect((await json(await api.post('/api/student/otp', { user: address }))).body).toEqual({ msg: 'success' });
    expect((await register(address, await latestOtp(api, address))).body.msg).toBe('success');
  });

  it('never evaluates more than 5 guesses, even fired concurrently', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const code = await latestOtp(api, address);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    const answers = await Promise.all(guesses.map(async (g) => (await register(address, g)).body.msg));
    expect(answers.filter((m) => m === 'incorrect otp')).toHaveLength(5);
    expect(answers.filter((m) => m === 'otp spent')).toHaveLength(7);
  });

  it('answers otp spent on the employer and career-center registrations too', async () => {
    const employer = workAddress('spent');
    const staff = staffAddress('spent');
    await api.post('/api/employer/otp/new', { EmailAddress: employer });
    await api.post('/api/career-center/otp/new', { EmailAddress: staff, university: oxford });
    const employerCode = await latestOtp(api, employer);
    const staffCode = await latestOtp(api, staff);
    const employerForm = { firstName: 'Erin', LastName: 'E', EmailAddress: employer, password: 'correct horse battery' };
    const staffForm = { firstName: 'Carla', LastName: 'C', EmailAddress: staff, password: 'correct horse battery', university: oxford };
    for (let i = 0; i < 5; i += 1) {
      await api.post('/api/employer/register', { ...employerForm, otp: wrong(employerCode) });
      await api.post('/api/career-center/register', { ...staffForm, otp: wrong(staffCode) });
    }
    expect((await json(await api.post('/api/employer/register', { ...employerForm, otp: employerCode }))).body).toEqual({ msg: 'otp spent' });
    expect((await json(await api.post('/api/career-center/register', { ...staffForm, otp: staffCode }))).body).toEqual({ msg: 'otp spent' });
  });

  it('expires a code after 10 minutes', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const code = await latestOtp(api, address);
    api.clock.advance(10 * 60_000);
    expect((await register(address, code)).body).toEqual({ msg: 'expired otp' });
  });

  it('accepts only the newest code', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const first = await latestOtp(api, address);
    api.clock.advance(60_000);
    await json(await api.post('/api/student/otp', { user: address }));
    const second = await latestOtp(api, address);
    if (first !== second) expect((await register(address, first)).body).toMatchObject({ msg: 'incorrect otp' });
    expect((await register(address, second)).body.msg).toBe('success');
  });

  it('uses a code once: a second registration with it is registered, a code never requested is expired', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const code = await latestOtp(api, address);
    expect((await register(address, code)).body.msg).toBe('success');
    expect((await register(address, code)).body).toEqual({ msg: 'registered' });
    expect((await register(uniqueAddress(), '1234')).body).toEqual({ msg: 'expired otp' });
  });

  it('lets exactly one of two racing registrations of one address succeed', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const code = await latestOtp(api, address);
    const answers = await Promise.all([register(address, code), register(address, code)]);
    expect(answers.map((a) => a.body.msg).sort()).toEqual(['expired otp', 'success']);
  });

  it('checks the address and the password before touching the code', async () => {
    const address = uniqueAddress();
    await requestOtp(address);
    const code = await latestOtp(api, address);
    expect((await register('anna@gmail.com', code)).body).toEqual({
      msg: 'invalid email',
      message: 'Please enter your valid university email address',
    });
    expect((await register(address, code, { password: 'short' })).body).toEqual({
      msg: 'weak password',
      message: 'Password must be at least 8 characters',
    });
    expect((await register(address, code, { password: 'x'.repeat(257) })).body).toMatchObject({ msg: 'weak password' });
    expect((await register(address, code)).body.msg).toBe('success');
  });

  it('answers 400 problem+json for malformed bodies', async () => {
    const res = await api.post('/api/student/register/new', { EmailAddress: uniqueAddress(), password: 'x', otpform: '1234' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
