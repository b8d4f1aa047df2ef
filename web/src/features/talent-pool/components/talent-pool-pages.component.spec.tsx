import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ShortListPage } from './short-list-page.tsx';
import { TalentPoolPage } from './talent-pool-page.tsx';
import { TargetSchoolPage } from './target-school-page.tsx';

const org = '/api/organisations/org-1';
const noOptions = () => ({ body: { events: [], challenges: [] } });
const student = {
  uniqueId: 's-1',
  link: 'rosa-lind',
  firstName: 'Rosa',
  lastName: 'Lind',
  university: { name: 'University of Tartu', area: 'Estonia' },
  tracks: [],
  yearOfStudy: null,
  skills: ['Excel'],
  bestBand: null,
};
const page = (students: unknown[], total = students.length) => ({ body: { students, total, more: false, page: 1, pageSize: 20 } });

describe('the talent pool search', () => {
  it('shows loading, then the empty state', async () => {
    const held = heldAnswer(page([]));
    stubApi({ [`GET ${org}/talent-pool`]: held.route, [`GET ${org}/talent-pool/options`]: noOptions });
    renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />, { path: '/dashboard/TalentPool' });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByText('No students match these filters.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Students found: 0' })).toBeTruthy();
  });

  it('the chosen filters go into the request, and the students found are listed', async () => {
    const seen = stubApi({ [`GET ${org}/talent-pool`]: (r) => page(r.query.size ? [student] : []), [`GET ${org}/talent-pool/options`]: noOptions });
    const { user } = renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />, { path: '/dashboard/TalentPool' });
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('valuation');
    await user.selectOptions(screen.getByLabelText('Challenge percentile'), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Only my target schools' }));
    await user.click(screen.getByRole('button', { name: 'Show students' }));
    expect(await screen.findByRole('link', { name: 'Rosa Lind' })).toBeTruthy();
    expect(Object.fromEntries(seen.filter((r) => r.path === `${org}/talent-pool`).at(-1)?.query ?? [])).toEqual({ q: 'valuation', band: '10', targets: '1' });
    expect(screen.getByRole('heading', { name: 'Students found: 1' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('Excel')).toBeTruthy();
  });

  it('with more matches than it ranks, a text search by relevance says which thousand it ranked', async () => {
    stubApi({ [`GET ${org}/talent-pool`]: () => ({ body: { students: [student], total: 1000, more: true, page: 1, pageSize: 20 } }), [`GET ${org}/talent-pool/options`]: noOptions });
    const { unmount } = renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />, { path: '/dashboard/TalentPool?q=excel' });
    expect((await screen.findByTestId('talent-ranked-newest')).textContent).toContain('the 1000 most recently updated profiles are ranked by relevance');
    unmount();
    renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />, { path: '/dashboard/TalentPool?q=excel&sort=percentile' });
    expect(await screen.findByRole('heading', { name: 'More than 1000 students' })).toBeTruthy();
    expect(screen.queryByTestId('talent-ranked-newest')).toBeNull();
  });

  it('sends the filters of the address and pages on', async () => {
    const seen = stubApi({ [`GET ${org}/talent-pool`]: () => ({ body: { students: [student], total: 45, more: false, page: 1, pageSize: 20 } }), [`GET ${org}/talent-pool/options`]: noOptions });
    const { user } = renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />, { path: '/dashboard/TalentPool?q=excel&band=25&targets=1' });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    const first = seen.find((r) => r.path === `${org}/talent-pool`);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ q: 'excel', band: '25', targets: '1' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('excel');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await vi.waitFor(() => expect(seen.filter((r) => r.path === `${org}/talent-pool`).at(-1)?.query.get('page')).toBe('2'));
  });

  it('a failed search offers a retry that asks again', async () => {
    let status = 500;
    stubApi({ [`GET ${org}/talent-pool`]: () => (status === 500 ? problem.server() : page([student])), [`GET ${org}/talent-pool/options`]: noOptions });
    const { user } = renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Rosa Lind' })).toBeTruthy();
  });

  it('asks for a country’s universities before the university can be chosen', async () => {
    const seen = stubApi({
      [`GET ${org}/talent-pool`]: () => page([]),
      [`GET ${org}/talent-pool/options`]: noOptions,
      'POST /get/university': () => ({ body: { msg: 'success', university: [{ name: 'University of Tartu' }] } }),
    });
    const { user } = renderScreen(<TalentPoolPage organisationId="org-1" nav={null} />);
    const university = screen.getByLabelText<HTMLSelectElement>('University');
    expect(university.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Country'), 'Estonia');
    expect(await screen.findByRole('option', { name: 'University of Tartu' })).toBeTruthy();
    expect(seen.find((r) => r.path === '/get/university')?.body).toEqual({ name: 'Estonia' });
    await user.selectOptions(university, 'University of Tartu');
    await user.click(screen.getByRole('button', { name: 'Show students' }));
    await vi.waitFor(() => expect(seen.filter((r) => r.path === `${org}/talent-pool`).at(-1)?.query.get('university')).toBe('University of Tartu'));
  });
});

const entry = { uniqueId: 's-1', note: 'Strong', addedBy: 'Ada Berg', addedAt: '2026-11-20T10:00:00.000Z', visible: true, student: { firstName: 'Rosa', lastName: 'Lind', university: student.university, tracks: [], yearOfStudy: null } };

