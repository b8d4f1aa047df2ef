import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { DirectoryCompany } from '../api/directory.ts';
import { CompanySearchPage } from './company-search-page.tsx';

const path = 'GET /api/organisations/cc-1/directory/companies';
const company = (n: number, activity: Partial<DirectoryCompany['activity']> = {}): DirectoryCompany => ({
  organisationId: `org-${n}`,
  name: `Company ${n}`,
  link: `company-${n}`,
  logo: null,
  industry: 'Investment Banking',
  size: '201-1000',
  country: 'United Kingdom',
  locations: ['London'],
  tracks: ['Finance'],
  hiringNow: n === 1,
  activity: { students: { value: 12 }, eventAttendances: { fewerThan: 5 }, applications: { withheld: true }, ...activity },
});
const page = (items: DirectoryCompany[], total = items.length, number = 1) => ({ body: { companies: items, total, page: number, pageSize: 20 } });
const renderSearch = () => renderScreen(<CompanySearchPage kind="career_center" organisationId="cc-1" nav={null} companyHref={(link) => `/cc/dashboard/company/${link}`} />);

describe('the host’s employer directory', () => {
  it('shows activity as aggregates only: a number, “fewer than 5”, or withheld', async () => {
    stubApi({ [path]: () => page([company(1)]) });
    renderSearch();
    const card = await screen.findByTestId('company-result');
    expect(within(card).getByTestId('activity-students').textContent).toBe('12');
    expect(within(card).getByTestId('activity-attendances').textContent).toBe('fewer than 5');
    expect(within(card).getByTestId('activity-applications').textContent).toBe('withheld (would reveal fewer than 5 students)');
    expect(screen.getByText('Employers found: 1')).toBeTruthy();
  });

  it('sends the filters only when searched, and pages through the results', async () => {
    const seen = stubApi({ [path]: (r) => page([company(Number(r.query.get('page') ?? 1))], 45, Number(r.query.get('page') ?? 1)) });
    const { user } = renderSearch();
    await screen.findByTestId('company-result');
    await user.type(screen.getByLabelText('Name'), 'North');
    await user.click(screen.getByTestId('company-search-hiring'));
    expect(seen).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(Object.fromEntries(seen[1]!.query)).toEqual({ q: 'North', hiring: 'true' });
    await user.click(within(screen.getByTestId('company-search-pager')).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company 2')).toBeTruthy();
    expect(seen.at(-1)!.query.get('page')).toBe('2');
  });

  it('says when nothing matches, and when the search cannot run', async () => {
    let answer: 'empty' | 'bad' = 'empty';
    stubApi({ [path]: () => (answer === 'empty' ? page([]) : { status: 400, body: { title: 'Bad request', status: 400 } }) });
    const { user } = renderSearch();
    expect((await screen.findByTestId('company-search-empty')).textContent).toBe('No employers match your search.');
    answer = 'bad';
    await user.type(screen.getByLabelText('Location'), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('company-search-error')).textContent).toContain('That search could not be run. Check the fields and try again.');
  });
});
