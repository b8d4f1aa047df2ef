import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render.tsx';
import type { SignInAnswer } from './auth-answer.ts';
import { SignInForm } from './sign-in-form.tsx';

function renderForm(answer: SignInAnswer | Error) {
  const submit = vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
  const onSignedIn = vi.fn();
  const view = renderScreen(
    <SignInForm title="Sign in" lead="Welcome back" documentTitle="Sign in" forgotHref="/forgot" registerHref="/register" submit={submit} onSignedIn={onSignedIn} />,
  );
  const fill = async (email: string, password: string) => {
    if (email) await view.user.type(screen.getByLabelText('Email'), email);
    if (password) await view.user.type(screen.getByLabelText('Password'), password);
    await view.user.click(screen.getByTestId('login-submit'));
  };
  return { ...view, submit, onSignedIn, fill };
}

describe('the sign-in form every audience uses', () => {
  it('asks for both fields before sending anything, and marks them invalid', async () => {
    const { fill, submit } = renderForm({ msg: 'success', token: 't' });
    await fill('', '');
    expect(screen.getByText('Please enter email address')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe('login-email-error');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and signs in on success', async () => {
    const { fill, submit, onSignedIn } = renderForm({ msg: 'success', token: 'tok' });
    await fill('  ana@ucl.ac.uk ', 'correct horse');
    expect(submit).toHaveBeenCalledWith({ email: 'ana@ucl.ac.uk', password: 'correct horse' });
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok' }), 'ana@ucl.ac.uk');
  });

  it('a suspended account is told so in words that stay on screen', async () => {
    const { fill, onSignedIn } = renderForm({ msg: 'suspended' });
    await fill('ana@ucl.ac.uk', 'correct horse');
    const alert = await screen.findByTestId('login-rate-limited');
    expect(alert.textContent).toContain('This account is suspended, so you cannot sign in.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a limited address says when to try again and that the owner was mailed an unlock link', async () => {
    const { fill, onSignedIn } = renderForm({ msg: 'ratelimited', reason: 'address', retryAfter: 600 });
    await fill('ana@ucl.ac.uk', 'guess');
    const alert = await screen.findByTestId('login-rate-limited');
    expect(alert.textContent).toMatch(/check your inbox: we have sent you a link that unlocks sign-in\. Otherwise please try again in 10 min/);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('an address of another audience links to that audience’s sign-in', async () => {
    const { fill } = renderForm({ msg: 'wrongkind', kind: 'employer' });
    await fill('hr@bank.example', 'secret');
    const note = await screen.findByTestId('login-wrong-kind');
    expect(note.textContent).toContain('This address belongs to an employer account.');
    expect(screen.getByRole('link', { name: 'Sign in there' }).getAttribute('href')).toBe('/employer/login');
  });

  it('a failed call leaves the button usable again', async () => {
    const { fill } = renderForm(new Error('offline'));
    await fill('ana@ucl.ac.uk', 'pw');
    expect(await screen.findByTestId('login-submit')).toHaveProperty('disabled', false);
  });
});
