import { otpGuessLimits } from '@fast-track/shared/config';
import { describe, expect, it } from 'vitest';
import { oxford, password, staffAddress, workAddress } from '../../testing/audiences.ts';
import { latestOtp, testSecret, ucl, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { emailHash } from '../email-hash.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { otpGuessBound } from './otp-guess-bound.ts';
import { otpGuessKey } from './otp.service.ts';

let api: StudentApi;
setUpStudentApi((started) => ({ api } = started));

const dayMs = 24 * 60 * 60_000;
type Call = [path: string, body: Record<string, unknown>];
/** Every registration flow that takes a code: all go through claimOtp and so spend one budget per address. */
const audiences: { name: string; address: () => string; send: (a: string) => Call; register: (a: string, otp: string) => Call }[] = [
  {
    name: 'student',
    address: () => uniqueAddress('target'),
    send: (a) => ['/api/student/otp/new', { EmailAddress: a, university: ucl }],
    register: (a, otp) => ['/api/student/register/new', { EmailAddress: a, password, selected2: [{ id: 'Consulting' }], uni2: ucl, otpform: otp }],
  },
  {
    name: 'employer',
    address: () => workAddress('target'),
    send: (a) => ['/api/employer/otp/new', { EmailAddress: a }],
    register: (a, otp) => ['/api/employer/register', { firstName: 'Erin', LastName: 'Employer', EmailAddress: a, password, otp }],
  },
  {
    name: 'career center',
    address: () => staffAddress('target'),
    send: (a) => ['/api/career-center/otp/new', { EmailAddress: a, university: oxford }],
    register: (a, otp) => ['/api/career-center/register', { firstName: 'Carla', LastName: 'Careers', EmailAddress: a, password, otp, university: oxford }],
  },
];
const [student] = audiences;

/** A botnet: every round from another client address. */
const client = (n: number) => ({ 'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${n % 250}` });
const call = async ([path, body]: Call, headers: Record<string, string> = {}) => (await (await api.post(path, body, headers)).json()) as Record<string, unknown>;
/** The n-th wrong guess for a code (never the code itself). */
const wrong = (code: string, n: number) => String((Number(code) + n) % 10_000).padStart(4, '0');

describe('guessing one address’s codes', () => {
  it('the attack of a new code and 5 wrong guesses every round is held to the computed bound in any rolling day', async () => {
    const { guessesPerDay, chancePerDay } = otpGuessBound();
    expect(chancePerDay).toBeLessThanOrEqual(0.01);
    const address = student!.address();
    const compared: number[] = [];
    // Two days, a round every 30 minutes (every 60 s would only reach the same budget sooner).
    for (let round = 0; round < 96; round += 1) {
      expect(await call(student!.send(address), client(round))).toEqual({ msg: 'success' });
      const code = await latestOtp(api, address);
      for (let n = 1; n <= 5; n += 1) {
        const answer = await call(student!.register(address, wrong(code, n)), client(round));
        if (answer['msg'] === 'incorrect otp') compared.push(api.clock.now);
        else expect(answer).toEqual({ msg: 'otp locked' });
      }
      api.clock.advance(30 * 60_000);
    }
    const most = Math.max(...compared.map((t) => compared.filter((u) => u >= t && u < t + dayMs).length));
    expect(most).toBeLessThanOrEqual(guessesPerDay);
    expect(most / 10_000).toBeLessThanOrEqual(0.01);
  });

  it.each(audiences)('$name: a stranger who spends the budget cannot keep the person out: the link of their next mail lets their browser register', async (audience) => {
    const address = audience.address();
    let locked = 0;
    for (let round = 0; round < 12; round += 1) {
      expect(await call(audience.send(address), client(1000 + round))).toEqual({ msg: 'success' });
      const code = await latestOtp(api, address);
      for (let n = 1; n <= 5; n += 1) {
        const answer = await call(audience.register(address, wrong(code, n)), client(1000 + round));
        if (answer['msg'] === 'otp locked') locked += 1;
        else expect(answer['msg']).toBe('incorrect otp');
      }
      api.clock.advance(60_000);
    }
    expect(locked).toBe(12 * 5 - otpGuessLimits.perAddress);

    const started = api.clock.now;
    expect(await call(audience.send(address))).toEqual({ msg: 'success' });
    const [mail] = await api.mailbox(address);
    const code = /\b(\d{4})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
    const link = /\/verify\/([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    // Without the link even the right code is refused, and a made-up link is no link.
    expect(await call(audience.register(address, code))).toEqual({ msg: 'otp locked' });
    expect(await call(audience.register(address, code), { cookie: `ft_otp_link=${'A'.repeat(43)}` })).toEqual({ msg: 'otp locked' });

    const opened = await api.post('/api/otp/link', { link });
    expect(await opened.json()).toEqual({ msg: 'success' });
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api/);
    const kept = { cookie: cookie.split(';')[0] ?? '' };
    expect(await call(audience.register(address, wrong(code, 1)), kept)).toEqual({ msg: 'incorrect otp', attemptsLeft: 4 });
    expect(await call(audience.register(address, code), kept)).toMatchObject({ msg: 'success' });
    expect(api.clock.now - started).toBeLessThanOrEqual(15 * 60_000);
    // Used with its code: the link is gone.
    expect(await (await api.post('/api/otp/link', { link })).json()).toEqual({ msg: 'expired link' });
  });

  it('a link works only for its own address and only for 30 minutes', async () => {
    const mine = student!.address();
    const other = student!.address();
    await call(student!.send(mine));
    await call(student!.send(other));
    const link = /\/verify\/([\w-]{43})/.exec((await api.mailbox(mine))[0]?.text ?? '')?.[1] ?? '';
    const opened = await api.post('/api/otp/link', { link });
    const kept = { cookie: (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    // The other address's budget spent (as by strangers): this browser's link is not a link for it.
    const budget = otpGuessKey(emailHash(testSecret, other));
    for (let n = 0; n < otpGuessLimits.perAddress; n += 1) await api.rateLimiter.hit(budget, otpGuessLimits.perAddress, otpGuessLimits.windowMs);
    expect(await call(student!.register(other, await latestOtp(api, other)), kept)).toEqual({ msg: 'otp locked' });
    api.clock.advance(otpGuessLimits.linkTtlMs);
    expect(await (await api.post('/api/otp/link', { link })).json()).toEqual({ msg: 'expired link' });
  });

  it('answers 400 problem+json to a malformed link request, an unknown link as expired, and limits lookups per client', async () => {
    for (const body of [{}, { link: 42 }, { link: 'x'.repeat(200) }]) {
      const res = await api.post('/api/otp/link', body);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(await (await api.post('/api/otp/link', { link: 'B'.repeat(43) })).json()).toEqual({ msg: 'expired link' });
    // Lookups are limited per client (30 an hour); links of another shape are answered without one and not counted.
    const client = { 'x-forwarded-for': '198.51.100.250' };
    for (let i = 0; i < 40; i += 1) expect((await api.post('/api/otp/link', { link: 'not-a-link' }, client)).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expect(await (await api.post('/api/otp/link', { link: 'C'.repeat(43) }, client)).json()).toEqual({ msg: 'expired link' });
    const throttled = await api.post('/api/otp/link', { link: 'C'.repeat(43) }, client);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
