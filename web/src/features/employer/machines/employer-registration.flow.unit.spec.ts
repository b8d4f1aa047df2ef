import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EmployerAnswer } from '../api/answer.ts';
import type { RegistrationNotice as EmployerNotice } from '../../../lib/registration/registration.types.ts';
import type { RegisterEmployerInput as RegisterInput } from '../api/register-employer.ts';
import { employerRegistrationMachine } from './employer-registration.flow.ts';

type SendCodeInput = { email: string; lng: string };

interface Fakes {
  send?: EmployerAnswer[];
  register?: EmployerAnswer[];
  join?: boolean[];
}

const VALUES = { firstName: ' Eva ', lastName: 'Nowak', email: 'eva.nowak@acme.com', password: 'correct horse' };
const submit = (values: Partial<typeof VALUES> = {}) => ({ type: 'SUBMIT' as const, details: { ...VALUES, ...values } });
const DETAILS = submit();

function start(fakes: Fakes = {}) {
  let clock = 1_000_000;
  const calls = { send: [] as SendCodeInput[], register: [] as RegisterInput[], join: [] as string[] };
  const next = <T,>(queue: T[] | undefined): Promise<T> => {
    const answer = queue?.shift();
    return answer === undefined ? Promise.reject(new Error('network down')) : Promise.resolve(answer);
  };
  const machine = employerRegistrationMachine.provide({
    actors: {
      sendCode: fromPromise<EmployerAnswer, unknown>(({ input }) => (calls.send.push(input as SendCodeInput), next(fakes.send))),
      resendCode: fromPromise<EmployerAnswer, unknown>(({ input }) => (calls.send.push(input as SendCodeInput), next(fakes.send))),
      register: fromPromise<EmployerAnswer, unknown>(({ input }) => (calls.register.push(input as RegisterInput), next(fakes.register))),
      requestJoin: fromPromise<boolean, { organisationId: string }>(({ input }) => (calls.join.push(input.organisationId), next(fakes.join))),
    },
  });
  const actor = createActor(machine, { input: { lng: 'de', now: () => clock } });
  const notices: EmployerNotice[] = [];
  actor.on('notify', (n) => notices.push(n));
  actor.start();
  return { actor, calls, notices, tick: (ms: number) => (clock += ms) };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

async function toVerify(fakes: Fakes = {}) {
  const run = start({ send: [{ msg: 'success' }], ...fakes });
  run.actor.send(DETAILS);
  await waitFor(run.actor, (s) => s.matches('VerifyCode'));
  return run;
}

describe('employer registration: details', () => {
  it('refuses a free-mail address and empty names without calling the server', () => {
    const { actor, calls } = start();
    actor.send(submit({ firstName: '', email: 'eva@gmail.com' }));
    expect(actor.getSnapshot().value).toBe('Details');
    expect(actor.getSnapshot().context.errors).toMatchObject({ firstName: 'required', email: 'freeMail', lastName: null, password: null });
    expect(calls.send).toEqual([]);
  });

  it("shows the server's words when it refuses the address", async () => {
    const { actor } = start({ send: [{ msg: 'invalid email', message: 'Please enter your work email address' }] });
    actor.send(submit({ email: 'eva@smallfreemail.example' }));
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(actor.getSnapshot().context.serverErrors.email).toBe('Please enter your work email address');
  });

  it('sends the code in the UI language with trimmed details', async () => {
    const { calls, notices } = await toVerify();
    expect(calls.send).toEqual([{ email: 'eva.nowak@acme.com', lng: 'de' }]);
    expect(notices.map((n) => n.key)).toEqual(['codeSent']);
  });

  it('an address already registered stays on the details', async () => {
    const { actor, notices } = start({ send: [{ msg: 'registered' }] });
    actor.send(DETAILS);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(notices.map((n) => n.key)).toEqual(['alreadyRegistered']);
  });
});

describe('employer registration: the code', () => {
  it('lets "Resend code" through only after 60 seconds', async () => {
    const { actor, calls, tick } = await toVerify({ send: [{ msg: 'success' }, { msg: 'success' }] });
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    tick(59_000);
    actor.send({ type: 'RESEND' });
    expect(calls.send).toHaveLength(1);
    tick(1_000);
    actor.send({ type: 'RESEND' });
    await settled(actor);
    expect(calls.send).toHaveLength(2);
    actor.send({ type: 'RESEND' });
    expect(calls.send).toHaveLength(2);
  });

  it('incorrect and invalid codes stay; an expired one returns to the details', async () => {
    const { actor, notices } = await toVerify({ register: [{ msg: 'incorrect otp' }, { msg: 'invalid otp' }, { msg: 'expired otp' }] });
    actor.send({ type: 'VERIFY', otp: '12' });
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    for (const otp of ['1111', '2222']) {
      actor.send({ type: 'VERIFY', otp });
      await settled(actor);
      expect(actor.getSnapshot().value).toBe('VerifyCode');
    }
    actor.send({ type: 'VERIFY', otp: '3333' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(notices.map((n) => n.key)).toEqual(['codeSent', 'invalidOtp', 'incorrectOtp', 'invalidOtp', 'expiredOtp']);
  });

  it('a spent code (guesses used up) returns to the details with its own notice, where a new code is sent', async () => {
    const { actor, calls, notices } = await toVerify({ register: [{ msg: 'otp spent' }], send: [{ msg: 'success' }, { msg: 'success' }] });
    actor.send({ type: 'VERIFY', otp: '1234' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: 'spentOtp' });
    actor.send(DETAILS);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(calls.send).toHaveLength(2);
  });

  it('a locked address (its guess budget spent) stays on the code with its own notice', async () => {
    const { actor, notices } = await toVerify({ register: [{ msg: 'otp locked' }] });
    actor.send({ type: 'VERIFY', otp: '1234' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: 'lockedOtp' });
  });

  it('without a matching company it goes on to create one, with the token', async () => {
    const { actor, calls } = await toVerify({ register: [{ msg: 'success', token: 'tok', uniqueId: 'u1', match: null }] });
    actor.send({ type: 'VERIFY', otp: ' 1234 ' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Done');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok', uniqueId: 'u1', match: null });
    expect(calls.register[0]).toEqual({ firstName: 'Eva', lastName: 'Nowak', email: 'eva.nowak@acme.com', password: 'correct horse', otp: '1234' });
  });

  it('with a match it offers to join, and falls back to creating a company', async () => {
    const match = { organisationId: 'org-1', name: 'Acme' };
    const { actor, calls, notices } = await toVerify({ register: [{ msg: 'success', token: 'tok', uniqueId: 'u1', match }], join: [false, true] });
    actor.send({ type: 'VERIFY', otp: '1234' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Matched');
    actor.send({ type: 'JOIN' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Matched');
    actor.send({ type: 'JOIN' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('JoinRequested');
    expect(calls.join).toEqual(['org-1', 'org-1']);
    expect(notices.slice(-2).map((n) => n.key)).toEqual(['joinError', 'joinRequested']);
  });

  it('a weak password (server rule) returns to the details with its message', async () => {
    const { actor } = await toVerify({ register: [{ msg: 'weak password', message: 'Too common' }] });
    actor.send({ type: 'VERIFY', otp: '1234' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(actor.getSnapshot().context.serverErrors.password).toBe('Too common');
  });
});
