import { assign, emit, fromPromise, setup } from 'xstate';
import type {
  RegistrationAnswer,
  RegistrationContext,
  RegistrationDetails,
  RegistrationEvent,
  RegistrationFlow,
  RegistrationInput,
  RegistrationNotice,
  RegistrationNoticeKey,
} from './registration.types.ts';

/**
 * Registration of every audience (spec §2, §4, §8 toasts; docs/accounts.md): one machine, one flow's data.
 *
 *   [PickUniversity] ─NEXT─▶ Details ─SUBMIT (valid)─▶ SendingCode ─success─▶ VerifyCode ─VERIFY (terms, 4 digits)─▶ Registering ─success─▶ Done
 *          ▲                  ▲  ▲ ◀──registered / invalid email / error──┘       │  ▲                                    │  └─ match ─▶ Matched
 *          └──────BACK────────┘  └──── expired code / spent code / registered / weak password / BACK ─────────────────┘
 *                                                                  RESEND ─▶ ResendingCode   (invalid / incorrect code, errors → VerifyCode)
 *   Matched ─JOIN─▶ Joining ─ok─▶ JoinRequested (final)        Matched ─CREATE─▶ Done (final)
 *
 * PickUniversity is there when the flow has `canPickUniversity`; Matched when the register call answers a match
 * (employers). Toasts leave the machine as emitted `notify` events; the screen shows them. No React in here.
 */
export const CODE_LENGTH = 4;

/** The answer of an invoked call, read from its done event (done events are not in the machine's event union). */
const answerOf = (event: unknown): RegistrationAnswer | undefined => (event as { output?: RegistrationAnswer }).output;
const isCode = (value: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);

