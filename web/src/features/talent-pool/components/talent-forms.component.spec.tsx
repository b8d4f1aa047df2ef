import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ShortListButton } from './short-list-button.tsx';
import { TalentSettingsSection } from './talent-settings-section.tsx';

const settings = { visibility: 'participants', skills: ['Excel', 'Python'], link: null };

describe('the student’s talent pool settings', () => {
  it('loads the choice and skills, names a skill that is too long, and saves the rest', async () => {
    const seen = stubApi({
      'GET /api/student/settings/talent': () => ({ body: settings }),
      'GET /api/student/profile-views': () => ({ body: { viewers: [] } }),
      'PUT /api/student/settings/talent': (r) => ({ body: { ...settings, ...(r.body as object) } }),
    });
    const { user } = renderScreen(<TalentSettingsSection />);
    const skills = await screen.findByLabelText<HTMLInputElement>('Your skills');
    await vi.waitFor(() => expect(skills.value).toBe('Excel, Python'));
    expect(screen.getByText('No employer has viewed your profile yet.')).toBeTruthy();
    await user.type(skills, `, ${'Valuation'.repeat(5)}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(`“${'Valuation'.repeat(5)}” is too long: a skill may have at most 40 characters.`);
    expect(skills.getAttribute('aria-invalid')).toBe('true');
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
    await user.clear(skills);
    await user.type(skills, 'Excel,  Valuation ,,');
    await user.click(screen.getByRole('radio', { name: 'No one' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ visibility: 'nobody', skills: ['Excel', 'Valuation'] });
  });

  it('settings that cannot be loaded offer a retry; viewers are listed apart', async () => {
    let answer = 500;
    stubApi({
      'GET /api/student/settings/talent': () => (answer === 500 ? { status: 500, body: { title: 'Server error', status: 500 } } : { body: settings }),
      'GET /api/student/profile-views': () => ({ body: { viewers: [{ company: { uniqueId: 'c-1', name: 'Northbridge Capital', logo: null }, views: 3, lastViewedAt: '2026-11-20T10:00:00.000Z' }] } }),
    });
    const { user } = renderScreen(<TalentSettingsSection />);
    expect(await screen.findByText('Your talent pool settings could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('Northbridge Capital')).toBeTruthy();
    answer = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your skills')).toBeTruthy();
  });
});

describe('short-listing a student', () => {
  const org = '/api/organisations/org-1/short-lists';

  it('with no list yet, names a new list and saves the note on it', async () => {
    const list = { uniqueId: 'l-1', name: 'Spring interns', entries: [] };
    const seen = stubApi({
      [`GET ${org}`]: () => ({ body: { lists: [] } }),
      [`POST ${org}`]: () => ({ status: 201, body: { list } }),
      [`PUT ${org}/l-1/entries/s-1`]: () => ({ body: { list } }),
    });
    const saved = vi.spyOn(toast, 'success');
    const { user } = renderScreen(<ShortListButton organisationId="org-1" studentId="s-1" name="Rosa Lind" />);
    await user.click(screen.getByRole('button', { name: 'Short-list Rosa Lind' }));
    expect((screen.getByLabelText<HTMLInputElement>('Name of the new list')).maxLength).toBe(80);
    await user.type(screen.getByLabelText('Name of the new list'), 'Spring interns');
    await user.type(screen.getByLabelText('Note'), 'Strong valuation answers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Rosa Lind is on “Spring interns”.'));
    expect(seen.filter((r) => r.method !== 'GET').map((r) => r.body)).toEqual([{ name: 'Spring interns' }, { note: 'Strong valuation answers' }]);
    expect(screen.getByRole('button', { name: 'Short-list Rosa Lind' })).toBeTruthy();
  });

  it('a refused save says so and keeps the form open', async () => {
    stubApi({
      [`GET ${org}`]: () => ({ body: { lists: [{ uniqueId: 'l-1', name: 'Spring interns', entries: 2, updatedAt: '2026-11-20T10:00:00.000Z' }] } }),
      [`PUT ${org}/l-1/entries/s-1`]: () => ({ status: 403, body: { title: 'Forbidden', status: 403 } }),
    });
    const failed = vi.spyOn(toast, 'error');
    const { user } = renderScreen(<ShortListButton organisationId="org-1" studentId="s-1" name="Rosa Lind" />);
    await user.click(screen.getByRole('button', { name: 'Short-list Rosa Lind' }));
    expect(await screen.findByRole('option', { name: 'Spring interns' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('That did not work. Please try again.'));
    expect(screen.getByTestId('talent-short-list-form')).toBeTruthy();
  });
});
