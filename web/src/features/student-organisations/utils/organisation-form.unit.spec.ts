import { describe, expect, it } from 'vitest';
import { chooseOrganisation } from './current-organisation.ts';
import { checkOrganisation, toCreateBody, type OrganisationDraft } from './organisation-form.ts';

const UCL = { name: 'University College London, University of London', area: 'United Kingdom' };
const draft = (patch: Partial<OrganisationDraft> = {}): OrganisationDraft => ({
  name: 'UCL Finance Society',
  university: UCL,
  category: 'Finance',
  description: '',
  logo: '',
  ...patch,
});

describe('create organisation form', () => {
  it('accepts a named organisation with a university and category', () => {
    expect(checkOrganisation(draft())).toEqual({});
  });

  it('needs a name of 2 to 120 characters, a real university and a category', () => {
    expect(checkOrganisation(draft({ name: '  ', university: null, category: '' }))).toEqual({ name: 'required', university: 'required', category: 'required' });
    expect(checkOrganisation(draft({ name: 'A' })).name).toBe('short');
    expect(checkOrganisation(draft({ name: 'A'.repeat(121) })).name).toBe('long');
    expect(checkOrganisation(draft({ university: { name: 'other', area: 'Germany' } })).university).toBe('required');
  });

  it('allows a plain-text description up to 1000 characters, counting an emoji once', () => {
    expect(checkOrganisation(draft({ description: 'x'.repeat(1000) }))).toEqual({});
    expect(checkOrganisation(draft({ description: '🎉'.repeat(1000) }))).toEqual({});
    expect(checkOrganisation(draft({ description: 'x'.repeat(1001) })).description).toBe('long');
  });

  it('takes an optional http(s) logo address only', () => {
    expect(checkOrganisation(draft({ logo: 'https://cdn.example.org/logo.png' }))).toEqual({});
    expect(checkOrganisation(draft({ logo: 'javascript:alert(1)' })).logo).toBe('url');
    expect(checkOrganisation(draft({ logo: 'logo.png' })).logo).toBe('url');
  });

  it('sends trimmed fields and leaves out an empty logo', () => {
    expect(toCreateBody({ ...draft({ name: ' Soc ', description: ' Hi ' }), category: 'Finance', university: UCL })).toEqual({
      name: 'Soc',
      university: UCL,
      category: 'Finance',
      description: 'Hi',
    });
  });
});

describe('current organisation', () => {
  const memberships = [
    { organisationId: 'c1', kind: 'career_center', name: 'Careers' },
    { organisationId: 's1', kind: 'student_organisation', name: 'Finance Soc' },
    { organisationId: 's2', kind: 'student_organisation', name: 'Law Soc' },
  ];

  it('keeps the chosen organisation while the student is a member of it', () => {
    expect(chooseOrganisation(memberships, 's2')?.name).toBe('Law Soc');
  });

  it('falls back to the first student organisation, never another kind', () => {
    expect(chooseOrganisation(memberships, 'gone')?.organisationId).toBe('s1');
    expect(chooseOrganisation(memberships, 'c1')?.organisationId).toBe('s1');
    expect(chooseOrganisation(memberships.slice(0, 1), null)).toBeNull();
  });
});
