import { assign, emit, fromPromise, setup } from 'xstate';
import type { AuthAnswer } from '../api/answer.ts';
import { registerStudent } from '../api/register-student.ts';
import { resendOtp } from '../api/resend-otp.ts';
import { sendOtp } from '../api/send-otp.ts';
import { checkEmail, checkPassword, isOtp, RESEND_WINDOW_S } from '../utils/email-rule.ts';
import type {
  RegisterActorInput,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationNotice,
  ResendOtpInput,
  SendOtpInput,
} from './registration.types.ts';

/**
 * Student registration (spec §2 Student registration, §4 Registration, §8 toasts; docs/accounts.md).
 *
 *   PickUniversity ─NEXT─▶ Credentials ─SUBMIT (valid)─▶ SendingOtp ─success─▶ VerifyOtp ─VERIFY (terms, 4 digits)─▶ Registering ─success─▶ Done
 *         ▲                   ▲  ▲ ◀──registered / error / invalid email──┘        │  ▲                                │
 *         └──────BACK─────────┘  └──────────── expired otp / otp spent / registered ──┼──┼────────────────────────────────┘
 *                                                                         RESEND ─▶ ResendingOtp   (invalid / incorrect otp, errors → VerifyOtp)
 *
 * Toasts leave the machine as emitted `notify` events; the screen shows them. The machine imports nothing from React.
 */
type NoticeParams = Pick<RegistrationNotice, 'level' | 'key'>;

