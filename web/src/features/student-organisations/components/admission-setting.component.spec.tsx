import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { AdmissionSetting } from './admission-setting.tsx';

const organisation = (admission: string) => ({
  body: { organisation: { organisationId: 'so-1', name: 'Tartu Finance Society', status: 'active', profile: { category: 'Finance', description: null, logo: null }, university: { name: 'University of Tartu', area: 'Estonia' }, admission } },
});

describe('how students join a society', () => {
  it('an officer sees the rule chosen, switches to “at once for its students” and saves; Save waits for a change', async () => {
    const { success } = quietToasts();
    const seen = stubApi({ 'GET /api/organisations/so-1': () => organisation('request'), 'POST /api/organisations/so-1/admission': () => ({ body: { msg: 'success' } }) });
    const { user } = renderScreen(<AdmissionSetting organisationId="so-1" canEdit />);
    const byRequest = await screen.findByRole('radio', { name: /By request/ });
    expect((byRequest as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Invitations work either way.' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /At once for students of University of Tartu/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved: how students join'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ admission: 'university' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('a refused save says so and keeps the choice; a member reads the rule without controls', async () => {
    const { error } = quietToasts();
    stubApi({ 'GET /api/organisations/so-1': () => organisation('university'), 'POST /api/organisations/so-1/admission': () => problem.forbidden() });
    const { user, unmount } = renderScreen(<AdmissionSetting organisationId="so-1" canEdit />);
    await user.click(await screen.findByRole('radio', { name: /By request/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The setting could not be saved. Please try again.'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /By request/ }).checked).toBe(true);
    unmount();
    renderScreen(<AdmissionSetting organisationId="so-1" canEdit={false} />);
    expect((await screen.findByTestId('admission-rule')).textContent).toBe('At once for students of University of Tartu');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('loading, then an error with a retry that loads it', async () => {
    let fail = true;
    stubApi({ 'GET /api/organisations/so-1': () => (fail ? problem.server() : organisation('request')) });
    const { user } = renderScreen(<AdmissionSetting organisationId="so-1" canEdit />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load how students join.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /By request/ })).toBeTruthy();
  });
});
