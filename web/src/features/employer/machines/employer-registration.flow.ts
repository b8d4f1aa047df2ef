import { createRegistrationMachine } from '../../../lib/registration/registration.machine.ts';
import type { RegistrationFlow } from '../../../lib/registration/registration.types.ts';
import { registerEmployer } from '../api/register-employer.ts';
import { requestJoin } from '../api/request-join.ts';
import { sendCode } from '../api/send-code.ts';
import { checkName, checkPassword, checkWorkEmail, RESEND_AFTER_S } from '../utils/work-email.ts';

/**
 * Employer registration (spec §2 /employer/register, /employer/register/verify; docs/accounts.md § Employers): names,
 * a work address (no free mail) and password, then the code ('Resend code' after 60 s). A company with the address's
 * domain is offered to join (Matched); otherwise, or on CREATE, the flow ends at Done and the screen goes on to
 * creating a company.
 */
export const employerRegistrationFlow: RegistrationFlow = {
  id: 'employerRegistration',
  fields: ['firstName', 'lastName', 'email', 'password'],
  validate: ({ firstName = '', lastName = '', email = '', password = '' }) => ({
    firstName: checkName(firstName),
    lastName: checkName(lastName),
    email: checkWorkEmail(email),
    password: checkPassword(password),
  }),
  refusedEmail: 'freeMail',
  serverWords: true,
  serverPasswordRule: true,
  toastRefusedEmail: false,
  terms: false,
  resendWaits: true,
  resendWindowS: RESEND_AFTER_S,
  toastKeys: {
    invalidCode: 'invalidOtp',
    incorrectCode: 'incorrectOtp',
    expiredCode: 'expiredOtp',
    spentCode: 'spentOtp',
    lockedCode: 'lockedOtp',
  },
  sendInput: ({ details, lng }) => ({ email: details.email, lng }),
  registerInput: ({ details, otp }) => ({
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    password: details.password,
    otp,
  }),
  api: { sendCode, register: registerEmployer, requestJoin: async (organisationId) => (await requestJoin(organisationId)).ok },
};

export const employerRegistrationMachine = createRegistrationMachine(employerRegistrationFlow);
