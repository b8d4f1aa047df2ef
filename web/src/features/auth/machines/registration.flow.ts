import { DEFAULT_TRACK } from '../../../config/tracks.ts';
import { createRegistrationMachine } from '../../../lib/registration/registration.machine.ts';
import type { RegistrationFlow, RegistrationUniversity } from '../../../lib/registration/registration.types.ts';
import { registerStudent } from '../api/register-student.ts';
import { resendOtp } from '../api/resend-otp.ts';
import { sendOtp } from '../api/send-otp.ts';
import { checkEmail, checkPassword, RESEND_WINDOW_S } from '../utils/email-rule.ts';

/** The university a student registers for: a listed one (with its known e-mail domains) or a typed name. */
export type ChosenUniversity = RegistrationUniversity;

/**
 * Student registration (spec §2 Student registration, §4 Registration, §8 toasts; docs/accounts.md): pick or type the
 * university, then university e-mail and password, then the code with the terms box. Resending is its own call.
 * Params: `track` (?track=, else the default) and `invite` (?invite=) go into the registration payload.
 */
export const studentRegistrationFlow: RegistrationFlow = {
  id: 'registration',
  fields: ['email', 'password'],
  canPickUniversity: (u) => !!u && u.name.trim() !== '' && u.name !== 'other',
  validate: ({ email = '', password = '' }, university) => ({ email: checkEmail(email, university?.domains ?? []), password: checkPassword(password) }),
  refusedEmail: 'notUniversity',
  serverWords: false,
  serverPasswordRule: false,
  toastRefusedEmail: true,
  terms: true,
  resendWaits: false,
  resendWindowS: RESEND_WINDOW_S,
  toastKeys: {
    codeSent: 'otpSent',
    invalidCode: 'invalidOtp',
    incorrectCode: 'incorrectOtp',
    expiredCode: 'expiredOtp',
    spentCode: 'spentOtp',
    lockedCode: 'lockedOtp',
  },
  sendInput: ({ details, university, lng }) => ({ email: details.email, university: university?.name ?? '', lng }),
  resendInput: ({ details, lng }) => ({ email: details.email, lng }),
  registerInput: ({ details, otp, university, params }) => ({
    email: details.email,
    password: details.password,
    otp,
    university: { name: university?.name ?? '', area: university?.area ?? '' },
    track: params.track ?? DEFAULT_TRACK,
    invite: params.invite,
  }),
  api: { sendCode: sendOtp, resendCode: resendOtp, register: registerStudent },
};

export const registrationMachine = createRegistrationMachine(studentRegistrationFlow);
