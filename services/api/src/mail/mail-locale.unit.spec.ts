import { describe, expect, it } from 'vitest';
import { mailLanguages } from './mail-job.ts';
import { mailLocale } from './mail-locale.ts';

// The account mails' texts (the `account` part of /locales/<lng>/mail.json).
const mailTexts = Object.fromEntries(mailLanguages.map((lng) => [lng, mailLocale[lng].account])) as Record<(typeof mailLanguages)[number], (typeof mailLocale)['en']['account']>;

/** Every string of a language's texts by its dotted path ('invitation.roles.admin' → 'as an admin'). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') return out.set(path, value);
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const [p, s] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, s);
  }
  return out;
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

describe('mail texts', () => {
  const english = leaves(mailTexts.en);

  it('has the same keys and the same placeholders in every language', () => {
    for (const lng of mailLanguages) {
      const texts = leaves(mailTexts[lng]);
      expect([...texts.keys()].sort(), lng).toEqual([...english.keys()].sort());
      for (const [path, s] of texts) {
        expect(s.trim(), `${lng} ${path}`).not.toBe('');
        expect(placeholders(s), `${lng} ${path}`).toEqual(placeholders(english.get(path)!));
      }
    }
  });

  it('is translated, not copied from English', () => {
    for (const lng of mailLanguages.filter((l) => l !== 'en')) {
      for (const [path, s] of leaves(mailTexts[lng])) {
        if (path.startsWith('invitation.roles.') || path.endsWith('Subject') || path.endsWith('subject') || s.length > 20) {
          expect(s, `${lng} ${path}`).not.toBe(english.get(path));
        }
      }
    }
  });

  it('keeps the organisation name out of every subject (it is chosen by users)', () => {
    for (const lng of mailLanguages) {
      for (const [path, s] of leaves(mailTexts[lng])) {
        if (/subject$/i.test(path)) expect(s, `${lng} ${path}`).not.toContain('{{organisationName}}');
      }
    }
  });

  it('puts the organisation name into the sentences about it', () => {
    for (const lng of mailLanguages) {
      const t = mailTexts[lng];
      for (const s of [t.invitation.intro, t.organisationDecision.approved, t.organisationDecision.rejected, t.organisationDecision.suspended, t.joinRequest.intro]) {
        expect(s).toContain('{{organisationName}}');
      }
      expect(t.invitation.intro).toContain('{{role}}');
    }
  });
});
