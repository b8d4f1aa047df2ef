import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { bearer, registerStudent, uniqueAddress } from '../testing/student-api.ts';
import { inquiryContacts, inquiryRetentionDays } from './inquiry-contacts.ts';
import { inquiryLimits } from './inquiry.service.ts';

// The public site's forms on real Postgres (issue 15): a valid request is stored in the log, mailed to the sales
// address and confirmed to the requester in their language; bad input is a 400 with nothing written or mailed; the
// shared limiter refuses a flood with 429.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started));

const sales = 'sales@fast-track.local';
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;
const tour = (overrides: Record<string, unknown> = {}) => ({
  kind: 'tour',
  name: 'Hana Novak',
  email: `hana.${unique()}@kestrel-partners.com`,
  company: 'Kestrel Partners',
  size: '250-999',
  slots: ['tue-am', 'thu-pm'],
  message: 'We hire 40 analysts a year.',
  lng: 'de',
  ...overrides,
});
/** Inquiry events plus inquiry rows: a stored request counts twice, a refused one not at all. */
const stored = async () =>
  Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'InquirySubmitted'`)).rows[0]!.n) +
  Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM inquiry_contacts')).rows[0]!.n);
const contactsFrom = async (email: string) =>
  Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM inquiry_contacts WHERE email_key = $1', [email.toLowerCase()])).rows[0]!.n);
/** Each test its own client address, so the per-client limit of one test never refuses another's. */
const from = (client: string) => ({ 'x-forwarded-for': client });

describe('POST /api/public/inquiries', () => {
  it('stores a tour request, mails it to sales and confirms it to the requester in their language', async () => {
    const before = await stored();
    const request = tour();
    const res = await api.post('/api/public/inquiries', request, from('10.0.0.1'));
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(reference).toMatch(/^[A-F0-9]{8}$/);
    expect(await stored()).toBe(before + 2);

    const event = await testDb.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM events WHERE type = 'InquirySubmitted' ORDER BY global_position DESC LIMIT 1`,
    );
    // The log keeps the choices; the person's name, address, firm and message are an erasable row beside it.
    expect(event.rows[0]!.data).toMatchObject({ kind: 'tour', lng: 'de', size: '250-999', slots: ['tue-am', 'thu-pm'] });
    expect(JSON.stringify(event.rows[0]!.data)).not.toMatch(/Hana|Kestrel|analysts|@/);
    const row = await testDb.db.query<{ personal: Record<string, unknown> }>('SELECT personal FROM inquiry_contacts WHERE inquiry_id = $1', [
      event.rows[0]!.data['inquiryId'],
    ]);
    expect(row.rows[0]!.personal).toEqual({ name: 'Hana Novak', email: request.email, company: 'Kestrel Partners', message: 'We hire 40 analysts a year.' });

    const toSales = (await api.mailbox(sales)).find((m) => m.subject.includes(reference));
    expect(toSales?.subject).toBe(`Tour request ${reference}`);
    expect(toSales?.text).toContain(request.email);
    expect(toSales?.text).toContain('tue-am, thu-pm');
    const confirmation = (await api.mailbox(request.email))[0];
    expect(confirmation?.subject).toBe('Deine Anfrage für eine Tour durch den Employer Hub');
    expect(confirmation?.text).toContain(reference);
    // The confirmation repeats nothing the requester typed but their name.
    expect(confirmation?.text).not.toContain('40 analysts');
  });

  it('takes a career center request and a support question', async () => {
    const cc = await api.post(
      '/api/public/inquiries',
      { ...tour({ kind: 'career-center', size: '5000-20000', company: 'University of Oxford', lng: 'fr' }), email: `carla.${unique()}@careers.ox.ac.uk` },
      from('10.0.0.2'),
    );
    expect(cc.status).toBe(201);
    const supportEmail = `anna.${unique()}@gmail.com`;
    const support = await api.post(
      '/api/public/inquiries',
      { kind: 'support', name: 'Anna', email: supportEmail, topic: 'events', message: 'I cannot find the events I joined.', lng: 'pl' },
      from('10.0.0.2'),
    );
    expect(support.status).toBe(201);
    expect((await api.mailbox(supportEmail))[0]?.subject).toBe('Otrzymaliśmy Twoje pytanie');
  });

  it.each([
    ['no name', { name: '   ' }],
    ['a private address for a tour', { email: 'someone@gmail.com' }],
    ['not an address', { email: 'hana-at-kestrel' }],
    ['an unknown size', { size: '12' }],
    ['no slot', { slots: [] }],
    ['six slots', { slots: ['mon-am', 'mon-pm', 'tue-am', 'tue-pm', 'wed-am', 'wed-pm'] }],
    ['an unknown slot', { slots: ['sun-am'] }],
    ['a NUL byte', { company: 'Kestrel\u0000' }],
    ['a lone surrogate', { name: 'Hana \uD800' }],
    ['a long message', { message: 'x'.repeat(2001) }],
    ['a wrong type', { slots: 'tue-am' }],
    ['an extra field', { admin: true }],
    ['an unknown kind', { kind: 'newsletter' }],
  ])('refuses %s with 400, storing and mailing nothing', async (_label, overrides) => {
    const before = await stored();
    const request = tour(overrides);
    const res = await api.post('/api/public/inquiries', request, from('10.0.1.1'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    if (typeof request.email === 'string' && request.email.includes('@')) expect(await api.mailbox(request.email)).toEqual([]);
  });

  it('refuses a support question without a message, and a body that is not JSON', async () => {
    const before = await stored();
    const empty = await api.post('/api/public/inquiries', { kind: 'support', name: 'A', email: 'a@example.com', topic: 'other', message: 'short' });
    expect(empty.status).toBe(400);
    const broken = await api.post('/api/public/inquiries', '{"kind":');
    expect(broken.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('limits one client to a few requests an hour (429 with Retry-After), then lets it in again', async () => {
    const client = from('10.0.2.1');
    for (let i = 0; i < inquiryLimits.perClient; i += 1) {
      expect((await api.post('/api/public/inquiries', tour(), client)).status).toBe(201);
    }
    const before = await stored();
    const refused = await api.post('/api/public/inquiries', tour(), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ msg: 'throttled' });
    expect(await stored()).toBe(before);
    api.clock.advance(inquiryLimits.windowMs + 1000);
    expect((await api.post('/api/public/inquiries', tour(), client)).status).toBe(201);
  });

  it('limits one requester address across clients', async () => {
    const email = `olga.${unique()}@kestrel-partners.com`;
    for (let i = 0; i < inquiryLimits.perAddress; i += 1) {
      expect((await api.post('/api/public/inquiries', tour({ email }), from(`10.0.3.${i}`))).status).toBe(201);
    }
    expect((await api.post('/api/public/inquiries', tour({ email }), from('10.0.3.99'))).status).toBe(429);
  });
});

describe('erasure and retention of inquiries', () => {
  it('erases the inquiries sent from an address when the account of that address is deleted, and nobody else’s', async () => {
    const address = uniqueAddress('ines.erase');
    const token = await registerStudent(api, address);
    const bystander = `bea.${unique()}@gmail.com`;
    const ask = (email: string, client: string, name = 'Ines Erasable') =>
      api.post('/api/public/inquiries', { kind: 'support', name, email, topic: 'privacy', message: 'Please tell me what you store.', lng: 'en' }, from(client));
    expect((await ask(address.toUpperCase(), '10.0.4.1')).status).toBe(201);
    expect((await ask(address, '10.0.4.1')).status).toBe(201);
    expect((await ask(bystander, '10.0.4.2', 'Bea')).status).toBe(201);
    expect(await contactsFrom(address)).toBe(2);

    const deleted = await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(token));
    expect(await deleted.json()).toEqual({ msg: 'success' });
    expect(await contactsFrom(address)).toBe(0);
    expect(await contactsFrom(bystander)).toBe(1);
    // Nothing of the person is left in the log's inquiry events or the inquiry rows.
    const traces = await testDb.db.query<{ t: string }>(
      `SELECT data::text AS t FROM events WHERE type = 'InquirySubmitted' UNION ALL SELECT personal::text FROM inquiry_contacts`,
    );
    expect(traces.rows.filter((r) => r.t.toLowerCase().includes(address.toLowerCase()) || r.t.includes('Ines'))).toEqual([]);
  });

  it(`keeps a visitor’s inquiry for ${inquiryRetentionDays} days, then prunes it (on the next write and by the sweep)`, async () => {
    const old = `vera.${unique()}@kestrel-partners.com`;
    expect((await api.post('/api/public/inquiries', tour({ email: old }), from('10.0.5.1'))).status).toBe(201);
    api.clock.advance((inquiryRetentionDays - 1) * 24 * 3_600_000);
    expect((await api.post('/api/public/inquiries', tour(), from('10.0.5.2'))).status).toBe(201);
    expect(await contactsFrom(old)).toBe(1);
    api.clock.advance(2 * 24 * 3_600_000);
    const fresh = `walt.${unique()}@kestrel-partners.com`;
    expect((await api.post('/api/public/inquiries', tour({ email: fresh }), from('10.0.5.3'))).status).toBe(201);
    expect(await contactsFrom(old)).toBe(0);
    expect(await contactsFrom(fresh)).toBe(1);
    // The sweep on its own: nothing is older than the period yet, so it keeps the fresh one; a year later it goes.
    expect(await inquiryContacts.prune(testDb.db, api.clock.now)).toBe(0);
    expect(await inquiryContacts.prune(testDb.db, api.clock.now + 366 * 24 * 3_600_000)).toBeGreaterThan(0);
    expect(await contactsFrom(fresh)).toBe(0);
  });
});

describe('GET /api/public/site and /sitemap.xml', () => {
  it('gives the footer and pricing settings without the sales address', async () => {
    const res = await api.get('/api/public/site');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ social: [], pricing: { currency: 'EUR', plans: { starter: null, growth: null, enterprise: null } } });
    expect(body).not.toContain('sales@');
  });

  it('lists the public pages in the sitemap', async () => {
    const res = await api.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    for (const path of ['/employer/pricing', '/career-centers/marketing-toolkit/', '/founders-hub', '/magazine']) {
      expect(xml).toContain(`<loc>http://localhost:8080${path}</loc>`);
    }
  });
});
