/**
 * The student e-mail rule of docs/accounts.md without the big free-mail list, so the SPA can bundle it:
 * (1) a basic address pattern, (2) not one of the spec's free-mail providers (§5), (3) when the chosen university
 * has known domains, the address's domain equals one of them or is a subdomain of one (`student.ucl.ac.uk` for
 * `ucl.ac.uk`). The server adds the `free-email-domains` npm list on top (./email-rule.ts). Browser-safe: no imports.
 */
export type StudentEmailVerdict = { ok: true } | { ok: false; reason: 'format' | 'freemail' | 'university' };

// The spec's own list (§5): gmail, yahoo, hotmail, outlook, aol, protonmail — as brands, so every national variant
// (yahoo.co.uk, hotmail.de, outlook.com.tr, gmail.pl …) is caught even when a maintained list misses one.
const freeMailBrands = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'msn', 'aol', 'protonmail', 'proton', 'pm',
]);
// A brand label followed only by a TLD-like tail: "gmail.com", "yahoo.co.uk", "outlook.com.tr", "proton.me".
const brandTail = /^(?:com?|net|org)(?:\.[a-z]{2})?$|^[a-z]{2}$|^me$/;

// Deliberately basic (the spec says "basic email pattern"): one @, a sane local part, a dotted hostname with a
// letters-only TLD. Length limits are RFC 5321's.
const addressPattern =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Lower-cased domain of a syntactically valid address, else undefined. */
export function emailDomain(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !addressPattern.test(trimmed)) return undefined;
  const local = trimmed.slice(0, trimmed.lastIndexOf('@'));
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return undefined;
  return trimmed.slice(trimmed.lastIndexOf('@') + 1).toLowerCase();
}

/** One of the spec's free-mail providers, in any national variant ('yahoo.co.uk', 'hotmail.fr'). */
export function isSpecFreeMailDomain(domain: string): boolean {
  const d = domain.toLowerCase().replace(/\.$/, '');
  const dot = d.indexOf('.');
  return dot > 0 && freeMailBrands.has(d.slice(0, dot)) && brandTail.test(d.slice(dot + 1));
}

/** True when the address's domain is one of `domains` or a subdomain of one; any domain when none are known. */
export function isEmailAllowedForUniversity(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (domain === undefined) return false;
  if (domains.length === 0) return true;
  return domains.some((known) => {
    const k = known.trim().toLowerCase();
    return k.length > 0 && (domain === k || domain.endsWith(`.${k}`));
  });
}

/**
 * The whole rule. `domains` are the chosen university's known domains; omit them (or pass []) for 'other' and for
 * universities without known domains, which then accept any non-free-mail address. `listedFreeMail` is a maintained
 * list of free-mail domains (the server's); such lists have false positives (one lists unican.es, Universidad de
 * Cantabria's real domain), so a domain the chosen university is known to use wins over it — never over the spec's
 * own brands.
 */
export function judgeStudentEmail(
  email: string,
  domains: readonly string[] = [],
  listedFreeMail: ReadonlySet<string> = new Set(),
): StudentEmailVerdict {
  const domain = emailDomain(email);
  if (domain === undefined) return { ok: false, reason: 'format' };
  const matchesUniversity = domains.length > 0 && isEmailAllowedForUniversity(email, domains);
  if (isSpecFreeMailDomain(domain) || (!matchesUniversity && listedFreeMail.has(domain))) {
    return { ok: false, reason: 'freemail' };
  }
  if (!isEmailAllowedForUniversity(email, domains)) return { ok: false, reason: 'university' };
  return { ok: true };
}
