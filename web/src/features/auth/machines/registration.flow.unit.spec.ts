import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RegistrationNotice } from '../../../lib/registration/registration.types.ts';
import type { AuthAnswer } from '../api/answer.ts';
import type { RegisterInput as RegisterActorInput } from '../api/register-student.ts';
import { registrationMachine } from './registration.flow.ts';

type SendOtpInput = { email: string; university: string; lng: string };
type ResendOtpInput = { email: string; lng: string };
interface StudentInput {
  university: { name: string; area: string; domains: string[] } | null;
  track: string;
  invite?: string;
  lng: string;
}

const UCL = { name: 'University College London, University of London', area: 'United Kingdom', domains: ['ucl.ac.uk'] };

interface Fakes {
  send?: AuthAnswer[];
  resend?: AuthAnswer[];
  register?: AuthAnswer[];
}

/** The machine with fake calls answering from queues; records every call and every toast. */
function start(fakes: Fakes = {}, input: Partial<StudentInput> = {}) {
  const calls = { send: [] as SendOtpInput[], resend: [] as ResendOtpInput[], register: [] as RegisterActorInput[] };
  const next = (queue: AuthAnswer[] | undefined): Promise<AuthAnswer> => {
    const answer = queue?.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new Error('network down'));
  };
  const machine = registrationMachine.provide({
    actors: {
      sendCode: fromPromise<AuthAnswer, unknown>(({ input: i }) => (calls.send.push(i as SendOtpInput), next(fakes.send))),
      resendCode: fromPromise<AuthAnswer, unknown>(({ input: i }) => (calls.resend.push(i as ResendOtpInput), next(fakes.resend))),
      register: fromPromise<AuthAnswer, unknown>(({ input: i }) => (calls.register.push(i as RegisterActorInput), next(fakes.register))),
    },
  });
  const { university, track, invite, lng } = { university: UCL, track: 'Finance', lng: 'en', ...input };
  const actor = createActor(machine, { input: { university, lng, params: { track, invite } } });
  const notices: RegistrationNotice[] = [];
  actor.on('notify', (n) => notices.push(n));
  actor.start();
  return { actor, calls, notices };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

async function toOtp(fakes: Fakes = {}, input: Partial<StudentInput> = {}) {
  const run = start({ send: [{ msg: 'success' }], ...fakes }, input);
  run.actor.send({ type: 'NEXT' });
  run.actor.send({ type: 'SUBMIT', details: { email: 'anna.kowalska@ucl.ac.uk', password: 'correct horse' } });
  await waitFor(run.actor, (s) => s.matches('VerifyCode'));
  return run;
}

