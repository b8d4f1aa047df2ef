import { assign, emit, fromPromise, setup } from 'xstate';
import type { AccountAnswer } from '../api/answer.ts';
import { registerStaff, type RegisterInput } from '../api/register.ts';
import { sendCode, type SendCodeInput } from '../api/send-code.ts';
import { checkName, checkPassword, checkStaffEmail, isCode, RESEND_WINDOW_S } from '../utils/staff-email.ts';
import type { CcNotice, CcRegistrationContext, CcRegistrationEvent, CcRegistrationInput, StaffErrors } from './cc-registration.types.ts';

/**
 * Career-center staff registration (docs/accounts.md § Career centers).
 *
 *   PickUniversity ─NEXT (known domains)─▶ Details ─SUBMIT (valid)─▶ SendingCode ─success─▶ VerifyCode ─VERIFY (4 digits)─▶ Registering ─success─▶ Done
 *        ▲                                  ▲  ▲ ◀─ registered / invalid email / error ─┘      │  ▲                                │
 *        └──────────────BACK────────────────┘  └────── expired code / spent code / registered / weak password ─────────────────────┘
 *                                                                         RESEND ─▶ ResendingCode   (invalid / incorrect code, errors → VerifyCode)
 *
 * Toasts leave the machine as emitted `notify` events. The machine imports nothing from React.
 */
const NO_ERRORS: StaffErrors = { email: null, firstName: null, lastName: null, password: null, serverEmail: null, serverPassword: null };

const answerOf = (event: unknown): AccountAnswer | undefined => (event as { output?: AccountAnswer }).output;

