import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../events/testing/hosting-world.ts';
import { hostKindsWorld, type HostKindsWorld } from '../host-areas/testing/host-kinds-world.ts';
import type { Registered } from '../testing/audiences.ts';
import { companiesWorld, type CompanyOfEmployer } from '../testing/companies-world.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 13 on real Postgres: a student organisation's sponsor pipeline (cards, stages, activity) and a sponsorship
// request to an on-platform company that the company's members accept in the Employer Hub. Roles, validation,
// nothing written on a refusal.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
let employer: Registered;
let companyId: string;
let otherEmployer: Registered;
let otherCompanyId: string;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-sponsors-7k1' });
beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
  const world = await companiesWorld(testDb.db, api, [
    { who: 'vera', company: { name: 'Vantage Capital', website: 'https://vantage.example.com', industry: 'Investment banking', size: '51-200', country: 'United Kingdom' } },
    { who: 'walt', company: { name: 'Walden Law', website: 'https://walden.example.com', industry: 'Law', size: '11-50', country: 'United Kingdom' } },
  ]);
  const [mine, other] = world.companies as [CompanyOfEmployer, CompanyOfEmployer];
  ({ employer, companyId } = mine);
  ({ employer: otherEmployer, companyId: otherCompanyId } = other);
});

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const cards = (org = w.society) => `/api/organisations/${org}/sponsors`;
const details = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Vantage Capital',
  companyId,
  contactName: 'Vera Lind',
  contactEmail: 'vera.lind@vantage.example.com',
  value: 2500,
  currency: 'GBP',
  notes: 'Met at the autumn fair.',
  nextStep: 'Send the sponsorship deck',
  nextStepDate: '2030-03-01',
  ...overrides,
});

