import { assign, emit, fromPromise, setup } from 'xstate';
import type { EmployerAnswer } from '../api/answer.ts';
import { registerEmployer } from '../api/register-employer.ts';
import { requestJoin } from '../api/request-join.ts';
import { sendCode } from '../api/send-code.ts';
import { RESEND_AFTER_S, checkName, checkPassword, checkWorkEmail, isCode } from '../utils/work-email.ts';
import type {
  DetailsErrors,
  EmployerNotice,
  EmployerRegistrationContext,
  EmployerRegistrationEvent,
  EmployerRegistrationInput,
  RegisterInput,
  SendCodeInput,
} from './employer-registration.types.ts';

/**
 * Employer registration (spec §2 /employer/register, /employer/register/verify; docs/accounts.md § Employers).
 *
 *   Details ─SUBMIT (valid)─▶ SendingCode ─success─▶ VerifyCode ─VERIFY (4 digits)─▶ Registering ─success, match─▶ Matched
 *      ▲  ▲ ◀─registered / invalid email / error─┘     │  ▲                             │  └─success, no match─▶ CreateCompany
 *      │  └──────── expired otp / otp spent / registered / weak password / BACK ───────────┘
 *      │                                  RESEND (after 60 s) ─▶ Resending   (invalid / incorrect otp stay on VerifyCode)
 *   Matched ─JOIN─▶ Joining ─ok─▶ JoinRequested (final)      Matched ─CREATE─▶ CreateCompany (final)
 *
 * Registering's success carries the token: the screen starts the session on it. Toasts leave as `notify` events.
 */
type NoticeParams = Pick<EmployerNotice, 'level' | 'key'>;

const answerOf = (event: unknown): EmployerAnswer | undefined => (event as { output?: EmployerAnswer }).output;

const noErrors: DetailsErrors = { firstName: null, lastName: null, email: null, password: null, serverEmail: null, serverPassword: null };

function validate(event: Extract<EmployerRegistrationEvent, { type: 'SUBMIT' }>): DetailsErrors {
  return {
    ...noErrors,
    firstName: checkName(event.firstName),
    lastName: checkName(event.lastName),
    email: checkWorkEmail(event.email),
    password: checkPassword(event.password),
  };
}

const valid = (e: DetailsErrors) => !e.firstName && !e.lastName && !e.email && !e.password;

