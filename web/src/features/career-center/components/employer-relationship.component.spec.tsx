import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Relationship } from '../api/school-gate.ts';
import { EmployerRelationship } from './employer-relationship.tsx';

const path = '/api/organisations/cc-1/employers/kestrel-partners-0123456789ab/relationship';
const neutral: Relationship = { status: 'neutral', notes: '', contacts: '', updatedAt: null, updatedBy: null };

describe('the center’s relationship with an employer', () => {
  it('loading, then the saved standing; blocking says what it does and saves status, notes and contacts', async () => {
    const held = heldAnswer({ body: { relationship: neutral } });
    const seen = stubApi({
      [`GET ${path}`]: held.route,
      [`PUT ${path}`]: (r) => ({ body: { msg: 'success', relationship: { ...(r.body as Relationship), updatedAt: '2026-11-29T10:00:00.000Z', updatedBy: 'acc-1' } } }),
    });
    const { user } = renderScreen(<EmployerRelationship organisationId="cc-1" link="kestrel-partners-0123456789ab" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Neutral' })).checked).toBe(true);
    expect(screen.getByText(/The company and your students never do/)).toBeTruthy();
    expect(screen.queryByTestId('relationship-blocked-note')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Blocked' }));
    expect(screen.getByTestId('relationship-blocked-note').textContent).toContain('do not reach your students');
    await user.type(screen.getByLabelText('Notes'), 'Spam');
    await user.type(screen.getByLabelText('Contacts'), 'Olga');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('relationship-saved')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'blocked', notes: 'Spam', contacts: 'Olga' });
  }, 15_000);

  it('says when it cannot load, and when a save is refused', async () => {
    let fail = true;
    stubApi({
      [`GET ${path}`]: () => (fail ? problem.server() : { body: { relationship: { ...neutral, status: 'partner', notes: 'Good' } } }),
      [`PUT ${path}`]: () => problem.badRequest(),
    });
    const { user } = renderScreen(<EmployerRelationship organisationId="cc-1" link="kestrel-partners-0123456789ab" />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Partner' })).checked).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('Good');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('relationship-error')).textContent).toContain('could not be saved');
  });
});