export const ccRegistrationMachine = setup({
  types: {
    context: {} as CcRegistrationContext,
    events: {} as CcRegistrationEvent,
    input: {} as CcRegistrationInput,
    emitted: {} as CcNotice,
  },
  actors: {
    sendCode: fromPromise<AccountAnswer, SendCodeInput>(({ input }) => sendCode(input)),
    register: fromPromise<AccountAnswer, RegisterInput>(({ input }) => registerStaff(input)),
  },
  guards: {
    universityVerifiable: ({ context }) => !!context.university && context.university.domains.length > 0,
    detailsValid: ({ context, event }) =>
      event.type === 'SUBMIT' &&
      checkStaffEmail(event.email, context.university?.domains ?? []) === null &&
      checkName(event.firstName) === null &&
      checkName(event.lastName) === null &&
      checkPassword(event.password) === null,
    msgIs: ({ event }, params: { msg: string }) => answerOf(event)?.msg === params.msg,
    codeWellFormed: ({ event }) => event.type === 'VERIFY' && isCode(event.otp.trim()),
  },
  actions: {
    notify: emit((_, params: Pick<CcNotice, 'level' | 'key'>) => ({ type: 'notify' as const, ...params })),
    checkDetails: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT') return {};
      const details = { email: event.email.trim(), firstName: event.firstName.trim(), lastName: event.lastName.trim(), password: event.password };
      return {
        details,
        errors: {
          ...NO_ERRORS,
          email: checkStaffEmail(details.email, context.university?.domains ?? []),
          firstName: checkName(details.firstName),
          lastName: checkName(details.lastName),
          password: checkPassword(details.password),
        },
      };
    }),
    emailRefused: assign(({ context, event }) => ({
      errors: { ...context.errors, email: 'notUniversity' as const, serverEmail: answerOf(event)?.message || null },
    })),
    passwordRefused: assign(({ context, event }) => ({
      errors: { ...context.errors, password: 'short' as const, serverPassword: answerOf(event)?.message || null },
    })),
    throttled: emit(({ event }) => ({ type: 'notify' as const, level: 'warning' as const, key: 'throttled' as const, retryAfter: answerOf(event)?.retryAfter ?? RESEND_WINDOW_S })),
    // 'Resend code' counts down to the moment the server will accept another send.
    codeSent: assign({ resendAt: () => Date.now() + RESEND_WINDOW_S * 1000 }),
    waitServer: assign({ resendAt: ({ event }) => Date.now() + (answerOf(event)?.retryAfter ?? RESEND_WINDOW_S) * 1000 }),
  },
}).createMachine({
  id: 'ccRegistration',
  initial: 'PickUniversity',
  context: ({ input }) => ({
    university: input.university,
    lng: input.lng,
    details: { email: '', firstName: '', lastName: '', password: '' },
    errors: NO_ERRORS,
    otp: '',
    token: null,
    uniqueId: null,
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
        NEXT: { guard: 'universityVerifiable', target: 'Details' },
      },
    },
    Details: {
      tags: ['step:details'],
      on: {
        SUBMIT: [{ guard: 'detailsValid', target: 'SendingCode', actions: 'checkDetails' }, { actions: 'checkDetails' }],
        BACK: 'PickUniversity',
      },
    },
    SendingCode: {
      tags: ['step:details', 'loading'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({
          email: context.details.email,
          university: { name: context.university?.name ?? '', area: context.university?.area ?? '' },
          lng: context.lng,
        }),
        onDone: [
          { guard: { type: 'msgIs', params: { msg: 'success' } }, target: 'VerifyCode', actions: ['codeSent', { type: 'notify', params: { level: 'success', key: 'codeSent' } }] },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Details', actions: 'emailRefused' },
          // a code went out less than a minute ago: it is still good
          { guard: { type: 'msgIs', params: { msg: 'throttled' } }, target: 'VerifyCode', actions: ['throttled', 'waitServer'] },
          { target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
        ],
        onError: { target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'sendError' } } },
      },
    },
    VerifyCode: {
      tags: ['step:code'],
      on: {
        VERIFY: [
          { guard: 'codeWellFormed', target: 'Registering', actions: assign({ otp: ({ event }) => event.otp.trim() }) },
          { actions: { type: 'notify', params: { level: 'error', key: 'invalidCode' } } },
        ],
        RESEND: 'ResendingCode',
        BACK: 'Details',
      },
    },
    ResendingCode: {
      tags: ['step:code', 'loading'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({
          email: context.details.email,
          university: { name: context.university?.name ?? '', area: context.university?.area ?? '' },
          lng: context.lng,
        }),
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
      tags: ['step:code', 'loading'],
      invoke: {
        src: 'register',
        input: ({ context }) => ({
          ...context.details,
          otp: context.otp,
          university: { name: context.university?.name ?? '', area: context.university?.area ?? '' },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.msg === 'success' && !!event.output.token,
            target: 'Done',
            actions: [
              assign({ token: ({ event }) => event.output.token ?? null, uniqueId: ({ event }) => event.output.uniqueId ?? '' }),
              { type: 'notify', params: { level: 'success', key: 'registered' } },
            ],
          },
          { guard: { type: 'msgIs', params: { msg: 'invalid otp' } }, target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'invalidCode' } } },
          { guard: { type: 'msgIs', params: { msg: 'incorrect otp' } }, target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'incorrectCode' } } },
          { guard: { type: 'msgIs', params: { msg: 'expired otp' } }, target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'expiredCode' } } },
          // The address's guess budget is spent (by someone): this browser needs the link of a code mail; stay.
          { guard: { type: 'msgIs', params: { msg: 'otp locked' } }, target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'lockedCode' } } },
          // Guesses used up: even the right code is refused now, so back to the step that sends a new one.
          { guard: { type: 'msgIs', params: { msg: 'otp spent' } }, target: 'Details', actions: { type: 'notify', params: { level: 'error', key: 'spentCode' } } },
          { guard: { type: 'msgIs', params: { msg: 'registered' } }, target: 'Details', actions: { type: 'notify', params: { level: 'warning', key: 'alreadyRegistered' } } },
          { guard: { type: 'msgIs', params: { msg: 'invalid email' } }, target: 'Details', actions: 'emailRefused' },
          { guard: { type: 'msgIs', params: { msg: 'weak password' } }, target: 'Details', actions: 'passwordRefused' },
          { target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'registrationError' } } },
        ],
        onError: { target: 'VerifyCode', actions: { type: 'notify', params: { level: 'error', key: 'registrationError' } } },
      },
    },
    Done: { tags: ['done'], type: 'final' },
  },
});