export function createRegistrationMachine(flow: RegistrationFlow) {
  const hasPickStep = !!flow.canPickUniversity;
  const noErrors = Object.fromEntries(flow.fields.map((f) => [f, null]));
  const clean = (details: RegistrationDetails): RegistrationDetails =>
    Object.fromEntries(flow.fields.map((f) => [f, f === 'password' ? (details[f] ?? '') : (details[f] ?? '').trim()]));
  const valid = (context: RegistrationContext, details: RegistrationDetails) =>
    Object.values(flow.validate(clean(details), context.university)).every((problem) => !problem);
  const toast = (level: RegistrationNotice['level'], key: RegistrationNoticeKey) => ({ type: 'notify' as const, params: { level, key } });

  return setup({
    types: {
      context: {} as RegistrationContext,
      events: {} as RegistrationEvent,
      input: {} as RegistrationInput,
      emitted: {} as RegistrationNotice,
    },
    actors: {
      sendCode: fromPromise<RegistrationAnswer, unknown>(({ input }) => flow.api.sendCode(input as never)),
      resendCode: fromPromise<RegistrationAnswer, unknown>(({ input }) => (flow.api.resendCode ?? flow.api.sendCode)(input as never)),
      register: fromPromise<RegistrationAnswer, unknown>(({ input }) => flow.api.register(input as never)),
      requestJoin: fromPromise<boolean, { organisationId: string }>(({ input }) => flow.api.requestJoin?.(input.organisationId) ?? Promise.resolve(false)),
    },
    guards: {
      canNext: ({ context }) => flow.canPickUniversity?.(context.university) ?? false,
      hasPickStep: () => hasPickStep,
      // Guards run before actions, so the guard checks the submitted values itself; both branches record the errors.
      detailsValid: ({ context, event }) => event.type === 'SUBMIT' && valid(context, event.details),
      msgIs: ({ event }, params: { msg: string }) => answerOf(event)?.msg === params.msg,
      canVerify: ({ context, event }) => context.termsAccepted && event.type === 'VERIFY' && isCode(event.otp.trim()),
      termsAccepted: ({ context }) => context.termsAccepted,
      canResend: ({ context }) => !flow.resendWaits || context.now() >= context.resendAt,
      signedInWithMatch: ({ event }) => { const a = answerOf(event); return a?.msg === 'success' && !!a.token && !!a.match; },
      signedIn: ({ event }) => { const a = answerOf(event); return a?.msg === 'success' && !!a.token; },
      serverPasswordRule: ({ event }) => flow.serverPasswordRule && answerOf(event)?.msg === 'weak password',
      joined: ({ event }) => (event as { output?: boolean }).output === true,
    },
    actions: {
      notify: emit((_, params: { level: RegistrationNotice['level']; key: RegistrationNoticeKey }) => ({
        type: 'notify' as const,
        level: params.level,
        key: flow.toastKeys[params.key] ?? params.key,
      })),
      takeDetails: assign(({ context, event }) => {
        if (event.type !== 'SUBMIT') return {};
        const details = clean(event.details);
        return { details, errors: { ...noErrors, ...flow.validate(details, context.university) }, serverErrors: { email: null, password: null } };
      }),
      emailRefused: assign(({ context, event }) => ({
        errors: { ...context.errors, email: flow.refusedEmail },
        serverErrors: { ...context.serverErrors, email: flow.serverWords ? answerOf(event)?.message || null : null },
      })),
      passwordRefused: assign(({ context, event }) => ({
        errors: { ...context.errors, password: 'short' },
        serverErrors: { ...context.serverErrors, password: flow.serverWords ? answerOf(event)?.message || null : null },
      })),
      toastRefusedEmail: emit(() => ({ type: 'notify' as const, level: 'error' as const, key: flow.toastKeys.registrationError ?? 'registrationError' })),
      throttled: emit(({ event }) => ({
        type: 'notify' as const,
        level: 'warning' as const,
        key: flow.toastKeys.throttled ?? 'throttled',
        retryAfter: answerOf(event)?.retryAfter ?? flow.resendWindowS,
      })),
      // 'Resend code' counts down to the moment the server will accept another send.
      codeSent: assign({ resendAt: ({ context }) => context.now() + flow.resendWindowS * 1000 }),
      // A refused send: the countdown follows the server's Retry-After, not our own guess of the window.
      waitServer: assign({ resendAt: ({ context, event }) => context.now() + (answerOf(event)?.retryAfter ?? flow.resendWindowS) * 1000 }),
      // A new code needs the terms ticked again.
      resetTerms: assign({ termsAccepted: () => !flow.terms }),
      signIn: assign(({ event }) => {
        const a = answerOf(event);
        return { token: a?.token ?? null, uniqueId: a?.uniqueId ?? '', match: a?.match ?? null };
      }),
    },
  }).createMachine({
    id: flow.id,
    initial: hasPickStep ? 'PickUniversity' : 'Details',
    context: ({ input }) => ({
      lng: input.lng,
      university: input.university ?? null,
      params: input.params ?? {},
      details: Object.fromEntries(flow.fields.map((f) => [f, input.details?.[f] ?? ''])),
      errors: noErrors,
      serverErrors: { email: null, password: null },
      termsAccepted: !flow.terms,
      otp: '',
      token: null,
      uniqueId: '',
      match: null,
      resendAt: 0,
      now: input.now ?? (() => Date.now()),
    }),
    on: {
      'LANGUAGE.CHANGE': { actions: assign({ lng: ({ event }) => event.lng }) },
    },
    states: {
      PickUniversity: {
        tags: ['step:university'],
        on: {
          'UNIVERSITY.CHANGE': { actions: assign({ university: ({ event }) => event.university }) },
          NEXT: { guard: 'canNext', target: 'Details' },
        },
      },
      Details: {
        tags: ['step:details'],
        on: {
          SUBMIT: [{ guard: 'detailsValid', target: 'SendingCode', actions: 'takeDetails' }, { actions: 'takeDetails' }],
          BACK: { guard: 'hasPickStep', target: 'PickUniversity' },
        },
      },
      SendingCode: {
        tags: ['step:details', 'loading'],
        invoke: {
          src: 'sendCode',
          input: ({ context }: { context: RegistrationContext }) => flow.sendInput(context),
          onDone: [
            { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyCode', actions: ['resetTerms', 'codeSent', toast('success', 'codeSent')] },
            { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: toast('warning', 'alreadyRegistered') },
            { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Details', actions: 'emailRefused' },
            // a code went out less than a minute ago: it is still good
            { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyCode', actions: ['throttled', 'waitServer'] },
            { target: 'Details', actions: toast('error', 'sendError') },
          ],
          onError: { target: 'Details', actions: toast('error', 'sendError') },
        },
      },
      VerifyCode: {
        tags: ['step:code'],
        on: {
          'TERMS.TOGGLE': { actions: assign({ termsAccepted: ({ event }) => !flow.terms || event.accepted }) },
          VERIFY: [
            { guard: 'canVerify', target: 'Registering', actions: assign({ otp: ({ event }) => event.otp.trim() }) },
            { guard: 'termsAccepted', actions: toast('error', 'invalidCode') },
          ],
          RESEND: { guard: 'canResend', target: 'ResendingCode' },
          BACK: 'Details',
        },
      },
      ResendingCode: {
        tags: ['step:code', 'loading'],
        invoke: {
          src: 'resendCode',
          input: ({ context }: { context: RegistrationContext }) => (flow.resendInput ?? flow.sendInput)(context),
          onDone: [
            { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyCode', actions: ['codeSent', toast('success', 'codeSent')] },
            { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyCode', actions: ['throttled', 'waitServer'] },
            { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: toast('warning', 'alreadyRegistered') },
            { target: 'VerifyCode', actions: toast('error', 'sendError') },
          ],
          onError: { target: 'VerifyCode', actions: toast('error', 'sendError') },
        },
      },
      Registering: {
        tags: ['step:code', 'loading'],
        invoke: {
          src: 'register',
          input: ({ context }: { context: RegistrationContext }) => flow.registerInput(context),
          onDone: [
            { guard: 'signedInWithMatch', target: 'Matched', actions: ['signIn', toast('success', 'registered')] },
            { guard: 'signedIn', target: 'Done', actions: ['signIn', toast('success', 'registered')] },
            { guard: { type: 'msgIs', params: { msg: 'invalid otp' } }, target: 'VerifyCode', actions: toast('error', 'invalidCode') },
            { guard: { type: 'msgIs', params: { msg: 'incorrect otp' } }, target: 'VerifyCode', actions: toast('error', 'incorrectCode') },
            { guard: { type: 'msgIs', params: { msg: 'expired otp' } }, target: 'Details', actions: toast('error', 'expiredCode') },
            // The address's guess budget is spent (by someone): this browser needs the link of a code mail; stay.
            { guard: { type: 'msgIs', params: { msg: 'otp locked' } }, target: 'VerifyCode', actions: toast('error', 'lockedCode') },
            // Guesses used up: even the right code is refused now, so back to the step that sends a new one.
            { guard: { type: 'msgIs', params: { msg: 'otp spent' } }, target: 'Details', actions: toast('error', 'spentCode') },
            { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: toast('warning', 'alreadyRegistered') },
            {
              guard: { type: 'msgIs', params: { msg: 'invalid email' } },
              target: 'Details',
              actions: ['emailRefused', ...(flow.toastRefusedEmail ? ['toastRefusedEmail' as const] : [])],
            },
            { guard: 'serverPasswordRule', target: 'Details', actions: 'passwordRefused' },
            { target: 'VerifyCode', actions: toast('error', 'registrationError') },
          ],
          onError: { target: 'VerifyCode', actions: toast('error', 'registrationError') },
        },
      },
      Matched: {
        tags: ['step:match', 'signedIn'],
        on: { JOIN: 'Joining', CREATE: 'Done' },
      },
      Joining: {
        tags: ['step:match', 'signedIn', 'loading'],
        invoke: {
          src: 'requestJoin',
          input: ({ context }) => ({ organisationId: context.match?.organisationId ?? '' }),
          onDone: [
            { guard: 'joined', target: 'JoinRequested', actions: toast('success', 'joinRequested') },
            { target: 'Matched', actions: toast('error', 'joinError') },
          ],
          onError: { target: 'Matched', actions: toast('error', 'joinError') },
        },
      },
      JoinRequested: { tags: ['signedIn'], type: 'final' },
      Done: { tags: ['done', 'signedIn'], type: 'final' },
    },
  });
}

export type RegistrationMachine = ReturnType<typeof createRegistrationMachine>;