describe('the short-lists', () => {
  it('with no list: the empty state; a new list is created with its trimmed name', async () => {
    let lists: unknown[] = [];
    const seen = stubApi({
      [`GET ${org}/short-lists`]: () => ({ body: { lists } }),
      [`GET ${org}/talent-pool/options`]: noOptions,
      [`POST ${org}/short-lists`]: () => {
        lists = [{ uniqueId: 'l-1', name: 'Spring', entries: 0, updatedAt: '2026-11-20T10:00:00.000Z' }];
        return { status: 201, body: { list: { uniqueId: 'l-1', name: 'Spring', entries: [] } } };
      },
      [`GET ${org}/short-lists/l-1`]: () => ({ body: { list: { uniqueId: 'l-1', name: 'Spring', entries: [] } } }),
    });
    const { user } = renderScreen(<ShortListPage organisationId="org-1" nav={null} />);
    expect(await screen.findByText('No lists yet. Create one here or short-list a student from the search.')).toBeTruthy();
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create list' });
    expect(create.disabled).toBe(true);
    await user.type(screen.getByLabelText('Name of the new list'), '   ');
    expect(create.disabled).toBe(true);
    await user.type(screen.getByLabelText('Name of the new list'), 'Spring  ');
    await user.click(create);
    expect(await screen.findByText('No one on this list yet.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Spring' });
    expect(screen.getByRole('heading', { name: 'Spring' })).toBeTruthy();
  });

  it('a refused new list says so and keeps the name', async () => {
    stubApi({ [`GET ${org}/short-lists`]: () => ({ body: { lists: [] } }), [`GET ${org}/talent-pool/options`]: noOptions, [`POST ${org}/short-lists`]: () => problem.badRequest() });
    const toasts = quietToasts();
    const { user } = renderScreen(<ShortListPage organisationId="org-1" nav={null} />);
    await user.type(await screen.findByLabelText('Name of the new list'), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('That did not work. Please try again.'));
    expect(screen.getByLabelText<HTMLInputElement>('Name of the new list').value).toBe('Spring');
  });

  it('loads the first list; a note is saved, an invite link is made; failures say so', async () => {
    const seen = stubApi({
      [`GET ${org}/short-lists`]: () => ({ body: { lists: [{ uniqueId: 'l-1', name: 'Spring', entries: 1, updatedAt: '2026-11-20T10:00:00.000Z' }] } }),
      [`GET ${org}/short-lists/l-1`]: () => ({ body: { list: { uniqueId: 'l-1', name: 'Spring', entries: [entry] } } }),
      [`GET ${org}/talent-pool/options`]: () => ({ body: { events: [], challenges: [{ uniqueId: 'c-1', title: 'DCF sprint', track: null }] } }),
      [`PUT ${org}/short-lists/l-1/entries/s-1`]: (r) => ({ body: { list: { uniqueId: 'l-1', name: 'Spring', entries: [{ ...entry, ...(r.body as object) }] } } }),
      [`POST ${org}/challenges/c-1/invites`]: () => problem.server(),
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<ShortListPage organisationId="org-1" nav={null} />);
    expect(await screen.findByRole('link', { name: 'Rosa Lind' })).toBeTruthy();
    expect(screen.getByText('Added by Ada Berg on', { exact: false })).toBeTruthy();
    const note = screen.getByLabelText('Note');
    await user.clear(note);
    await user.paste('Call back');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Note saved.'));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ note: 'Call back' });
    await user.selectOptions(screen.getByLabelText('Invite to a challenge'), 'c-1');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The invite link could not be created.'));
    expect(screen.queryByText('Send this link:')).toBeNull();
  });

  it('a list that cannot be loaded offers a retry', async () => {
    stubApi({ [`GET ${org}/short-lists`]: () => problem.server(), [`GET ${org}/talent-pool/options`]: noOptions });
    renderScreen(<ShortListPage organisationId="org-1" nav={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the target schools', () => {
  it('empty, then a school added by country and university', async () => {
    const held = heldAnswer({ body: { schools: [] } });
    const seen = stubApi({
      [`GET ${org}/target-schools`]: held.route,
      'POST /get/university': () => ({ body: { msg: 'success', university: [{ name: 'University of Tartu' }] } }),
      [`POST ${org}/target-schools`]: () => ({ body: { schools: [{ university: student.university, addedAt: '2026-11-20T10:00:00.000Z', students: 4 }] } }),
    });
    const { user } = renderScreen(<TargetSchoolPage organisationId="org-1" nav={null} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByText('No target schools yet.')).toBeTruthy();
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add' });
    expect(add.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Country'), 'Estonia');
    await user.selectOptions(screen.getByLabelText('University'), await screen.findByRole('option', { name: 'University of Tartu' }));
    await user.click(add);
    expect(await screen.findByRole('heading', { name: 'University of Tartu' })).toBeTruthy();
    expect(screen.getByText('Students you can see: 4', { exact: false })).toBeTruthy();
    expect(seen.find((r) => r.path === `${org}/target-schools` && r.method === 'POST')?.body).toEqual({ university: { name: 'University of Tartu', area: 'Estonia' } });
  });

  it('a refused removal says so and keeps the school; a failed load offers a retry', async () => {
    let load = 200;
    stubApi({
      [`GET ${org}/target-schools`]: () => (load === 500 ? problem.server() : { body: { schools: [{ university: student.university, addedAt: '2026-11-20T10:00:00.000Z', students: 4 }] } }),
      [`POST ${org}/target-schools/remove`]: () => problem.forbidden(),
    });
    const toasts = quietToasts();
    const { user, unmount } = renderScreen(<TargetSchoolPage organisationId="org-1" nav={null} />);
    await user.click(await screen.findByRole('button', { name: 'Remove University of Tartu' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('That did not work. Please try again.'));
    expect(screen.getByRole('heading', { name: 'University of Tartu' })).toBeTruthy();
    unmount();
    load = 500;
    renderScreen(<TargetSchoolPage organisationId="org-1" nav={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
  });
});
