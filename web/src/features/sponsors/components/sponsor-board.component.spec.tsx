import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { SponsorBoard } from './sponsor-board.tsx';

const base = '/api/organisations/so-1/sponsors';
const card = {
  cardId: 'k-1',
  stage: 'prospect',
  companyName: 'Northbridge Capital',
  companyId: 'org-7',
  contactName: 'Ada Berg',
  contactEmail: 'ada@northbridge.example',
  value: 5000,
  currency: 'EUR',
  notes: '',
  nextStep: '',
  nextStepDate: null,
  request: { status: 'none', message: null, requestedAt: null },
};
const activity = { card, activity: [{ kind: 'added', at: '2026-11-20T10:00:00.000Z', by: 'Rosa Lind', detail: {} }] };

describe('the sponsor pipeline', () => {
  it('loading, then the empty state; a new card is added to the board', async () => {
    const held = heldAnswer({ body: { cards: [] } });
    const seen = stubApi({ [`GET ${base}`]: held.route, [`POST ${base}`]: (r) => ({ status: 201, body: { card: { ...card, ...(r.body as object) } } }), 'GET /api/companies/search': () => ({ body: { companies: [] } }) });
    const toasts = quietToasts();
    const { user } = renderScreen(<SponsorBoard organisationId="so-1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByText('No sponsors yet. Add the first company you are talking to.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a sponsor' }));
    await user.click(screen.getByLabelText('Company'));
    await user.paste('Tallinn Ventures');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Tallinn Ventures added'));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({ companyName: 'Tallinn Ventures', companyId: null, value: null });
    expect(within(screen.getByTestId('sponsor-stage-prospect')).getByText('Tallinn Ventures')).toBeTruthy();
  });

  it('a refused card is named in the form and nothing is added', async () => {
    stubApi({ [`GET ${base}`]: () => ({ body: { cards: [] } }), [`POST ${base}`]: () => problem.badRequest(), 'GET /api/companies/search': () => ({ body: { companies: [] } }) });
    const { user } = renderScreen(<SponsorBoard organisationId="so-1" />);
    await user.click(await screen.findByRole('button', { name: 'Add a sponsor' }));
    await user.click(screen.getByLabelText('Company'));
    await user.paste('Tallinn Ventures');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the details.');
    expect(screen.getByText('No sponsors yet. Add the first company you are talking to.')).toBeTruthy();
  });

  it('an arrow key moves a card to the next stage and says so; a refused move says so', async () => {
    let status = 200;
    const seen = stubApi({ [`GET ${base}`]: () => ({ body: { cards: [card] } }), [`POST ${base}/k-1/move`]: (r) => (status === 200 ? { body: { card: { ...card, ...(r.body as object) } } } : problem.conflict()) });
    const toasts = quietToasts();
    const { user } = renderScreen(<SponsorBoard organisationId="so-1" />);
    const button = await screen.findByRole('button', { name: /Northbridge Capital/ });
    button.focus();
    await user.keyboard('{ArrowLeft}');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Northbridge Capital moved to Contacted')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ stage: 'contacted' });
    expect(within(screen.getByTestId('sponsor-stage-contacted')).getByText('Northbridge Capital')).toBeTruthy();
    status = 409;
    screen.getByRole('button', { name: /Northbridge Capital/ }).focus();
    await user.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The card could not be moved.'));
  });

  it('the card’s panel shows its activity and sends a sponsorship request to a linked company', async () => {
    const seen = stubApi({
      [`GET ${base}`]: () => ({ body: { cards: [card] } }),
      [`GET ${base}/k-1`]: () => ({ body: activity }),
      [`POST ${base}/k-1/request`]: () => ({ body: { card: { ...card, request: { status: 'pending', message: 'Hello', requestedAt: '2026-11-21T10:00:00.000Z' } } } }),
      'GET /api/companies/search': () => ({ body: { companies: [] } }),
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<SponsorBoard organisationId="so-1" />);
    await user.click(await screen.findByRole('button', { name: /Northbridge Capital/ }));
    const panel = screen.getByRole('region', { name: 'Northbridge Capital' });
    expect(await within(panel).findByText('Card added')).toBeTruthy();
    await user.click(within(panel).getByLabelText('Message to the company'));
    await user.paste('Hello');
    await user.click(within(panel).getByRole('button', { name: 'Send sponsorship request' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Sponsorship request sent'));
    expect(seen.find((r) => r.path.endsWith('/request'))?.body).toEqual({ message: 'Hello' });
    expect(within(panel).getByTestId('sponsor-request-status').textContent).toBe('Request pending');
    expect(within(panel).queryByRole('button', { name: 'Send sponsorship request' })).toBeNull();
  });

  it('a pipeline that cannot be loaded offers a retry', async () => {
    let status = 500;
    stubApi({ [`GET ${base}`]: () => (status === 500 ? problem.server() : { body: { cards: [card] } }) });
    const { user } = renderScreen(<SponsorBoard organisationId="so-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your sponsors.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Northbridge Capital/ })).toBeTruthy();
  });
});
