// A sponsor card's form limits and currencies, declared once: the API's request schema enforces them
// (services/api/src/sponsors/sponsor.routes.ts), the SPA's card form checks them before sending.
export const sponsorCurrencies = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF', 'RON', 'TRY'] as const;

export const sponsorLimits = {
  companyNameLength: 120,
  contactNameLength: 120,
  contactEmailLength: 254,
  /** A whole amount in the card's currency. */
  maxValue: 100_000_000,
  notesLength: 2000,
  nextStepLength: 300,
  requestMessageLength: 1000,
} as const;
