// Posting approval per school (issue 26 part 2) through the real server: LSE's career center reviews employer jobs
// first; its staff decline an employer's job on /cc/dashboard with a reason, and the job never reaches LSE's students
// while a UCL student sees it; the company reads the decline on the job's details. Set-up (accounts, the company, the
// job, the setting) goes through the API; the decision through the screen, checked with axe and photographed at 390
// and 1280 px in English and German.
import type { APIRequestContext } from '@playwright/test';
import { createCompanyThroughApi, companyDomain, employerLoginThroughUi, registerEmployerThroughApi } from './employer-support.ts';
import { careerCenterAt, photographScreens, studentAt, UCL } from './host-areas-support.ts';
import { loginThroughUi, PASSWORD, uniqueEmail } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photograph } from './support/screenshots.ts';
import { layoutProblems, measureLayout, settle } from './support/layout.ts';

const LSE = { name: 'London School of Economics and Political Science, University of London', area: 'United Kingdom' };
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function jobSeen(request: APIRequestContext, token: string, jobId: string, title: string) {
  const page = await request.get(`/api/jobs/${jobId}`, { headers: auth(token) });
  const feed = (await (await request.get(`/api/student/feed?q=${encodeURIComponent(title)}&limit=20`, { headers: auth(token) })).json()) as { items: { id: string }[] };
  return { page: page.status(), inFeed: feed.items.some((i) => i.id === jobId) };
}

test.describe('career center posting approval', () => {
  test.slow();

  test('a center reviewing jobs first declines an employer job: its students never see it, another school’s do', async ({ page, request, browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    // ── Set-up through the API: an approved company with a job, LSE's career center set to review jobs first.
    const employerEmail = uniqueEmail(companyDomain(), 'odile');
    const employer = await registerEmployerThroughApi(request, employerEmail, 'Odile');
    const companyId = await createCompanyThroughApi(request, employer, `Gatehouse Advisory ${Date.now().toString(36)}`);
    await approveCompany(request, companyId);
    const title = `Unpaid Research Intern ${Date.now().toString(36)}`;
    const created = await request.post(`/api/organisations/${companyId}/jobs`, {
      headers: auth(employer.token),
      data: {
        title,
        type: 'internship',
        track: 'Finance',
        locations: ['London'],
        remote: false,
        description: '<p>Support our research team.</p>',
        requirements: ['Curiosity'],
        salary: null,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        apply: { method: 'platform' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { job: { uniqueId: string } }).job.uniqueId;
    const staff = await careerCenterAt(request, LSE, 'lse.ac.uk', 'leah');
    const mode = await request.put(`/api/organisations/${staff.organisationId}/posting-review/modes/job`, { headers: auth(staff.token), data: { mode: 'review' } });
    expect(mode.status(), await mode.text()).toBe(200);
    const lseStudent = await studentAt(request, LSE, 'lse.ac.uk', 'lena');
    const uclStudent = await studentAt(request, UCL, 'ucl.ac.uk', 'ugo');
    // Waiting for review: not yet for LSE's students, already for UCL's.
    expect(await jobSeen(request, lseStudent.token, jobId, title)).toEqual({ page: 404, inFeed: false });
    expect(await jobSeen(request, uclStudent.token, jobId, title)).toEqual({ page: 200, inFeed: true });

    // ── The decision, on /cc/dashboard.
    await page.goto('/career-center/login');
    await page.getByLabel('Email', { exact: true }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/cc\/dashboard$/);
    const panel = page.getByTestId('posting-review');
    await expect(panel.getByTestId('posting-mode-job')).toHaveValue('review');
    // The demo seed's jobs wait too (the setting reaches every live employer job): the queue shows five first.
    await panel.getByTestId('posting-queue-all').click();
    const item = panel.getByTestId('posting-queue').getByTestId('posting-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page, '/cc/dashboard (posting review)');
    await item.getByRole('button', { name: `Decline ${title}` }).click();
    await item.getByLabel('Reason for the company').fill('We do not advertise unpaid internships to our students.');
    await expectNoAxeViolations(page, '/cc/dashboard (decline form)');
    await item.getByRole('button', { name: 'Decline and tell the company' }).click();
    const decided = panel.getByTestId('posting-decided').getByTestId('posting-item').filter({ hasText: title });
    await expect(decided).toContainText('Declined');
    await expect(decided).toContainText('We do not advertise unpaid internships');

    // ── Never for LSE's students (page, feed, the job screen), still for UCL's.
    expect(await jobSeen(request, lseStudent.token, jobId, title)).toEqual({ page: 404, inFeed: false });
    expect(await jobSeen(request, uclStudent.token, jobId, title)).toEqual({ page: 200, inFeed: true });
    const student = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
    await loginThroughUi(student, lseStudent.email);
    await student.goto(`/jobs/${jobId}`);
    await expect(student.getByRole('heading', { name: title })).toHaveCount(0);
    await student.context().close();

    // ── The company reads the decline on the job's details.
    const employerPage = await (await browser.newContext({ baseURL, locale: 'en-GB' })).newPage();
    await employerLoginThroughUi(employerPage, employerEmail);
    await employerPage.goto(`/dashboard/job/details/${jobId}`);
    const school = employerPage.getByTestId('posting-school');
    await expect(school).toContainText('London School of Economics');
    await expect(school).toContainText('declined — We do not advertise unpaid internships to our students.');
    await expectNoAxeViolations(employerPage, '/dashboard/job/details (status per school)');
    for (const width of [390, 1280]) {
      await employerPage.setViewportSize({ width, height: 900 });
      await settle(employerPage);
      expect(layoutProblems(await measureLayout(employerPage)), `job details ${width}px`).toEqual([]);
      await photograph(employerPage, testInfo, `employer-job-schools-en-${width}`);
    }
    await employerPage.context().close();

    // ── The center's own standing with the company: blocked, with notes only its staff read (set-up via the API).
    const found = (await (await request.get(`/api/organisations/${staff.organisationId}/directory/companies?q=Gatehouse`, { headers: auth(staff.token) })).json()) as {
      companies: { organisationId: string; link: string }[];
    };
    const link = found.companies.find((c) => c.organisationId === companyId)!.link;
    const blocked = await request.put(`/api/organisations/${staff.organisationId}/employers/${link}/relationship`, {
      headers: auth(staff.token),
      data: { status: 'blocked', notes: 'Keeps posting unpaid roles.', contacts: 'Odile Owner, HR' },
    });
    expect(blocked.status()).toBe(200);

    const failures = await photographScreens(browser, baseURL, testInfo, { careertoken: staff.token }, [
      { path: '/cc/dashboard', name: 'cc-posting-review', ready: async (p) => void (await p.getByTestId('posting-decided').waitFor()) },
      { path: `/cc/dashboard/company/${link}`, name: 'cc-employer-relationship', ready: async (p) => void (await p.getByTestId('relationship-blocked-note').waitFor()) },
    ]);
    expect(failures).toEqual([]);
  });
});
