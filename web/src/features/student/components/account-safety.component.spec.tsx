import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { DeleteAccount } from './delete-account.tsx';

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
