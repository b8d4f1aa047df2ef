import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { CardDetails } from '../api/sponsors.ts';
import { CardForm, emptyDetails } from './card-form.tsx';

function renderForm(onSubmit: (d: CardDetails) => Promise<string | null> = () => Promise.resolve(null)) {
  const submit = vi.fn(onSubmit);
  const view = renderScreen(<CardForm idPrefix="card" initial={emptyDetails()} submitLabel="Add card" onSubmit={submit} />);
  return { ...view, submit, send: () => view.user.click(screen.getByRole('button', { name: 'Add card' })) };
}

describe('the sponsor card form', () => {
  it('needs a company name and a whole, non-negative value within the limit', async () => {
    stubApi({ 'GET /api/companies/search': () => ({ body: { companies: [] } }) });
    const { user, send, submit } = renderForm();
    await send();
    expect(screen.getByRole('alert').textContent).toBe("Please enter the company's name.");
    await user.type(screen.getByLabelText('Company'), 'Northbridge');
    for (const bad of ['12.5', '-3', '100000001', 'lots']) {
      await user.clear(screen.getByLabelText('Value'));
      await user.type(screen.getByLabelText('Value'), bad);
      await send();
      expect(screen.getByRole('alert').textContent).toBe('The value must be a whole number.');
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('links the card to a company found on the platform and sends the details', async () => {
    const seen = stubApi({ 'GET /api/companies/search': () => ({ body: { companies: [{ organisationId: 'org-7', name: 'Northbridge Capital' }] } }) });
    const { user, send, submit } = renderForm();
    await user.type(screen.getByLabelText('Company'), 'North');
    await user.click(await screen.findByRole('button', { name: 'Link to Northbridge Capital' }));
    expect(screen.getByText("Linked to the company's Fast-Track page.")).toBeTruthy();
    await user.type(screen.getByLabelText('Value'), '5000');
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await send();
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ companyName: 'Northbridge Capital', companyId: 'org-7', value: 5000, currency: 'GBP' }));
    expect(seen.some((r) => r.path === '/api/companies/search')).toBe(true);
  });

  it('every text field stops at the server’s limit', () => {
    renderForm();
    expect(screen.getByLabelText('Company').getAttribute('maxlength')).toBe('120');
    expect(screen.getByLabelText('Notes').getAttribute('maxlength')).toBe('2000');
    expect(screen.getByLabelText('Next step').getAttribute('maxlength')).toBe('300');
  });

  it('shows the refusal it is given, and a lost connection does not leave the button stuck', async () => {
    let attempt = 0;
    const { user, send } = renderForm(() => (++attempt === 1 ? Promise.resolve('Please check the details.') : Promise.reject(new TypeError('Failed to fetch'))));
    stubApi({ 'GET /api/companies/search': () => ({ body: { companies: [] } }) });
    await user.type(screen.getByLabelText('Company'), 'Northbridge');
    await send();
    expect(await screen.findByText('Please check the details.')).toBeTruthy();
    await send();
    expect(await screen.findByText('The card could not be saved.')).toBeTruthy();
    expect((screen.getByRole<HTMLButtonElement>('button', { name: 'Add card' })).disabled).toBe(false);
  });
});
