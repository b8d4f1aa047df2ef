import { AppError } from '@fast-track/shared/errors';
import { emailDomain, isEmailAllowedForUniversity } from '@fast-track/shared/email-rule';
import { isStudentMailDomain } from '@fast-track/shared/staff-email-rule';
import type { EmailVerdict } from '../accounts/index.ts';
import { universityDomains } from '../universities/index.ts';

export interface University {
  name: string;
  area: string;
}

/**
 * Career center staff give an address at one of their university's known domains; a university without known
 * domains cannot be checked this way (the answer says to contact support). The domain only says where someone
 * belongs, not that they are staff: admission is an admin's review or the center's owners' answer (issue 22).
 */
export function checkStaffEmail(email: string, university: University): EmailVerdict {
  if (!emailDomain(email)) return { ok: false, reason: 'format' };
  const domains = universityDomains(university.area, university.name);
  if (domains.length === 0) return { ok: false, reason: 'nodomains' };
  return isEmailAllowedForUniversity(email, domains) ? { ok: true } : { ok: false, reason: 'staffmail' };
}

/** True when the address's domain is a student sub-domain (`…@student.ucl.ac.uk`, `…@etu.univ-lyon1.fr`). */
export function isStudentAddress(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== undefined && isStudentMailDomain(domain);
}

export const studentAddressMessage = 'This is a student address; career center staff register with their staff address';

export class StudentAddressError extends AppError {
  readonly code = 'STUDENT_ADDRESS';
  readonly status = 422;
  readonly title = 'A student address cannot register career center staff';
}

/** 422 STUDENT_ADDRESS for a student sub-domain, before any code is sent or account made. */
export function refuseStudentAddress(email: string): void {
  if (isStudentAddress(email)) throw new StudentAddressError(studentAddressMessage);
}
