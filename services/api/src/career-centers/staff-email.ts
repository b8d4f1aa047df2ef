import { emailDomain, isEmailAllowedForUniversity } from '@fast-track/shared/email-rule';
import type { EmailVerdict } from '../accounts/index.ts';
import { universityDomains } from '../universities/index.ts';

export interface University {
  name: string;
  area: string;
}

/**
 * Career center staff prove who they are with an address at one of their university's known domains; a
 * university without known domains cannot be verified this way (the answer says to contact support).
 */
export function checkStaffEmail(email: string, university: University): EmailVerdict {
  if (!emailDomain(email)) return { ok: false, reason: 'format' };
  const domains = universityDomains(university.area, university.name);
  if (domains.length === 0) return { ok: false, reason: 'nodomains' };
  return isEmailAllowedForUniversity(email, domains) ? { ok: true } : { ok: false, reason: 'staffmail' };
}