export const employerRegistrationMachine = setup({
  types: {
    context: {} as EmployerRegistrationContext,
    events: {} as EmployerRegistrationEvent,
    input: {} as EmployerRegistrationInput,
    emitted: {} as EmployerNotice,
  },
  actors: {
    sendCode: fromPromise<EmployerAnswer, SendCodeInput>(({ input }) => sendCode(input)),
    register: fromPromise<EmployerAnswer, RegisterInput>(({ input }) => registerEmployer(input)),
    requestJoin: fromPromise<boolean, { organisationId: string }>(async ({ input }) => (await requestJoin(input.organisationId)).ok),
  },
  guards: {
    submissionValid: ({ event }) => event.type === 'SUBMIT' && valid(validate(event)),
    msgIs: ({ event }, params: { msg: string }) => answerOf(event)?.msg === params.msg,
    isCode: ({ event }) => event.type === 'VERIFY' && isCode(event.otp.trim()),
    canResend: ({ context }) => context.now() - context.codeSentAt >= RESEND_AFTER_S * 1000,
  },
  actions: {
    notify: emit((_, params: NoticeParams) => ({ type: 'notify' as const, ...params })),
    takeDetails: assign(({ event }) => {
      if (event.type !== 'SUBMIT') return {};
      return {
        firstName: event.firstName.trim(),
        lastName: event.lastName.trim(),
        email: event.email.trim(),
        password: event.password,
        errors: validate(event),
      };
    }),
    codeSent: assign({ codeSentAt: ({ context }) => context.now() }),
    throttled: emit(({ event }) => ({ type: 'notify' as const, level: 'warning' as const, key: 'throttled' as const, retryAfter: answerOf(event)?.retryAfter ?? 60 })),
    // A refused send: the countdown follows the server's Retry-After, not our own guess of the window.
    waitServer: assign({ codeSentAt: ({ context, event }) => context.now() - (RESEND_AFTER_S - (answerOf(event)?.retryAfter ?? RESEND_AFTER_S)) * 1000 }),
    serverEmail: assign({ errors: ({ context, event }) => ({ ...context.errors, email: 'freeMail' as const, serverEmail: answerOf(event)?.message || null }) }),
    serverPassword: assign({ errors: ({ context, event }) => ({ ...context.errors, password: 'short' as const, serverPassword: answerOf(event)?.message || null }) }),
  },
}).createMachine({
  id: 'employerRegistration',
  initial: 'Details',
  context: ({ input }) => ({
    lng: input.lng,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    errors: noErrors,
    otp: '',
    codeSentAt: 0,
    token: null,
    uniqueId: '',
    match: null,
    now: input.now ?? (() => Date.now()),
  }),
  on: {
    'LANGUAGE.CHANGE': { actions: assign({ lng: ({ event }) => event.lng }) },
  },
  states: {
    Details: {
      tags: ['step:details'],
      on: {
        SUBMIT: [{ guard: 'submissionValid', target: 'SendingCode', actions: 'takeDetails' }, { actions: 'takeDetails' }],
      },
    },
    SendingCode: {
      tags: ['step:details', 'loading'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, lng: context.lng }),
        onDone: [
          { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyCode', actions: ['codeSent', { type: 'notify', params: { level: 'success', key: 'codeSent' } }] },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Details', actions: 'serverEmail' },
          { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyCode', actions: ['throttled', 'waitServer'] },
          { target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
        ],
        onError: { target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
      },
    },
    VerifyCode: {
      tags: ['step:verify'],
      on: {
        VERIFY: [
          { guard: 'isCode', target: 'Registering', actions: assign({ otp: ({ event }) => event.otp.trim() }) },
          { actions: { type: 'notify', params: { level: 'error', key: 'invalidOtp' } } },
        ],
        RESEND: { guard: 'canResend', target: 'Resending' },
        BACK: 'Details',
      },
    },
    Resending: {
      tags: ['step:verify', 'loading'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email, lng: context.lng }),
        onDone: [
          { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyCode', actions: ['codeSent', { type: 'notify', params: { level: 'success', key: 'codeSent' } }] },
          { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyCode', actions: ['throttled', 'waitServer'] },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
        ],
        onError: { target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
      },
    },
    Registering: {
      tags: ['step:verify', 'loading'],
      invoke: {
        src: 'register',
        input: ({ context }) => ({ firstName: context.firstName, lastName: context.lastName, email: context.email, password: context.password, otp: context.otp }),
        onDone: [
          {
            guard: ({ event }) => event.output.msg === 'success' && !!event.output.token && !!event.output.match,
            target: 'Matched',
            actions: [
              assign({ token: ({ event }) => event.output.token ?? null, uniqueId: ({ event }) => event.output.uniqueId ?? '', match: ({ event }) => event.output.match ?? null }),
              { type: 'notify', params: { level: 'success', key: 'registered' } },
            ],
          },
          {
            guard: ({ event }) => event.output.msg === 'success' && !!event.output.token,
            target: 'CreateCompany',
            actions: [
              assign({ token: ({ event }) => event.output.token ?? null, uniqueId: ({ event }) => event.output.uniqueId ?? '' }),
              { type: 'notify', params: { level: 'success', key: 'registered' } },
            ],
          },
          { guard: { type: 'msgIs', params: { msg: 'invalid otp' } }, target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'invalidOtp' } } },
          { guard: { type: 'msgIs', params: { msg: 'incorrect otp' } }, target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'incorrectOtp' } } },
          { guard: { type: 'msgIs', params: { msg: 'expired otp' } }, target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'expiredOtp' } } },
          // The address's guess budget is spent (by someone): this browser needs the link of a code mail; stay.
          { guard: { type: 'msgIs', params: { msg: 'otp locked' } }, target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'lockedOtp' } } },
          // Guesses used up: even the right code is refused now, so back to the step that sends a new one.
          { guard: { type: 'msgIs', params: { msg: 'otp spent' } }, target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'spentOtp' } } },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Details', actions: 'serverEmail' },
          { guard: { type: 'msgIs', params: { msg: 'weak password' } }, target: 'Details', actions: 'serverPassword' },
          { target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'registrationError' } } },
        ],
        onError: { target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'registrationError' } } },
      },
    },
    Matched: {
      tags: ['step:match', 'signedIn'],
      on: { JOIN: 'Joining', CREATE: 'CreateCompany' },
    },
    Joining: {
      tags: ['step:match', 'signedIn', 'loading'],
      invoke: {
        src: 'requestJoin',
        input: ({ context }) => ({ organisationId: context.match?.organisationId ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'JoinRequested', actions: { type: 'notify', params: { level: 'success', key: 'joinRequested' } } },
          { target: 'Matched', actions: { type: 'notify', params: { level: 'error', key: 'joinError' } } },
        ],
        onError: { target: 'Matched', actions: { type: 'notify', params: { level: 'error', key: 'joinError' } } },
      },
    },
    JoinRequested: { tags: ['signedIn'], type: 'final' },
    CreateCompany: { tags: ['signedIn'], type: 'final' },
  },
});
