import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../lib/languages.ts';
import { createTestI18n } from '../../lib/i18n-test-resources.ts';
import { legalDocIds, legalDocumentFrom, legalPages, type LegalDocId, type LegalDocument } from './legal-document.ts';
import { retention } from './retention.ts';

/** Every string of a document, in reading order. */
function textsOf(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.summary,
    ...doc.sections.flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) => ('p' in b ? [b.p] : 'list' in b ? b.list : b.facts.flatMap((f) => [f.name, ...f.rows.flat()]))),
    ]),
  ];
}

/** The page as the app reads it: its key group (web/public/locales/<lng>/legal<Doc>.json) through i18next. */
const i18nOf = new Map(LANGUAGES.map((lng) => [lng, createTestI18n(lng)]));
const loadLegalDocument = (doc: LegalDocId, lng: Language): LegalDocument => legalDocumentFrom(i18nOf.get(lng)!.t, doc);
const hasLegalDocument = (doc: LegalDocId, lng: Language): boolean =>
  existsSync(fileURLToPath(new URL(`../../../public/locales/${lng}/${legalPages[doc].texts}.json`, import.meta.url)));

const factNames = (doc: LegalDocument) => doc.sections.flatMap((s) => s.blocks.flatMap((b) => ('facts' in b ? b.facts.map((f) => f.name) : [])));

describe('legal pages', () => {
  for (const id of legalDocIds) {
    describe(id, () => {
      it('exists in all six languages', () => {
        expect(LANGUAGES.filter((lng) => !hasLegalDocument(id, lng))).toEqual([]);
      });

      for (const lng of LANGUAGES) {
        it(`${lng}: same sections and storage names as English, no empty or broken text`, () => {
          const [en, doc] = [loadLegalDocument(id, 'en'), loadLegalDocument(id, lng)];
          expect(doc.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
          expect(doc.sections.map((s) => s.blocks.map((b) => Object.keys(b)[0]))).toEqual(en.sections.map((s) => s.blocks.map((b) => Object.keys(b)[0])));
          // Cookie and storage names are what the browser shows: never translated.
          expect(factNames(doc)).toEqual(factNames(en));
          const texts = textsOf(doc);
          expect(texts.filter((text) => text.trim() === '' || /undefined|NaN|\$\{|\{\{|\}\}/.test(text))).toEqual([]);
          if (lng !== 'en') expect(doc.summary).not.toBe(en.summary);
        });
      }
    });
  }

  it('every language quotes the same retention figures as English', () => {
    for (const id of ['privacy', 'cookie'] as const) {
      const en = textsOf(loadLegalDocument(id, 'en')).join('\n');
      const quoted = Object.values(retention).filter((n) => new RegExp(`\\b${n}\\b`).test(en));
      expect(quoted.length).toBeGreaterThan(0);
      for (const lng of LANGUAGES) {
        const text = textsOf(loadLegalDocument(id, lng)).join('\n');
        expect(quoted.filter((n) => !new RegExp(`\\b${n}\\b`).test(text)), `${id} ${lng}`).toEqual([]);
      }
    }
  });
});

// ── The figures are the code's ───────────────────────────────────────────────────────────────────────
const inRepo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const repo = (path: string) => readFileSync(inRepo(path), 'utf8');

/** The value of `name` in a source file: `name = 10 * 60_000` or `name: … .default(30_000)`; products of literals only. */
function constant(path: string, name: string): number {
  const source = repo(path);
  const match = new RegExp(`${name}\\b[^=\\n]*=\\s*([\\d_ *]+);`).exec(source) ?? new RegExp(`${name}:[^\\n]*\\.default\\(([\\d_ *]+)\\)`).exec(source) ?? new RegExp(`${name}:\\s*([\\d_ *]+),`).exec(source);
  if (!match?.[1]) throw new Error(`${name} not found in ${path}`);
  return match[1].split('*').reduce((product, factor) => product * Number(factor.trim().replace(/_/g, '')), 1);
}

const minute = 60_000;

describe('the privacy and cookie pages quote the code', () => {
  it.each([
    ['otpMinutes', 'services/api/src/accounts/otp/otp-code.ts', 'otpTtlMs', minute],
    ['otpAttempts', 'services/api/src/accounts/otp/otp-code.ts', 'otpMaxAttempts', 1],
    ['sessionDays', 'services/api/src/accounts/session-store.ts', 'sessionTtlMs', 1440 * minute],
    ['linkMinutes', 'services/api/src/accounts/recovery/reset-token-store.ts', 'resetLinkTtlMs', minute],
    ['socialSignInMinutes', 'services/api/src/accounts/oauth/oauth-state-store.ts', 'oauthStateTtlMs', minute],
    ['pendingMailHours', 'services/api/src/mail/mail-payloads.ts', 'mailPayloadTtlMs', 60 * minute],
    ['invitationDays', 'services/api/src/organisations/invitation-store.ts', 'invitationTtlMs', 1440 * minute],
    ['loginWindowMinutes', 'services/api/src/accounts/login.service.ts', 'loginWindowMs', minute],
    ['loginAttemptsPerAddress', 'services/api/src/accounts/login.service.ts', 'loginLimitPerAddress', 1],
    ['longestCounterMinutes', 'services/api/src/accounts/otp/otp.service.ts', 'otpClientWindowMs', minute],
    ['presenceSeconds', 'services/shared/src/config.ts', 'PRESENCE_TTL_MS', 1000],
    ['inquiryDays', 'services/api/src/public-site/inquiry-contacts.ts', 'inquiryRetentionDays', 1],
    ['deviceCookieDays', 'services/api/src/accounts/login-device.ts', 'deviceMarkMs', 1440 * minute],
    ['otpLinkMinutes', 'services/shared/src/config.ts', 'linkTtlMs', minute],
  ] as const)('%s = %s %s', (figure, path, name, unit) => {
    expect(retention[figure]).toBe(constant(path, name) / unit);
  });

  it('languageCookieDays = the language cookie’s lifetime', () => {
    // The app's own detector sets the cookie (Max-Age in seconds); before it, i18next's detector did (in minutes).
    const days = existsSync(inRepo('web/src/lib/language-detector.ts'))
      ? constant('web/src/lib/language-detector.ts', 'ONE_YEAR_S') / 86_400
      : constant('web/src/lib/i18n.ts', 'cookieMinutes') / 1440;
    expect(retention.languageCookieDays).toBe(days);
  });
});
