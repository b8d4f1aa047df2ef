import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from './company.ts';
import { companyDecider, type RegisterCompany } from './company.decider.ts';

const register = (overrides: Partial<RegisterCompany['data']> = {}): RegisterCompany => ({
  type: 'RegisterCompany',
  data: { companyId: 'c1', slug: 'halden-voss', name: ' Halden & Voss LLP ', logo: '/images/companies/halden-voss.svg', now: '2026-01-01T00:00:00.000Z', ...overrides },
});

const decide = (past: CompanyEvent[], command: RegisterCompany) =>
  companyDecider.decide(command, past.reduce(companyDecider.evolve, companyDecider.initialState()));

describe('company decider', () => {
  it('registers a company with a trimmed name', () => {
    expect(decide([], register())).toEqual([
      { type: 'CompanyRegistered', data: { companyId: 'c1', slug: 'halden-voss', name: 'Halden & Voss LLP', logo: '/images/companies/halden-voss.svg', registeredAt: '2026-01-01T00:00:00.000Z' } },
    ]);
  });

  it('refuses a second registration of the same company', () => {
    const past = decide([], register());
    expect(() => decide(past, register())).toThrow(ConflictError);
  });

  it('refuses a slug that is not lowercase-hyphenated and an empty name', () => {
    expect(() => decide([], register({ slug: 'Halden Voss' }))).toThrow(ValidationError);
    expect(() => decide([], register({ name: '   ' }))).toThrow(ValidationError);
  });
});
