import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../lib/account.ts';
import { renderScreen } from '../../../testing/render.tsx';
import type { Organisation } from '../api/organisation-schema.ts';
import { CompanyCard } from './company-card.tsx';

const membership: Membership = {
  organisationId: 'co-1',
  kind: 'company',
  name: 'Northbridge Capital',
  role: 'owner',
  jobRole: null,
  status: 'active',
  logo: null,
};

const organisation: Organisation = {
  organisationId: 'co-1',
  kind: 'company',
  name: 'Northbridge Capital',
  status: 'active',
  reason: null,
  website: 'https://northbridge.example',
  industry: 'Banking',
  size: '51-200',
  country: 'GB',
  logo: null,
};

const factLabels = () => [...document.querySelectorAll('.company-card__facts dt')].map((dt) => dt.textContent);

describe('the company card (employer dashboard)', () => {
  it('keeps the room of the four facts while they load, then shows them in the same places', () => {
    const { rerender } = renderScreen(<CompanyCard membership={membership} organisation={null} loading />);
    const placeholder = screen.getByTestId('company-facts-loading');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(factLabels()).toEqual(['Website', 'Industry', 'Company size', 'Headquarters']);
    rerender(<CompanyCard membership={membership} organisation={organisation} loading={false} />);
    expect(screen.queryByTestId('company-facts-loading')).toBeNull();
    expect(factLabels()).toEqual(['Website', 'Industry', 'Company size', 'Headquarters']);
    expect(screen.getByRole('link', { name: 'northbridge.example' })).toBeTruthy();
  });

  it('shows no facts and no placeholder when they could not be loaded', () => {
    renderScreen(<CompanyCard membership={membership} organisation={null} loading={false} />);
    expect(screen.queryByTestId('company-facts-loading')).toBeNull();
    expect(factLabels()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Northbridge Capital' })).toBeTruthy();
  });
});
