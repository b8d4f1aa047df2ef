import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveCompany, initialCompanyState, type CompanyEvent, type CompanyState } from './company.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type RegisterCompany = DomainCommand<
  'RegisterCompany',
  { companyId: string; slug: string; name: string; logo: string; now: string }
>;
export type CompanyCommand = RegisterCompany;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function registerCompany(command: RegisterCompany, state: CompanyState): CompanyEvent[] {
  if (state.status === 'registered') throw new ConflictError(`Company ${state.slug} is already registered`);
  const { companyId, slug, logo, now } = command.data;
  const name = command.data.name.trim();
  if (!slugPattern.test(slug) || slug.length > 80) {
    throw new ValidationError('Company slug must be lowercase words joined by hyphens', [
      { path: 'slug', message: 'invalid slug' },
    ]);
  }
  if (name.length < 1 || name.length > 120) {
    throw new ValidationError('Company name must be 1–120 characters', [{ path: 'name', message: 'invalid length' }]);
  }
  return [{ type: 'CompanyRegistered', data: { companyId, slug, name, logo, registeredAt: now } }];
}

export function decideCompany(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'RegisterCompany':
      return registerCompany(command, state);
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: initialCompanyState,
  evolve: evolveCompany,
  decide: decideCompany,
};
