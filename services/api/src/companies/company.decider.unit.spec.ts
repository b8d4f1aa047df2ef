import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import { describe, it } from 'vitest';
import type { CompanyEvent } from './company.ts';
import { companyDecider, type RegisterCompany } from './company.decider.ts';

const spec = deciderSpec(companyDecider);
const register = (overrides: Partial<RegisterCompany['data']> = {}): RegisterCompany => ({
  type: 'RegisterCompany',
  data: { companyId: 'c1', slug: 'halden-voss', name: ' Halden & Voss LLP ', logo: '/images/companies/halden-voss.svg', now: '2026-01-01T00:00:00.000Z', ...overrides },
});
const registered: CompanyEvent = {
  type: 'CompanyRegistered',
  data: { companyId: 'c1', slug: 'halden-voss', name: 'Halden & Voss LLP', logo: '/images/companies/halden-voss.svg', registeredAt: '2026-01-01T00:00:00.000Z' },
};

describe('company decider', () => {
  it('registers a company with a trimmed name', () => {
    spec.given([]).when(register()).then([registered]);
  });

  it('refuses a second registration of the same company', () => {
    spec.given([registered]).when(register()).thenThrows(ConflictError);
  });

  it('refuses a slug that is not lowercase-hyphenated and an empty name', () => {
    spec.given([]).when(register({ slug: 'Halden Voss' })).thenThrows(ValidationError);
    spec.given([]).when(register({ name: '   ' })).thenThrows(ValidationError);
  });
});
