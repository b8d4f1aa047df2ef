import { screen } from '@testing-library/preact';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../testing/render.tsx';
import { AccountSettings } from './account-settings.tsx';

// The one settings flow of every audience (the student's and the employer's settings screens compose it).

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the password change', () => {
  const fill = async (user: ReturnType<typeof renderScreen>['user'], current: string, next: string) => {
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('asks for the current password and a new one of 8 characters before sending', async () => {
    const seen = stubApi({});
    const { user } = renderScreen(<AccountSettings />);
    await fill(user, '', 'longenough');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your current password');
    await user.clear(screen.getByLabelText('New password'));
    await fill(user, 'old-secret', 'short');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(seen).toHaveLength(0);
  });

  it('a wrong current password is named; a right one clears the form and confirms', async () => {
    let answer = 'wrongpass';
    const seen = stubApi({ 'POST /api/account/settings/password': () => ({ body: { msg: answer } }) });
    const { user } = renderScreen(<AccountSettings />);
    await fill(user, 'old-secret', 'new-secret-1');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    answer = 'success';
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>('Current password')).value).toBe('');
    expect(seen.at(-1)?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
  });

  it('shows the typed password on request, and hides it again', async () => {
    const { user } = renderScreen(<AccountSettings />);
    const field = screen.getByLabelText('New password');
    const [, showNew] = screen.getAllByRole('button', { name: 'Show' });
    await user.click(showNew!);
    expect(field.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(field.getAttribute('type')).toBe('password');
  });

  it('too many attempts and a lost connection each say what happened', async () => {
    let mode: 'throttled' | 'offline' = 'throttled';
    stubApi({ 'POST /api/account/settings/password': () => (mode === 'offline' ? 'network-error' : { status: 429, body: { msg: 'throttled' } }) });
    const { user } = renderScreen(<AccountSettings />);
    await fill(user, 'old-secret', 'new-secret-1');
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    mode = 'offline';
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password could not be changed. Please try again.')).toBeTruthy();
  });
});

describe('the language setting', () => {
  it('stores the language for mails and switches the interface at once', async () => {
    const seen = stubApi({ 'POST /api/account/settings/language': () => ({ body: { msg: 'success' } }) });
    const change = vi.spyOn(i18n, 'changeLanguage');
    const onSaved = vi.fn();
    const view = renderScreen(<AccountSettings onSaved={onSaved} />);
    await view.user.selectOptions(screen.getByLabelText('Interface and e-mail language'), 'de');
    await view.user.click(screen.getByRole('button', { name: 'Save language' }));
    await vi.waitFor(() => expect(change).toHaveBeenCalledWith('de'));
    expect(seen[0]?.body).toEqual({ lng: 'de' });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('a failed save keeps the interface as it was', async () => {
    stubApi({ 'POST /api/account/settings/language': () => 'network-error' });
    const change = vi.spyOn(i18n, 'changeLanguage');
    const onSaved = vi.fn();
    const view = renderScreen(<AccountSettings onSaved={onSaved} />);
    await view.user.selectOptions(screen.getByLabelText('Interface and e-mail language'), 'pl');
    await view.user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Your language could not be saved. Please try again.')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
