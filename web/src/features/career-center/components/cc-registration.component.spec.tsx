import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { setAppState } from '../../../lib/app-state.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CcRegistration } from './cc-registration.tsx';

const UCL = { name: 'University College London', logo: '', area: 'United Kingdom', domains: ['ucl.ac.uk'] };

async function toDetails() {
  setAppState({ Uni: UCL });
  const view = renderScreen(<CcRegistration universityPicker={<p>picker</p>} />, { path: '/career-center/register' });
  await view.user.click(screen.getByTestId('cc-next'));
  await screen.findByLabelText('Work email');
  return view;
}

async function fillDetails(user: Awaited<ReturnType<typeof toDetails>>['user'], email: string) {
  await user.type(screen.getByLabelText('Work email'), email);
  await user.type(screen.getByLabelText('First name'), 'Jo');
  await user.type(screen.getByLabelText('Last name'), 'Bloggs');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
  await user.click(screen.getByTestId('cc-send-code'));
}

describe('career-center registration screen', () => {
  it("asks for an address at the university's domains and focuses it", async () => {
    const seen = stubApi({});
    const { user } = await toDetails();
    await fillDetails(user, 'jo@kcl.ac.uk');
    expect(screen.getByText('Please use your address at the university (ucl.ac.uk)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('cc-email'));
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('lets Register wait for four digits, and shows the server wording of a refused password on the details', async () => {
    quietToasts();
    stubApi({
      'POST /api/career-center/otp/new': () => ({ body: { msg: 'success' } }),
      'POST /api/career-center/register': () => ({ body: { msg: 'weak password', message: 'Too common' } }),
    });
    const { user } = await toDetails();
    await fillDetails(user, 'jo.careers@ucl.ac.uk');
    expect(await screen.findByRole('heading', { name: 'Check your email inbox' })).toBeTruthy();
    await user.type(screen.getByTestId('cc-code'), '12');
    expect(screen.getByTestId<HTMLButtonElement>('cc-register').disabled).toBe(true);
    await user.type(screen.getByTestId('cc-code-3'), '34');
    await user.click(screen.getByTestId('cc-register'));
    expect(await screen.findByText('Too common')).toBeTruthy();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password.getAttribute('aria-describedby')).toBe('cc-password-error');
    await waitFor(() => expect(document.activeElement).toBe(password));
    // The other details are kept for the next try.
    expect(screen.getByLabelText<HTMLInputElement>('Work email').value).toBe('jo.careers@ucl.ac.uk');
  });
});
