import { screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getAppState } from '../../../lib/app-state.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TracksSettings } from './tracks-settings.tsx';

const user: StoredUser = { _id: 's-1', firstName: 'Rosa', LastName: 'Lind', email: 'rosa@ucl.ac.uk', selectedItem: [{ id: 'Consulting' }], lng: 'en', yearOfStudy: null, onboarded: true };
const me = (patch: Partial<StoredUser>) => ({ body: { msg: 'success', user: { ...user, ...patch } } });

describe('the track settings', () => {
  it('start from the student’s tracks, refuse none, and save in the catalogue’s order', async () => {
    const seen = stubApi({ 'POST /api/student/settings/tracks': (r) => me({ selectedItem: (r.body as { selectedItem: { id: string }[] }).selectedItem }) });
    const view = renderScreen(<TracksSettings user={user} />);
    const consulting = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Consulting' });
    expect(consulting.checked).toBe(true);
    await view.user.click(consulting);
    await view.user.click(screen.getByRole('button', { name: 'Save tracks' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose at least one track');
    expect(seen).toHaveLength(0);
    await view.user.click(screen.getByRole('checkbox', { name: 'MBA Track' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await view.user.click(screen.getByRole('button', { name: 'Save tracks' }));
    expect(await screen.findByText('Your tracks were saved.')).toBeTruthy();
    expect(seen[0]?.body).toEqual({ selectedItem: [{ id: 'Finance' }, { id: 'MBA Track' }] });
    expect(getAppState().user?.selectedItem).toEqual([{ id: 'Finance' }, { id: 'MBA Track' }]);
  });

  it('a failed save says so and keeps the choice', async () => {
    stubApi({ 'POST /api/student/settings/tracks': () => ({ status: 500, body: { title: 'Server error', status: 500 } }) });
    const view = renderScreen(<TracksSettings user={user} />);
    await view.user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await view.user.click(screen.getByRole('button', { name: 'Save tracks' }));
    expect(await screen.findByText('Your tracks could not be saved. Please try again.')).toBeTruthy();
    expect((screen.getByRole<HTMLInputElement>('checkbox', { name: 'Finance' })).checked).toBe(true);
  });

  it('a late refresh of the stored user does not undo boxes the student already changed', async () => {
    const view = renderScreen(<TracksSettings user={{ ...user, selectedItem: [] }} />);
    await view.user.click(screen.getByRole('checkbox', { name: 'Start-Up' }));
    view.rerender(
      <MemoryRouter>
        <TracksSettings user={user} />
      </MemoryRouter>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Start-Up' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Finance' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Consulting' }).checked).toBe(false);
  });
});
