import { createRegistrationMachine } from '../../../lib/registration/registration.machine.ts';
import type { RegistrationFlow, RegistrationUniversity } from '../../../lib/registration/registration.types.ts';
import { registerStaff } from '../api/register.ts';
import { sendCode } from '../api/send-code.ts';
import { checkName, checkPassword, checkStaffEmail, RESEND_WINDOW_S } from '../utils/staff-email.ts';

/** The university the career center belongs to: picked from the list, with its known e-mail domains. */
export type StaffUniversity = RegistrationUniversity;

const universityOf = (u: RegistrationUniversity | null) => ({ name: u?.name ?? '', area: u?.area ?? '' });

/**
 * Career-center staff registration (docs/accounts.md § Career centers): a university whose e-mail domains are known,
 * then a staff address at one of them, names and password, then the code. Resending is the same call as sending.
 */
export const careerCenterRegistrationFlow: RegistrationFlow = {
  id: 'ccRegistration',
  fields: ['email', 'firstName', 'lastName', 'password'],
  canPickUniversity: (u) => !!u && u.domains.length > 0,
  validate: ({ email = '', firstName = '', lastName = '', password = '' }, university) => ({
    email: checkStaffEmail(email, university?.domains ?? []),
    firstName: checkName(firstName),
    lastName: checkName(lastName),
    password: checkPassword(password),
  }),
  refusedEmail: 'notUniversity',
  serverWords: true,
  serverPasswordRule: true,
  toastRefusedEmail: false,
  terms: false,
  resendWaits: false,
  resendWindowS: RESEND_WINDOW_S,
  toastKeys: {},
  sendInput: ({ details, university, lng }) => ({ email: details.email, university: universityOf(university), lng }),
  registerInput: ({ details, otp, university }) => ({
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    password: details.password,
    otp,
    university: universityOf(university),
  }),
  api: { sendCode, register: registerStaff },
};

export const ccRegistrationMachine = createRegistrationMachine(careerCenterRegistrationFlow);
