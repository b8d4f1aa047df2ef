import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/languages.ts';
import { createTestI18n } from '../../lib/i18n-test-resources.ts';

// The wait before 'Resend code' is announced as a sentence (resend-code-button.tsx): its count takes the language's
// plural form in the case the sentence needs — Polish "za 1 sekundę", not Intl's nominative "1 sekunda" (issue 23).

const translatorFor = (lng: Language): TFunction => createTestI18n(lng).t;

const wait = (lng: Language, count: number) => translatorFor(lng)('otpInput.resendWait', { count });

describe('the resend wait', () => {
  it('uses the Polish accusative after "za" for every count', () => {
    expect(wait('pl', 1)).toBe('Nowy kod możesz zamówić za 1 sekundę.');
    expect(wait('pl', 2)).toBe('Nowy kod możesz zamówić za 2 sekundy.');
    expect(wait('pl', 5)).toBe('Nowy kod możesz zamówić za 5 sekund.');
    expect(wait('pl', 22)).toBe('Nowy kod możesz zamówić za 22 sekundy.');
    expect(wait('pl', 60)).toBe('Nowy kod możesz zamówić za 60 sekund.');
  });

  it('says one second and many seconds in every language', () => {
    expect(wait('en', 1)).toBe('You can ask for a new code in 1 second.');
    expect(wait('en', 60)).toBe('You can ask for a new code in 60 seconds.');
    expect(wait('de', 1)).toBe('Einen neuen Code kannst du in 1 Sekunde anfordern.');
    expect(wait('de', 30)).toBe('Einen neuen Code kannst du in 30 Sekunden anfordern.');
    expect(wait('fr', 1)).toBe('Tu pourras demander un nouveau code dans 1 seconde.');
    expect(wait('fr', 45)).toBe('Tu pourras demander un nouveau code dans 45 secondes.');
    expect(wait('es', 1)).toBe('Podrás pedir un código nuevo en 1 segundo.');
    expect(wait('es', 59)).toBe('Podrás pedir un código nuevo en 59 segundos.');
    expect(wait('it', 1)).toBe('Potrai richiedere un nuovo codice tra 1 secondo.');
    expect(wait('it', 10)).toBe('Potrai richiedere un nuovo codice tra 10 secondi.');
  });
});
