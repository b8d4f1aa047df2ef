import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import { CompanySettingsForm } from './company-settings-form.tsx';

const path = '/api/organisations/org-1/company/settings';
const settings = (publicPage: boolean): Answer => ({ body: { settings: { defaultTimezone: 'Europe/Berlin', publicPage } }, headers: { etag: publicPage ? '"2"' : '"1"' } });

describe('company settings form', () => {
  it('shows the error and a retry when the settings cannot be loaded, and the form once they can', async () => {
    let calls = 0;
    stubApi({ [`GET ${path}`]: () => (++calls === 1 ? { status: 500, body: { title: 'boom', status: 500 } } : settings(false)) });
    const { user } = renderScreen(<CompanySettingsForm organisationId="org-1" canEdit />);
    expect(await screen.findByText('This could not be loaded. Please check your connection.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Show our company page to students')).toBeTruthy();
  });

  it('saves with the version it loaded; a colleague’s newer save shows the stale alert, and Reload loads theirs', async () => {
    let loads = 0;
    const seen = stubApi({
      [`GET ${path}`]: () => settings(++loads > 1),
      [`POST ${path}`]: () => ({ status: 412, body: { title: 'Precondition failed', status: 412 } }),
    });
    const { user } = renderScreen(<CompanySettingsForm organisationId="org-1" canEdit />);
    const toggle = await screen.findByLabelText<HTMLInputElement>('Show our company page to students');
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await user.click(screen.getByTestId('company-settings-save'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed the settings since you opened them.');
    const save = seen.find((r) => r.method === 'POST');
    expect(save?.headers.get('If-Match')).toBe('"1"');
    expect(save?.body).toEqual({ defaultTimezone: 'Europe/Berlin', publicPage: true });

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((await screen.findByLabelText<HTMLInputElement>('Show our company page to students')).checked).toBe(true);
  });

  it('a member without the right to edit reads the settings and cannot save', async () => {
    stubApi({ [`GET ${path}`]: () => settings(true) });
    renderScreen(<CompanySettingsForm organisationId="org-1" canEdit={false} />);
    expect((await screen.findByLabelText<HTMLInputElement>('Show our company page to students')).disabled).toBe(true);
    expect(screen.queryByTestId('company-settings-save')).toBeNull();
  });
});
