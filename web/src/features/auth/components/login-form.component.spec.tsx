import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';

// /login and /student-organization/login (spec §2 Login, §5, §8) against a stand-in for POST /api/student/login that
// answers as services/api/src/accounts does: 'notreg' for an unknown address, 'wrongpass' for a wrong password.
const KNOWN = 'olga@ucl.ac.uk';
const PASSWORD = 'correct horse battery';

// Typing four values through user-event takes seconds on a loaded 2-core machine.
describe('student login form', { timeout: 30_000 }, () => {
  it('empty fields, unknown address and wrong password; the legal and support links', async () => {
    const toasts = quietToasts();
    const seen = stubApi({
      'POST /api/student/login': ({ body }) => {
        const { email, password } = body as { email: string; password: string };
        return { body: { msg: email !== KNOWN ? 'notreg' : password !== PASSWORD ? 'wrongpass' : 'success' } };
      },
    });
    const { user } = renderScreen(<LoginForm />, { path: '/student-organization/login' });
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-email-error').textContent).toBe('Please enter email address ');
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(seen).toHaveLength(0);

    const email = screen.getByLabelText('Email', { exact: true });
    const password = screen.getByLabelText('Password', { exact: true });
    await user.type(email, 'nobody@ucl.ac.uk');
    await user.type(password, PASSWORD);
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Email Not Registered'));

    await user.clear(email);
    await user.type(email, KNOWN);
    await user.clear(password);
    await user.type(password, 'not the password');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Incorrect Password'));

    const main = screen.getByRole('navigation', { name: /./ });
    for (const [text, href] of [['Terms of use', '/terms'], ['Privacy policy', '/privacy'], ['Support', '/support']] as const) {
      expect(screen.getByRole('link', { name: text }).getAttribute('href'), text).toBe(href);
      expect(main.contains(screen.getByRole('link', { name: text }))).toBe(true);
    }
  });
});
