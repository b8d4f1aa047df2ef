import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CompanyForm } from './company-form.tsx';

const logo = `/api/files/${'d'.repeat(64)}`;

// Each test types a whole company as a person would: more than vitest's 5 s on a loaded machine.
describe('create company (registration’s company step, the one company editor)', () => {
  it('sends the facts with an uploaded logo, the description and an https website, and says so when the employer already owns a company', async () => {
    const seen = stubApi({
      'POST /api/uploads/image': () => ({ status: 201, body: { msg: 'success', file: { hash: 'd'.repeat(64), url: logo, contentType: 'image/png' } } }),
      'POST /api/companies': () => ({ status: 409, body: { title: 'Conflict', status: 409, code: 'ALREADY_OWNER' } }),
    });
    const { user } = renderScreen(<CompanyForm />, { path: '/create/company' });
    await user.type(await screen.findByLabelText('Company name'), ' Acme ');
    await user.upload(screen.getByTestId('logo-input'), new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('logo-preview').getAttribute('src')).toBe(logo));
    await user.type(screen.getByLabelText('About'), 'We build.');
    await user.type(screen.getByLabelText('Website'), 'acme.com');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Consulting');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.selectOptions(screen.getByLabelText('Headquarters'), 'Poland');
    await user.click(screen.getByTestId('company-submit'));
    await waitFor(() => expect(screen.getByTestId('company-editor-failed').textContent).toBe('You already own a company. Each employer may own one.'));
    expect(seen.find((r) => r.path === '/api/companies')?.body).toEqual({
      name: 'Acme',
      website: 'https://acme.com',
      industry: 'Consulting',
      size: '51-200',
      country: 'Poland',
      description: 'We build.',
      logo,
    });
  }, 20_000);

  it('shows the server’s field refusals on their fields', async () => {
    stubApi({ 'POST /api/companies': () => ({ status: 400, body: { title: 'Invalid', status: 400, code: 'VALIDATION', errors: [{ path: 'name', message: 'too long' }] } }) });
    const { user } = renderScreen(<CompanyForm />, { path: '/create/company' });
    await user.type(await screen.findByLabelText('Company name'), 'Acme');
    await user.type(screen.getByLabelText('Website'), 'acme.com');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Consulting');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.selectOptions(screen.getByLabelText('Headquarters'), 'Poland');
    await user.click(screen.getByTestId('company-submit'));
    expect((await screen.findByTestId('company-name-error')).textContent).toBe('Please check this field');
  }, 20_000);
});
