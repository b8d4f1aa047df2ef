// The gateway's limits through real nginx (issue 22, probe items 4, 5, 8): the client address it hands the API
// cannot be written by the client, each upload route takes what the API takes, and its own refusals are
// problem+json. Each test speaks from a loopback address of its own, so its counts never touch another spec's
// (they all come from 127.0.0.1).
import { loginLimitPerClient } from '../services/api/src/accounts/login.service.ts';
import { inquiryLimits } from '../services/api/src/public-site/index.ts';
import { uploadLimits } from '../services/shared/src/uploads/upload-limits.ts';
import { companyDomain, createCompanyThroughApi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { registerThroughApi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expect, test } from './support/fixtures.ts';
import { loopbackClient, NGINX, raw, startGateway, type Gateway, type RawResponse } from './support/gateway.ts';

const json = { 'Content-Type': 'application/json' };
const problem = (res: RawResponse) => ({
  status: res.status,
  type: res.headers['content-type'],
  body: JSON.parse(res.body.toString()) as { status: number; code: string },
});

test.describe('gateway limits (nginx)', () => {
  test.describe.configure({ mode: 'serial' });

  let gateway: Gateway;
  test.beforeAll(async () => {
    if (!NGINX && process.env['CI']) throw new Error('nginx is not installed');
    test.skip(!NGINX, 'nginx is not installed');
    gateway = await startGateway([`127.0.0.1:${process.env.E2E_PORT}`]);
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });

  test('rotating X-Forwarded-For through the gateway changes nothing about the per-client limits', async () => {
    const client = loopbackClient();
    const answers: number[] = [];
    for (let i = 0; i < loginLimitPerClient + 2; i += 1) {
      const res = await raw(`${gateway.url}/api/student/login`, {
        method: 'POST',
        headers: { ...json, 'X-Forwarded-For': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `nobody.${i}.${Date.now()}@ucl.ac.uk`, password: 'a wrong guess' }),
        localAddress: client,
      });
      answers.push(res.status);
      if (res.status === 429) expect(JSON.parse(res.body.toString())).toMatchObject({ msg: 'ratelimited', reason: 'client' });
    }
    expect(answers).toEqual([...Array<number>(loginLimitPerClient).fill(200), 429, 429]);

    // The API still tells clients apart through the gateway: another address has its own count.
    const other = await raw(`${gateway.url}/api/student/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: `nobody.other.${Date.now()}@ucl.ac.uk`, password: 'a wrong guess' }),
      localAddress: loopbackClient(),
    });
    expect(other.status).toBe(200);

    // The inquiry form's per-client limit holds the same way.
    const inquirer = loopbackClient();
    const inquiries: number[] = [];
    for (let i = 0; i <= inquiryLimits.perClient; i += 1) {
      const body = { kind: 'tour', name: 'Hana Novak', email: `hana.${i}.${Date.now()}@kestrel-partners.com`, company: 'Kestrel', size: '250-999', slots: ['tue-am'], message: 'Hello', lng: 'en' };
      const res = await raw(`${gateway.url}/api/public/inquiries`, {
        method: 'POST',
        headers: { ...json, 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: JSON.stringify(body),
        localAddress: inquirer,
      });
      inquiries.push(res.status);
    }
    expect(inquiries).toEqual([...Array<number>(inquiryLimits.perClient).fill(201), 429]);
  });

  test('a 9 MB CV uploads through the gateway; a 30 MB one is refused with problem+json 413', async ({ request }) => {
    const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'gwen'));
    const companyId = await createCompanyThroughApi(request, employer, `Gateway Uploads ${Date.now().toString(36)}`);
    await approveCompany(request, companyId);
    const posted = await request.post(`/api/organisations/${companyId}/jobs`, {
      headers: { Authorization: `Bearer ${employer.token}` },
      data: {
        title: 'Gateway analyst',
        type: 'internship',
        track: 'Finance',
        locations: ['London'],
        remote: false,
        description: '<p>Uploads through nginx.</p>',
        requirements: ['Excel'],
        salary: null,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        apply: { method: 'platform' },
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const jobId = ((await posted.json()) as { job: { uniqueId: string } }).job.uniqueId;
    const token = await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'gwen'));

    const apply = (pdfBytes: number) => {
      const boundary = 'gateway-e2e-boundary';
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(pdfBytes - 16, 0x20), Buffer.from('\n%%EOF\n')]);
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="coverNote"\r\n\r\nHello\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${token}` };
      return raw(`${gateway.url}/api/jobs/${encodeURIComponent(jobId)}/apply`, { method: 'POST', headers, body, localAddress: loopbackClient() });
    };

    expect(9 * 1024 * 1024).toBeLessThan(uploadLimits.pdfBytes);
    const accepted = await apply(9 * 1024 * 1024);
    expect(accepted.status, accepted.body.toString().slice(0, 300)).toBe(201);

    const refused = await apply(30 * 1024 * 1024);
    // The API's own code for a file over its limit, so the SPA says "CV too large" whichever of the two refused.
    expect(problem(refused)).toEqual({ status: 413, type: 'application/problem+json', body: expect.objectContaining({ status: 413, code: 'FILE_TOO_LARGE' }) });
    expect(refused.headers['content-security-policy']).toBeTruthy();

    // Any other API call keeps the 1 MB body limit, refused the same way.
    const big = await raw(`${gateway.url}/api/student/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), localAddress: loopbackClient() });
    expect(problem(big)).toEqual({ status: 413, type: 'application/problem+json', body: expect.objectContaining({ status: 413, code: 'PAYLOAD_TOO_LARGE' }) });
  });

  test('a flood of sign-in, code or unlock calls from one address is cut at the gateway with problem+json 429', async () => {
    const client = loopbackClient();
    const calls = 160;
    const answers = await Promise.all(
      Array.from({ length: calls }, (_, i) =>
        raw(`${gateway.url}/api/account/login/unlock`, { method: 'POST', headers: json, body: JSON.stringify({ uniqueId: `flood-${i}` }), localAddress: client }),
      ),
    );
    const atGateway = answers.filter((res) => res.headers['content-type'] === 'application/problem+json' && res.status === 429);
    // burst 100 at once (+ 5 a second refilled while the calls go out): the rest never reach the API.
    expect(atGateway.length).toBeGreaterThanOrEqual(30);
    expect(problem(atGateway[0]!).body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(atGateway[0]!.headers['retry-after']).toBe('1');
    // What did get through is the API's own answer (an unknown link, then its own per-client throttle).
    for (const res of answers.filter((r) => !atGateway.includes(r))) expect([200, 429]).toContain(res.status);

    // Another address is not affected.
    const other = await raw(`${gateway.url}/api/account/login/unlock`, { method: 'POST', headers: json, body: JSON.stringify({ uniqueId: 'other' }), localAddress: loopbackClient() });
    expect(other.headers['content-type']).toContain('application/json');
  });
});