describe('registration machine: university step', () => {
  it('moves on only with a chosen or typed university', () => {
    const { actor } = start({}, { university: null });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
    actor.send({ type: 'UNIVERSITY.CHANGE', university: { name: 'other', area: 'Germany', domains: [] } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
    actor.send({ type: 'UNIVERSITY.CHANGE', university: { name: '  ', area: 'Germany', domains: [] } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
    actor.send({ type: 'UNIVERSITY.CHANGE', university: { name: 'Hochschule Example', area: 'Germany', domains: [] } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('Details');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
  });
});

describe('registration machine: credentials', () => {
  it('keeps the student on the step with the validation problem', () => {
    const { actor, calls } = start();
    actor.send({ type: 'NEXT' });
    const cases: [string, string, string | null, string | null][] = [
      ['', '', 'required', 'required'],
      ['anna', 'short', 'pattern', 'short'],
      ['anna@gmail.com', 'long enough', 'notUniversity', null],
      ['anna@kcl.ac.uk', 'long enough', 'notUniversity', null],
    ];
    for (const [email, password, emailError, passwordError] of cases) {
      actor.send({ type: 'SUBMIT', details: { email, password } });
      const s = actor.getSnapshot();
      expect(s.value).toBe('Details');
      expect([s.context.errors.email, s.context.errors.password]).toEqual([emailError, passwordError]);
    }
    expect(calls.send).toEqual([]);
  });

  it('sends the OTP in the current language and toasts', async () => {
    const { actor, calls, notices } = await toOtp();
    actor.send({ type: 'LANGUAGE.CHANGE', lng: 'de' });
    expect(calls.send).toEqual([{ email: 'anna.kowalska@ucl.ac.uk', university: UCL.name, lng: 'en' }]);
    expect(notices).toEqual([{ type: 'notify', level: 'success', key: 'otpSent' }]);
    actor.send({ type: 'RESEND' });
    await settled(actor);
    expect(calls.resend.at(-1)?.lng).toBe('de');
  });

  it.each([
    [{ msg: 'registered' }, 'warning', 'alreadyRegistered'],
    [{ msg: 'boom' }, 'error', 'sendError'],
  ] as const)('stays on Details when the OTP call answers %o', async (answer, level, key) => {
    const { actor, notices } = start({ send: [answer] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', details: { email: 'anna@ucl.ac.uk', password: 'correct horse' } });
    const s = await settled(actor);
    expect(s.value).toBe('Details');
    expect(notices).toEqual([{ type: 'notify', level, key }]);
  });

  it('stays on Details with an error toast when the OTP call fails', async () => {
    const { actor, notices } = start({ send: [] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', details: { email: 'anna@ucl.ac.uk', password: 'correct horse' } });
    expect((await settled(actor)).value).toBe('Details');
    expect(notices.map((n) => n.key)).toEqual(['sendError']);
  });

  it("marks the e-mail when the server rejects it as not a university's", async () => {
    const { actor } = start({ send: [{ msg: 'invalid email', message: 'free mail' }] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', details: { email: 'anna@ucl.ac.uk', password: 'correct horse' } });
    const s = await settled(actor);
    expect(s.value).toBe('Details');
    expect(s.context.errors.email).toBe('notUniversity');
  });
});

describe('registration machine: OTP step', () => {
  it('needs the terms ticked before Register does anything', async () => {
    const { actor, calls } = await toOtp({ register: [{ msg: 'success', token: 't0k' }] });
    actor.send({ type: 'VERIFY', otp: '1234' });
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(actor.getSnapshot().can({ type: 'VERIFY', otp: '1234' })).toBe(false);
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '1234' });
    const done = await waitFor(actor, (s) => s.matches('Done'));
    expect(done.context.token).toBe('t0k');
    expect(done.status).toBe('done');
    expect(calls.register).toHaveLength(1);
  });

  it('refuses a code that is not 4 digits with the invalid-OTP toast', async () => {
    const { actor, calls, notices } = await toOtp();
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '12a' });
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(notices.at(-1)).toEqual({ type: 'notify', level: 'error', key: 'invalidOtp' });
    expect(calls.register).toEqual([]);
  });

  it('carries the invite, university, chosen track and OTP into the payload', async () => {
    const { actor, calls, notices } = await toOtp({ register: [{ msg: 'success', token: 't' }] }, { invite: 'friend-42', track: 'Consulting' });
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: ' 4821 ' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(calls.register).toEqual([
      {
        email: 'anna.kowalska@ucl.ac.uk',
        password: 'correct horse',
        otp: '4821',
        university: { name: UCL.name, area: 'United Kingdom' },
        track: 'Consulting',
        invite: 'friend-42',
      },
    ]);
    expect(notices.at(-1)).toEqual({ type: 'notify', level: 'success', key: 'registered' });
  });

  it.each([
    [{ msg: 'incorrect otp', attemptsLeft: 3 }, 'VerifyCode', 'incorrectOtp'],
    [{ msg: 'invalid otp' }, 'VerifyCode', 'invalidOtp'],
    [{ msg: 'expired otp' }, 'Details', 'expiredOtp'],
    [{ msg: 'otp spent' }, 'Details', 'spentOtp'],
    [{ msg: 'otp locked' }, 'VerifyCode', 'lockedOtp'],
    [{ msg: 'registered' }, 'Details', 'alreadyRegistered'],
    [{ msg: 'weak password', message: 'x' }, 'VerifyCode', 'registrationError'],
    [{ msg: 'success' }, 'VerifyCode', 'registrationError'],
  ] as const)('answers %o by going to %s with %s', async (answer, state, key) => {
    const { actor, notices } = await toOtp({ register: [answer] });
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '1234' });
    const s = await settled(actor);
    expect(s.value).toBe(state);
    expect(notices.at(-1)?.key).toBe(key);
  });

  it('returns to Details on an expired code, and a new code needs the terms again', async () => {
    const { actor, calls } = await toOtp({ register: [{ msg: 'expired otp' }], send: [{ msg: 'success' }, { msg: 'success' }] });
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '1234' });
    expect((await settled(actor)).value).toBe('Details');
    expect(actor.getSnapshot().context.details.email).toBe('anna.kowalska@ucl.ac.uk');
    actor.send({ type: 'SUBMIT', details: { email: 'anna.kowalska@ucl.ac.uk', password: 'correct horse' } });
    const s = await waitFor(actor, (x) => x.matches('VerifyCode'));
    expect(s.context.termsAccepted).toBe(false);
    expect(calls.send).toHaveLength(2);
  });

  it('sends a person whose code is spent back to ask for a new one, which is sent and verifies', async () => {
    const { actor, calls, notices } = await toOtp({
      register: [{ msg: 'otp spent' }, { msg: 'success', token: 't0ken' }],
      send: [{ msg: 'success' }, { msg: 'success' }],
    });
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '1234' });
    expect((await settled(actor)).value).toBe('Details');
    expect(notices.at(-1)).toEqual({ type: 'notify', level: 'error', key: 'spentOtp' });
    actor.send({ type: 'SUBMIT', details: { email: 'anna.kowalska@ucl.ac.uk', password: 'correct horse' } });
    await waitFor(actor, (x) => x.matches('VerifyCode'));
    expect(calls.send).toHaveLength(2);
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '5678' });
    await waitFor(actor, (x) => x.matches('Done'));
  });

  it('treats a failed register call as a registration error', async () => {
    const { actor, notices } = await toOtp({ register: [] });
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'VERIFY', otp: '1234' });
    expect((await settled(actor)).value).toBe('VerifyCode');
    expect(notices.at(-1)?.key).toBe('registrationError');
  });

  it('resends the code, keeps the ticked terms, and reports throttling with the wait', async () => {
    const { actor, calls, notices } = await toOtp({ resend: [{ msg: 'success' }, { msg: 'throttled', retryAfter: 42 }] });
    actor.send({ type: 'TERMS.TOGGLE', accepted: true });
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    let s = await settled(actor);
    expect(s.value).toBe('VerifyCode');
    expect(s.context.termsAccepted).toBe(true);
    expect(notices.at(-1)).toEqual({ type: 'notify', level: 'success', key: 'otpSent' });
    actor.send({ type: 'RESEND' });
    s = await settled(actor);
    expect(s.value).toBe('VerifyCode');
    expect(notices.at(-1)).toEqual({ type: 'notify', level: 'warning', key: 'throttled', retryAfter: 42 });
    expect(calls.resend).toEqual([
      { email: 'anna.kowalska@ucl.ac.uk', lng: 'en' },
      { email: 'anna.kowalska@ucl.ac.uk', lng: 'en' },
    ]);
  });

  it("counts 'Resend code' down from the server's window after a send, and from its Retry-After after a refusal", async () => {
    const before = Date.now();
    const { actor } = await toOtp({ resend: [{ msg: 'throttled', retryAfter: 42 }] });
    expect(actor.getSnapshot().context.resendAt).toBeGreaterThanOrEqual(before + 60_000);
    actor.send({ type: 'RESEND' });
    const s = await settled(actor);
    expect(s.context.resendAt).toBeGreaterThanOrEqual(before + 42_000);
    expect(s.context.resendAt).toBeLessThanOrEqual(Date.now() + 42_000);
  });

  it('reports a failed resend and stays', async () => {
    const { actor, notices } = await toOtp({ resend: [] });
    actor.send({ type: 'RESEND' });
    expect((await settled(actor)).value).toBe('VerifyCode');
    expect(notices.at(-1)?.key).toBe('sendError');
  });

  it('goes back to Details on BACK', async () => {
    const { actor } = await toOtp();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('Details');
  });
});
