import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountAnswer } from '../api/answer.ts';
import type { RegisterInput } from '../api/register.ts';
import type { SendCodeInput } from '../api/send-code.ts';
import type { RegistrationInput, RegistrationNotice as CcNotice } from '../../../lib/registration/registration.types.ts';
import { ccRegistrationMachine } from './cc-registration.flow.ts';

const UCL = { name: 'University College London, University of London', area: 'United Kingdom', domains: ['ucl.ac.uk'] };
const DETAILS = { email: 'jo.careers@ucl.ac.uk', firstName: 'Jo', lastName: 'Bloggs', password: 'correct horse' };

interface Fakes {
  send?: AccountAnswer[];
  register?: AccountAnswer[];
}

/** The machine with fake calls answering from queues; records every call and every toast. */
function start(fakes: Fakes = {}, input: Partial<RegistrationInput> = {}) {
  const calls = { send: [] as SendCodeInput[], register: [] as RegisterInput[] };
  const next = (queue: AccountAnswer[] | undefined): Promise<AccountAnswer> => {
    const answer = queue?.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new Error('network down'));
  };
  const machine = ccRegistrationMachine.provide({
    actors: {
      sendCode: fromPromise<AccountAnswer, unknown>(({ input: i }) => (calls.send.push(i as SendCodeInput), next(fakes.send))),
      resendCode: fromPromise<AccountAnswer, unknown>(({ input: i }) => (calls.send.push(i as SendCodeInput), next(fakes.send))),
      register: fromPromise<AccountAnswer, unknown>(({ input: i }) => (calls.register.push(i as RegisterInput), next(fakes.register))),
    },
  });
  const actor = createActor(machine, { input: { university: UCL, lng: 'en', ...input } });
  const notices: CcNotice[] = [];
  actor.on('notify', (n) => notices.push(n));
  actor.start();
  return { actor, calls, notices };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

async function toCode(fakes: Fakes = {}) {
  const run = start({ send: [{ msg: 'success' }], ...fakes });
  run.actor.send({ type: 'NEXT' });
  run.actor.send({ type: 'SUBMIT', details: DETAILS });
  await waitFor(run.actor, (s) => s.matches('VerifyCode'));
  return run;
}

describe('career-center registration: university step', () => {
  it('moves on only with a university whose e-mail domains are known', () => {
    const { actor } = start({}, { university: null });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
    actor.send({ type: 'UNIVERSITY.CHANGE', university: { name: 'Hochschule Example', area: 'Germany', domains: [] } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('PickUniversity');
    actor.send({ type: 'UNIVERSITY.CHANGE', university: UCL });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('Details');
  });
});

describe('career-center registration: details step', () => {
  it('records every problem and calls nothing while a field is wrong', () => {
    const { actor, calls } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', details: { email: 'jo@kcl.ac.uk', firstName: ' ', lastName: 'B', password: 'short' } });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('Details');
    expect(context.errors).toMatchObject({ email: 'notUniversity', firstName: 'required', lastName: null, password: 'short' });
    expect(calls.send).toEqual([]);
  });

  it('sends the code for the chosen university in the UI language, then asks for it', async () => {
    const { actor, calls, notices } = await toCode();
    expect(calls.send).toEqual([{ email: DETAILS.email, university: { name: UCL.name, area: UCL.area }, lng: 'en' }]);
    expect(notices.map((n) => n.key)).toEqual(['codeSent']);
    expect(actor.getSnapshot().hasTag('step:code')).toBe(true);
  });

  it('shows the server wording when it refuses the address, and stays', async () => {
    const { actor } = start({ send: [{ msg: 'invalid email', message: 'Use your career-center address' }] });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT', details: DETAILS });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(actor.getSnapshot().context.errors).toMatchObject({ email: 'notUniversity' });
    expect(actor.getSnapshot().context.serverErrors.email).toBe('Use your career-center address');
  });

  it('warns about a registered address and an unreachable server, staying on the details', async () => {
    const registered = start({ send: [{ msg: 'registered' }] });
    registered.actor.send({ type: 'NEXT' });
    registered.actor.send({ type: 'SUBMIT', details: DETAILS });
    await settled(registered.actor);
    expect(registered.actor.getSnapshot().value).toBe('Details');
    expect(registered.notices.map((n) => n.key)).toEqual(['alreadyRegistered']);

    const down = start({ send: [] });
    down.actor.send({ type: 'NEXT' });
    down.actor.send({ type: 'SUBMIT', details: DETAILS });
    await settled(down.actor);
    expect(down.actor.getSnapshot().value).toBe('Details');
    expect(down.notices.map((n) => n.key)).toEqual(['sendError']);
  });
});

describe('career-center registration: code step', () => {
  it('refuses a code that is not 4 digits without calling the server', async () => {
    const { actor, calls, notices } = await toCode();
    actor.send({ type: 'VERIFY', otp: '12a' });
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(calls.register).toEqual([]);
    expect(notices.at(-1)?.key).toBe('invalidCode');
  });

  it('registers with names, address, password, code and university, and finishes with the token', async () => {
    const { actor, calls } = await toCode({ register: [{ msg: 'success', token: 'tok', uniqueId: 'u1' }] });
    actor.send({ type: 'VERIFY', otp: ' 1234 ' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.register).toEqual([{ ...DETAILS, otp: '1234', university: { name: UCL.name, area: UCL.area } }]);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok', uniqueId: 'u1' });
  });

  it('stays for a wrong code, goes back to the details for an expired one', async () => {
    const { actor, notices } = await toCode({ register: [{ msg: 'incorrect otp' }, { msg: 'expired otp' }] });
    actor.send({ type: 'VERIFY', otp: '1111' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    actor.send({ type: 'VERIFY', otp: '2222' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(notices.map((n) => n.key)).toEqual(['codeSent', 'incorrectCode', 'expiredCode']);
  });

  it('goes back to the details for a spent code (guesses used up), where a new code is sent', async () => {
    const { actor, calls, notices } = await toCode({ register: [{ msg: 'otp spent' }], send: [{ msg: 'success' }, { msg: 'success' }] });
    actor.send({ type: 'VERIFY', otp: '1111' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: 'spentCode' });
    actor.send({ type: 'SUBMIT', details: DETAILS });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(calls.send).toHaveLength(2);
  });

  it('stays on the code for a locked address (its guess budget spent), with its own notice', async () => {
    const { actor, notices } = await toCode({ register: [{ msg: 'otp locked' }] });
    actor.send({ type: 'VERIFY', otp: '1111' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(notices.at(-1)).toMatchObject({ level: 'error', key: 'lockedCode' });
  });

  it('resends through the same call and reports a throttle with its wait', async () => {
    const { actor, calls, notices } = await toCode({ send: [{ msg: 'success' }, { msg: 'throttled', retryAfter: 42 }] });
    actor.send({ type: 'RESEND' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('VerifyCode');
    expect(calls.send).toHaveLength(2);
    expect(notices.at(-1)).toMatchObject({ key: 'throttled', retryAfter: 42 });
  });

  it('sends a weak password back to the details with the server wording', async () => {
    const { actor } = await toCode({ register: [{ msg: 'weak password', message: 'Too common' }] });
    actor.send({ type: 'VERIFY', otp: '1234' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('Details');
    expect(actor.getSnapshot().context.errors).toMatchObject({ password: 'short' });
    expect(actor.getSnapshot().context.serverErrors.password).toBe('Too common');
  });
});
