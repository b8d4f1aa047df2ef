import { createRequire } from 'node:module';
import { isSpecFreeMailDomain, judgeStudentEmail, type StudentEmailVerdict } from './email-rule-core.ts';

/**
 * The server's student e-mail rule: the shared rule (./email-rule-core.ts, which the SPA bundles too) plus the
 * `free-email-domains` npm list, which is too big to ship to browsers.
 */
export { emailDomain, isEmailAllowedForUniversity, type StudentEmailVerdict } from './email-rule-core.ts';

// free-email-domains ships its list as CommonJS JSON (≈14k domains, free and disposable providers). Its postinstall
// would re-download the list at install time; the root package.json denies that script, so the list shipped in the
// pinned version is what runs everywhere (reproducible, and installs work offline).
const require = createRequire(import.meta.url);
const npmFreeMailDomains: ReadonlySet<string> = new Set(
  (require('free-email-domains') as string[]).map((d) => d.toLowerCase()),
);

export function isFreeMailDomain(domain: string): boolean {
  const d = domain.toLowerCase().replace(/\.$/, '');
  return npmFreeMailDomains.has(d) || isSpecFreeMailDomain(d);
}

/** The whole rule, with the npm list; see judgeStudentEmail for how a university's own domain weighs against it. */
export function validateStudentEmail(email: string, domains: readonly string[] = []): StudentEmailVerdict {
  return judgeStudentEmail(email, domains, npmFreeMailDomains);
}
