import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { PasswordSettings } from './password-settings.tsx';

describe('the password change', () => {
  const fill = async (user: ReturnType<typeof renderScreen>['user'], current: string, next: string) => {
    if (current) await user.type(screen.getByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('asks for the current password and a new one of 8 characters before sending', async () => {
    const seen = stubApi({});
    const { user } = renderScreen(<PasswordSettings />);
    await fill(user, '', 'longenough');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your current password');
    await user.clear(screen.getByLabelText('New password'));
    await fill(user, 'old-secret', 'short');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(seen).toHaveLength(0);
  });

  it('a wrong current password is named; a right one clears the form and confirms', async () => {
    let answer = 'wrongpass';
    const seen = stubApi({ 'POST /api/student/settings/password': () => ({ body: { msg: answer } }) });
    const { user } = renderScreen(<PasswordSettings />);
    await fill(user, 'old-secret', 'new-secret-1');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    answer = 'success';
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>('Current password')).value).toBe('');
    expect(seen.at(-1)?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
  });

  it('shows the typed password on request, and hides it again', async () => {
    const { user } = renderScreen(<PasswordSettings />);
    const field = screen.getByLabelText('New password');
    const [, showNew] = screen.getAllByRole('button', { name: 'Show' });
    await user.click(showNew!);
    expect(field.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(field.getAttribute('type')).toBe('password');
  });

  it('too many attempts and a lost connection each say what happened', async () => {
    let mode: 'throttled' | 'offline' = 'throttled';
    stubApi({ 'POST /api/student/settings/password': () => (mode === 'offline' ? 'network-error' : { status: 429, body: { msg: 'throttled' } }) });
    const { user } = renderScreen(<PasswordSettings />);
    await fill(user, 'old-secret', 'new-secret-1');
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    mode = 'offline';
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password could not be changed. Please try again.')).toBeTruthy();
  });
});

describe('the account deletion', () => {
  it('opens a dialog that needs the password, refuses a wrong one, and Escape closes it with focus back on its button', async () => {
    const seen = stubApi({ 'POST /api/student/account/delete': () => ({ body: { msg: 'wrongpass' } }) });
    const { user } = renderScreen(<DeleteAccount />);
    const opener = screen.getByRole('button', { name: 'Delete account' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(screen.getByTestId('delete-error').textContent).toBe('Please enter Password');
    expect(seen).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'not-mine');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(await screen.findByText('Incorrect Password')).toBeTruthy();
    expect(seen[0]?.body).toEqual({ password: 'not-mine' });
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(false);
    // Effects run after the paint: focus returns to the opener then.
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says when too many wrong passwords were tried', async () => {
    stubApi({ 'POST /api/student/account/delete': () => ({ status: 429, body: { title: 'Too many requests', status: 429 } }) });
    const { user } = renderScreen(<DeleteAccount />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Password'), 'guess');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
  });
});
