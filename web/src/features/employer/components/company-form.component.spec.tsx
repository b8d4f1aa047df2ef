import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CompanyForm } from './company-form.tsx';

describe('create company form (employer registration)', () => {
  it('names every missing fact, ties each message to its field, and sends nothing', async () => {
    const seen = stubApi({});
    const { user } = renderScreen(<CompanyForm />, { path: '/create/company' });
    await user.click(await screen.findByTestId('company-submit'));
    expect(screen.getByText('Please enter the company name')).toBeTruthy();
    expect(screen.getByText('Please enter the company website')).toBeTruthy();
    expect(screen.getByText('Please choose an industry')).toBeTruthy();
    expect(screen.getByText('Please choose the headquarters country')).toBeTruthy();
    const industry = screen.getByLabelText('Industry');
    expect(industry.getAttribute('aria-invalid')).toBe('true');
    expect(industry.getAttribute('aria-describedby')).toBe('company-industry-error');
    expect(screen.getByLabelText('Logo URL (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the facts with a normalised website, and says so when the employer already owns a company', async () => {
    const seen = stubApi({ 'POST /api/companies': () => ({ status: 409, body: { title: 'Conflict', status: 409, code: 'ALREADY_OWNER' } }) });
    const { user } = renderScreen(<CompanyForm />, { path: '/create/company' });
    await user.type(await screen.findByLabelText('Company name'), ' Acme ');
    await user.type(screen.getByLabelText('Website'), 'acme.com');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Consulting');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.selectOptions(screen.getByLabelText('Headquarters'), 'Poland');
    await user.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(screen.getByTestId('company-failed').textContent).toBe('You already own a company. Each employer may own one.'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Acme', website: 'https://acme.com', industry: 'Consulting', size: '51-200', country: 'Poland' });
  });
});