describe('sponsor pipeline', () => {
  let cardId: string;

  it('adds a card in the prospect stage, with its details and an activity entry', async () => {
    const added = await call(api, 'POST', cards(), w.societyOwner.token, details());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const card = added.body['card'] as Record<string, unknown>;
    expect(card).toMatchObject({ stage: 'prospect', companyName: 'Vantage Capital', companyId, value: 2500, currency: 'GBP', request: { status: 'none' } });
    cardId = card['cardId'] as string;
    const one = await call(api, 'GET', `${cards()}/${cardId}`, w.societyMember.token);
    expect((one.body['activity'] as { kind: string }[]).map((a) => a.kind)).toEqual(['added']);
  });

  it('refuses bad details field by field and writes nothing', async () => {
    const before = await count();
    for (const [overrides, path] of [
      [{ companyName: '   ' }, 'companyName'],
      [{ contactEmail: 'not an address' }, 'contactEmail'],
      [{ value: -1 }, 'value'],
      [{ value: 1.5 }, 'value'],
      [{ currency: 'BTC' }, 'currency'],
      [{ nextStepDate: '2030-02-30' }, 'nextStepDate'],
      [{ notes: 'a\u0000b' }, 'notes'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
      [{ companyId: 'robert; drop table' }, 'companyId'],
      [{ extra: true }, '(body)'],
    ] as const) {
      const refused = await call(api, 'POST', cards(), w.societyOwner.token, details(overrides));
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(refused.body['errors'])).toContain(path === '(body)' ? '' : path);
    }
    expect(await count()).toBe(before);
  });

  it('moves through the stages; another society\'s owner gets 403, another society\'s card is not found', async () => {
    for (const stage of ['contacted', 'negotiating']) {
      const moved = await call(api, 'POST', `${cards()}/${cardId}/move`, w.societyMember.token, { stage });
      expect(moved.body['card']).toMatchObject({ stage });
    }
    const before = await count();
    expect((await call(api, 'POST', `${cards()}/${cardId}/move`, w.societyMember.token, { stage: 'negotiating' })).status).toBe(200);
    expect((await call(api, 'POST', `${cards()}/${cardId}/move`, w.societyMember.token, { stage: 'won' })).status).toBe(400);
    expect((await call(api, 'GET', cards(), w.otherSocietyOwner.token)).status).toBe(403);
    expect((await call(api, 'POST', `${cards()}/${cardId}/move`, w.otherSocietyOwner.token, { stage: 'lost' })).status).toBe(403);
    expect((await call(api, 'POST', `${cards(w.otherSociety)}/${cardId}/move`, w.otherSocietyOwner.token, { stage: 'lost' })).status).toBe(404);
    expect((await call(api, 'GET', cards(), w.oxfordStaff.token)).status).toBe(403);
    expect((await call(api, 'GET', cards(), employer.token)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('sends a sponsorship request the company sees and accepts; the card becomes a sponsor', async () => {
    const before = await count();
    const offPlatform = await call(api, 'POST', cards(), w.societyOwner.token, details({ companyName: 'Corner Bakery', companyId: null }));
    const offId = (offPlatform.body['card'] as { cardId: string }).cardId;
    expect((await call(api, 'POST', `${cards()}/${offId}/request`, w.societyOwner.token, { message: 'Hi' })).status).toBe(409);
    expect(await count()).toBe(before + 1);

    const sent = await call(api, 'POST', `${cards()}/${cardId}/request`, w.societyOwner.token, { message: 'Would you sponsor our trading competition?' });
    expect(sent.body['card']).toMatchObject({ request: { status: 'pending', message: 'Would you sponsor our trading competition?' } });
    expect((await call(api, 'POST', `${cards()}/${cardId}/request`, w.societyOwner.token, { message: 'Again' })).status).toBe(409);

    const inbox = await call(api, 'GET', `/api/organisations/${companyId}/sponsorship-requests`, employer.token);
    const requests = inbox.body['requests'] as { cardId: string; status: string; society: { name: string } }[];
    expect(requests.map((r) => [r.cardId, r.status])).toEqual([[cardId, 'pending']]);
    expect(requests[0]!.society.name).toContain('Investment Society');
    expect((await call(api, 'GET', `/api/organisations/${otherCompanyId}/sponsorship-requests`, otherEmployer.token)).body['requests']).toEqual([]);
    expect((await call(api, 'GET', `/api/organisations/${companyId}/sponsorship-requests`, otherEmployer.token)).status).toBe(403);
    expect((await call(api, 'POST', `/api/organisations/${otherCompanyId}/sponsorship-requests/${cardId}/answer`, otherEmployer.token, { accept: true })).status).toBe(404);
    expect((await call(api, 'POST', `/api/organisations/${companyId}/sponsorship-requests/${cardId}/answer`, w.societyOwner.token, { accept: true })).status).toBe(403);
    expect((await call(api, 'POST', `/api/organisations/${companyId}/sponsorship-requests/${cardId}/answer`, employer.token, { accept: 'yes' })).status).toBe(400);

    const accepted = await call(api, 'POST', `/api/organisations/${companyId}/sponsorship-requests/${cardId}/answer`, employer.token, { accept: true });
    expect(accepted.body['request']).toMatchObject({ cardId, status: 'accepted' });
    expect((await call(api, 'POST', `/api/organisations/${companyId}/sponsorship-requests/${cardId}/answer`, employer.token, { accept: false })).status).toBe(409);
    const card = await call(api, 'GET', `${cards()}/${cardId}`, w.societyOwner.token);
    expect(card.body['card']).toMatchObject({ stage: 'sponsor', request: { status: 'accepted' } });
    expect((card.body['activity'] as { kind: string }[]).map((a) => a.kind)).toEqual(['moved', 'accepted', 'requested', 'moved', 'moved', 'added']);
  });

  it('finds approved companies by name for a society member (wildcards are text); visitors get 401', async () => {
    const found = await call(api, 'GET', '/api/companies/search?q=vantage', w.societyOwner.token);
    expect((found.body['companies'] as { organisationId: string }[]).map((c) => c.organisationId)).toEqual([companyId]);
    expect(((await call(api, 'GET', '/api/companies/search?q=%25', w.societyOwner.token)).body['companies'] as unknown[]).length).toBe(0);
    expect((await call(api, 'GET', '/api/companies/search?q=vantage')).status).toBe(401);
    expect((await call(api, 'GET', '/api/companies/search?q=a&q=b', w.societyOwner.token)).status).toBe(400);
  });

  it('edits a card\'s contact, value, notes and next step', async () => {
    const listed = (await call(api, 'GET', cards(), w.societyOwner.token)).body['cards'] as { cardId: string }[];
    const edited = await call(api, 'POST', `${cards()}/${listed[0]!.cardId}/edit`, w.societyMember.token, details({ value: 4000, nextStep: 'Sign the contract', nextStepDate: '2030-04-15' }));
    expect(edited.body['card']).toMatchObject({ value: 4000, nextStep: 'Sign the contract', nextStepDate: '2030-04-15' });
  });
});
