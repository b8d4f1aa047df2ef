import { screen } from '@testing-library/preact';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getAppState } from '../../../lib/app-state.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { OnboardingForm } from './onboarding-form.tsx';

const saved = { _id: 'u-1', firstName: 'Rosa', LastName: 'Lind', email: 'rosa@ut.ee', selectedItem: [{ id: 'Finance' }, { id: 'Consulting' }], lng: 'en', yearOfStudy: 'finalYear', onboarded: true };

function renderOnboarding(user: StoredUser | null = null) {
  return renderScreen(
    <Routes>
      <Route path="/onboarding" element={<OnboardingForm user={user} />} />
      <Route path="/student" element={<h1>Student dashboard</h1>} />
    </Routes>,
    { path: '/onboarding' },
  );
}

describe('the student’s onboarding', () => {
  it('names every missing answer, focuses the first, and sends nothing', async () => {
    const seen = stubApi({});
    const { user } = renderOnboarding();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please enter your first name.')).toBeTruthy();
    expect(screen.getByText('Please enter your last name.')).toBeTruthy();
    expect(screen.getByText('Please choose your year of study.')).toBeTruthy();
    expect(screen.getByText('Please choose at least one track.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('First name'), 'Rosa');
    expect(screen.queryByText('Please enter your first name.')).toBeNull();
    await user.click(screen.getByLabelText('Last name'));
    await user.paste('L'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please use at most 60 characters.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Last name'));
    await user.paste('Lind\u202E');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please use letters, spaces and punctuation only.')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('starts from what the student has, sends the answers in the API’s names and opens the dashboard', async () => {
    const seen = stubApi({ 'POST /api/student/onboarding': () => ({ body: { msg: 'success', user: saved } }) });
    const { user } = renderOnboarding({ _id: 'u-1', firstName: 'Rosa', LastName: '', email: 'rosa@ut.ee', selectedItem: [{ id: 'Finance' }], lng: 'en', yearOfStudy: null, onboarded: false });
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Rosa');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Finance' }).checked).toBe(true);
    await user.type(screen.getByLabelText('Last name'), ' Lind ');
    await user.selectOptions(screen.getByLabelText('Year of study'), 'Final year');
    await user.click(screen.getByRole('checkbox', { name: 'Consulting' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Student dashboard' })).toBeTruthy();
    expect(seen[0]?.body).toEqual({ firstName: 'Rosa', LastName: 'Lind', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }, { id: 'Consulting' }] });
    expect(getAppState().user?.onboarded).toBe(true);
  });

  it('a refused save says so and keeps the answers; skipping opens the dashboard without saving', async () => {
    const seen = stubApi({ 'POST /api/student/onboarding': () => problem.badRequest() });
    const { user } = renderOnboarding({ _id: 'u-1', firstName: 'Rosa', LastName: 'Lind', email: 'rosa@ut.ee', selectedItem: [{ id: 'Finance' }], lng: 'en', yearOfStudy: 'finalYear', onboarded: false });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your profile could not be saved. Please try again.');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lind');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Student dashboard' })).toBeTruthy();
    expect(seen).toHaveLength(1);
  });
});
