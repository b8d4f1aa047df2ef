// The rule for a person's first and last name, shared by the API (which enforces it) and the SPA (which says it
// before sending). Names are shown to the person and to hosts, so they must be printable text of a sane length.

export const PERSON_NAME_MAX = 60;

/**
 * C0/C1 controls (NUL, tab, newline, escape …), line and paragraph separators, and the bidirectional overrides and
 * isolates that can make a name display as something else. Joiners (ZWJ/ZWNJ) stay: some scripts need them.
 */
const forbidden = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** A UTF-16 surrogate without its pair cannot be stored (Postgres text and jsonb refuse it). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type PersonNameProblem = 'required' | 'tooLong' | 'invalidCharacters';

/** Why `raw` (before trimming) is not a usable name, or null when it is. Length counts code points, not UTF-16 units. */
export function personNameProblem(raw: string): PersonNameProblem | null {
  if (forbidden.test(raw) || loneSurrogate.test(raw)) return 'invalidCharacters';
  const name = raw.trim();
  if (name.length === 0) return 'required';
  if ([...name].length > PERSON_NAME_MAX) return 'tooLong';
  return null;
}