/** The answer of an invoked call, read from its done event (done events are not in the machine's event union). */
const answerOf = (event: unknown): AuthAnswer | undefined => (event as { output?: AuthAnswer }).output;

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as RegistrationNotice,
  },
  actors: {
    sendOtp: fromPromise<AuthAnswer, SendOtpInput>(({ input }) => sendOtp(input)),
    resendOtp: fromPromise<AuthAnswer, ResendOtpInput>(({ input }) => resendOtp(input)),
    register: fromPromise<AuthAnswer, RegisterActorInput>(({ input }) => registerStudent(input)),
  },
  guards: {
    hasUniversity: ({ context }) => !!context.university && context.university.name.trim() !== '' && context.university.name !== 'other',
    submissionValid: ({ context, event }) =>
      event.type === 'SUBMIT' && checkEmail(event.email, context.university?.domains ?? []) === null && checkPassword(event.password) === null,
    msgIs: ({ event }, params: { msg: string }) => answerOf(event)?.msg === params.msg,
    canVerify: ({ context, event }) => context.termsAccepted && event.type === 'VERIFY' && isOtp(event.otp.trim()),
  },
  actions: {
    notify: emit((_, params: NoticeParams) => ({ type: 'notify' as const, ...params })),
    checkCredentials: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const email = event.email.trim();
      return {
        email,
        password: event.password,
        emailError: checkEmail(email, context.university?.domains ?? []),
        passwordError: checkPassword(event.password),
      };
    }),
    throttled: emit(({ event }) => ({
      type: 'notify' as const,
      level: 'warning' as const,
      key: 'throttled' as const,
      retryAfter: answerOf(event)?.retryAfter ?? RESEND_WINDOW_S,
    })),
    // 'Resend code' counts down to the moment the server will accept another send.
    codeSent: assign({ resendAt: () => Date.now() + RESEND_WINDOW_S * 1000 }),
    waitServer: assign({ resendAt: ({ event }) => Date.now() + (answerOf(event)?.retryAfter ?? RESEND_WINDOW_S) * 1000 }),
  },
}).createMachine({
  id: 'registration',
  initial: 'PickUniversity',
  context: ({ input }) => ({
    university: input.university,
    other: input.other,
    invite: input.invite,
    track: input.track,
    lng: input.lng,
    email: input.email ?? '',
    password: '',
    emailError: null,
    passwordError: null,
    termsAccepted: false,
    otp: '',
    token: null,
    resendAt: 0,
  }),
  on: {
    'LANGUAGE.CHANGE': { actions: assign({ lng: ({ event }) => event.lng }) },
  },
  states: {
    PickUniversity: {
      tags: ['step:university'],
      on: {
        'UNIVERSITY.CHANGE': { actions: assign({ university: ({ event }) => event.university }) },
        NEXT: { guard: 'hasUniversity', target: 'Credentials' },
      },
    },
    Credentials: {
      tags: ['step:credentials'],
      on: {
        // Guards run before actions, so the guard checks the submitted values itself; both branches record the errors.
        SUBMIT: [{ guard: 'submissionValid', target: 'SendingOtp', actions: 'checkCredentials' }, { actions: 'checkCredentials' }],
        BACK: 'PickUniversity',
      },
    },
    SendingOtp: {
      tags: ['step:credentials', 'loading'],
      invoke: {
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email, university: context.university?.name ?? '', lng: context.lng }),
        onDone: [
          { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyOtp', actions: [assign({ termsAccepted: false }), 'codeSent', { type: 'notify', params: { level: 'success', key: 'otpSent' } }] },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Credentials', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Credentials', actions: assign({ emailError: 'notUniversity' }) },
          { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyOtp', actions: ['throttled', 'waitServer'] },
          { target: 'Credentials', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
        ],
        onError: { target: 'Credentials', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
      },
    },
    VerifyOtp: {
      tags: ['step:otp'],
      on: {
        'TERMS.TOGGLE': { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
        VERIFY: [
          { guard: 'canVerify', target: 'Registering', actions: assign({ otp: ({ event }) => event.otp.trim() }) },
          { guard: ({ context }) => context.termsAccepted, actions: { type: 'notify', params: { level: 'error', key: 'invalidOtp' } } },
        ],
        RESEND: 'ResendingOtp',
        BACK: 'Credentials',
      },
    },
    ResendingOtp: {
      tags: ['step:otp', 'loading'],
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => ({ email: context.email, lng: context.lng }),
        onDone: [
          { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyOtp', actions: ['codeSent', { type: 'notify', params: { level: 'success', key: 'otpSent' } }] },
          { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyOtp', actions: ['throttled', 'waitServer'] },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Credentials', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
        ],
        onError: { target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
      },
    },
    Registering: {
      tags: ['step:otp', 'loading'],
      invoke: {
        src: 'register',
        input: ({ context }) => ({
          email: context.email,
          password: context.password,
          otp: context.otp,
          university: { name: context.university?.name ?? '', area: context.university?.area ?? '' },
          track: context.track,
          invite: context.invite,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.msg === 'success' && !!event.output.token,
            target: 'Done',
            actions: [assign({ token: ({ event }) => event.output.token ?? null }), { type: 'notify', params: { level: 'success', key: 'registered' } }],
          },
          { guard: { type: 'msgIs', params: { msg: 'invalid otp' } }, target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'invalidOtp' } } },
          { guard: { type: 'msgIs', params: { msg: 'incorrect otp' } }, target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'incorrectOtp' } } },
          { guard: { type: 'msgIs', params: { msg: 'expired otp' } }, target: 'Credentials', actions: { type: 'notify', params: { level: 'error', key: 'expiredOtp' } } },
          // The address's guess budget is spent (by someone): this browser needs the link of a code mail; stay.
          { guard: { type: 'msgIs', params: { msg: 'otp locked' } }, target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'lockedOtp' } } },
          // Guesses used up: even the right code is refused now, so back to the step that sends a new one.
          { guard: { type: 'msgIs', params: { msg: 'otp spent' } }, target: 'Credentials', actions: { type: 'notify', params: { level: 'error', key: 'spentOtp' } } },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Credentials', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Credentials', actions: [assign({ emailError: 'notUniversity' }), { type: 'notify', params: { level: 'error', key: 'registrationError' } }] },
          { target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'registrationError' } } },
        ],
        onError: { target: 'VerifyOtp', actions: { type: 'notify', params: { level: 'error', key: 'registrationError' } } },
      },
    },
    Done: {
      tags: ['done'],
      type: 'final',
    },
  },
});
