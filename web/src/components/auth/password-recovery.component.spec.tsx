import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { renderScreen } from '../../testing/render.tsx';
import type { SignInAnswer } from './auth-answer.ts';
import { ForgotPasswordCard } from './forgot-password-card.tsx';
import { ResetPasswordCard } from './reset-password-card.tsx';

describe('asking for a recovery link', () => {
  it('needs an address, then says the same whether or not it has an account', async () => {
    const submit = vi.fn((): Promise<SignInAnswer> => Promise.resolve({ msg: 'success' }));
    const { user } = renderScreen(<ForgotPasswordCard submit={submit} loginHref="/login" />);
    await user.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText('Please enter email address')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), ' ana@ucl.ac.uk ');
    await user.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(
      'If ana@ucl.ac.uk belongs to an account, a link to set a new password is on its way. It is valid for 30 minutes.',
    );
    expect(submit).toHaveBeenCalledWith({ email: 'ana@ucl.ac.uk', lng: 'en' });
  });

  it('a failed call says so and keeps the form', async () => {
    const { user } = renderScreen(<ForgotPasswordCard submit={() => Promise.reject(new Error('offline'))} loginHref="/login" />);
    await user.type(screen.getByLabelText('Email'), 'ana@ucl.ac.uk');
    await user.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be sent. Please try again.');
    expect(screen.getByTestId('forgot-submit')).toHaveProperty('disabled', false);
  });
});

describe('setting a new password from the link', () => {
  const renderReset = (answer: SignInAnswer) => {
    const submit = vi.fn(() => Promise.resolve(answer));
    const onDone = vi.fn();
    const view = renderScreen(<ResetPasswordCard submit={submit} forgotHref="/forgot" onDone={onDone} />);
    return { ...view, submit, onDone };
  };

  it('refuses a short password before sending', async () => {
    const { user, submit } = renderReset({ msg: 'success' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByTestId('reset-submit'));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('an expired link offers a new one', async () => {
    const { user, onDone } = renderReset({ msg: 'expired' });
    await user.type(screen.getByLabelText('New password'), 'long enough pass');
    await user.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-dead')).textContent).toContain('This link has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('the server’s own reason for a weak password is shown at the field', async () => {
    const { user } = renderReset({ msg: 'weak password', message: 'This password appears in known breaches.' });
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('This password appears in known breaches.')).toBeTruthy();
  });

  it('success says so and hands over to the login', async () => {
    const done = vi.spyOn(toast, 'success');
    const { user, onDone } = renderReset({ msg: 'success' });
    await user.type(screen.getByLabelText('New password'), 'long enough pass');
    await user.click(screen.getByTestId('reset-submit'));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(done).toHaveBeenCalledWith('Your password was changed. Please log in.');
  });
});
