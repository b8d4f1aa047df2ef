import { describe, expect, it } from 'vitest';
import { mailJobPayloadSchema, mailJobSchema, mailLanguages, toMailLanguage, type MailJobInput } from './mail-job.ts';
import { escapeHtml, renderMail, type RenderedMail } from './mail-templates.ts';
import { mailLocale } from './mail-locale.ts';

const publicUrl = 'https://fast-track.example';
const organisationId = '0b7c9a2e-5d1f-4c3b-9a8e-1f2d3c4b5a69';
const invitationId = 'e4d3c2b1-a098-4765-8432-10fedcba9876';
const dsa = 'Qm9vdHN0cmFwLXNlY3JldC1kc2EtdmFsdWUtMzJieXRl';
const hostile = '<script>alert("x")</script> O\'Brien & Co\r\nBcc: evil@x.eu\u2028"Ltd"';

const render = (job: MailJobInput): RenderedMail => renderMail(mailJobSchema.parse(job), { publicUrl });
const invitation = (vars: Partial<Record<string, string>> = {}, lng = 'en'): MailJobInput => ({
  to: 'new.hire@acme.eu',
  template: 'invitation',
  lng,
  vars: { organisationName: 'Acme Capital', organisationKind: 'company', role: 'member', organisationId, dsa, invitationId, ...vars },
});
const decision = (decision: string, vars: Record<string, string> = {}, lng = 'en'): MailJobInput =>
  ({ to: 'owner@acme.eu', template: 'organisation-decision', lng, vars: { organisationName: 'Acme Capital', decision, ...vars } }) as MailJobInput;
const announcementToken = `${organisationId}.${'k'.repeat(43)}`;
const joinRequest = (organisationName: string, lng = 'en'): MailJobInput => ({ to: 'owner@acme.eu', template: 'join-request', lng, vars: { organisationName } });

/** Every job the templates know, in one language, with a harmless organisation name. */
const everyTemplate = (lng: string): MailJobInput[] => [
  { to: 'dana@ucl.ac.uk', template: 'webinar-registration', lng, vars: { webinarTitle: 'Careers Services Quarterly', link: 'careers-services-quarterly-1a2b3c', centerName: 'UCL Careers', name: 'Dana' } },
  { to: 'hr@acme.eu', template: 'posting-declined', lng, vars: { kind: 'job', postingTitle: 'Summer <Analyst>', centerName: 'LSE Careers', reason: 'Unpaid roles\nare not advertised.', name: 'Olga' } },
  { to: 'anna@ucl.ac.uk', template: 'otp', lng, vars: { code: '0427', name: 'Anna' } },
  { to: 'anna@ucl.ac.uk', template: 'announcement', lng, vars: { centerName: 'UCL Careers', subject: 'Career fair', body: 'Join us.', unsubscribe: announcementToken, name: 'Anna' } },
  {
    to: 'anna@ucl.ac.uk',
    template: 'announcement-digest',
    lng,
    vars: { items: [{ centerName: 'UCL Careers', subject: 'Fair', body: 'Come.' }, { centerName: 'UCL Careers', subject: 'Talk', body: 'Listen.' }], unsubscribe: announcementToken },
  },
  { to: 'anna@ucl.ac.uk', template: 'password-reset', lng, vars: { uniqueId: 'b2c7e1f0-aaaa-4bbb-8ccc-123456789abc' } },
  { to: 'hr@acme.eu', template: 'password-reset', lng, vars: { uniqueId: 'b2c7e1f0-aaaa-4bbb-8ccc-123456789abc', audience: 'employer' } },
  { to: 'cc@ucl.ac.uk', template: 'password-reset', lng, vars: { uniqueId: 'b2c7e1f0-aaaa-4bbb-8ccc-123456789abc', audience: 'career-center' } },
  { to: 'anna@ucl.ac.uk', template: 'unlock', lng, vars: { uniqueId: 'u2c7e1f0-aaaa-4bbb-8ccc-123456789abc', name: 'Anna' } },
  { to: 'anna@ucl.ac.uk', template: 'account-decision', lng, vars: { decision: 'suspended', reason: 'Spam', name: 'Anna' } },
  { to: 'anna@ucl.ac.uk', template: 'account-decision', lng, vars: { decision: 'restored', name: 'Anna' } },
  invitation({ role: 'owner' }, lng),
  invitation({ role: 'admin', name: 'Jan' }, lng),
  invitation({ role: 'member' }, lng),
  decision('approved', {}, lng),
  decision('rejected', { reason: 'The website does not belong to the company.' }, lng),
  decision('suspended', { reason: 'Misleading job posts.\nPlease contact us.' }, lng),
  decision('rejected', {}, lng),
  joinRequest('Acme Capital', lng),
  { to: 'tess@ucl.ac.uk', template: 'handover-offer', lng, vars: { organisationName: 'UCL Finance', organisationKind: 'student_organisation', expiresAt: '2026-12-06T12:00:00.000Z', name: 'Tess' } },
  ...(['received', 'shortlisted', 'interview', 'offer', 'rejected', 'closed'] as const).map(
    (stage): MailJobInput => ({ to: 'anna@ucl.ac.uk', template: 'application-stage', lng, vars: { jobTitle: 'Summer Analyst', companyName: 'Acme Capital', stage, name: 'Anna' } }),
  ),
];

describe('mail templates', () => {
  it('renders the OTP mail in all six languages with the code in subject, text and html', () => {
    const subjects = new Set<string>();
    for (const lng of mailLanguages) {
      const mail = renderMail(mailJobSchema.parse({ to: 'anna@ucl.ac.uk', template: 'otp', lng, vars: { code: '0427' } }), { publicUrl });
      expect(mail.subject).toContain('0427');
      expect(mail.text).toContain('0427');
      expect(mail.html).toContain('0427');
      expect(mail.html).toContain(`<html lang="${lng}">`);
      expect(mail.text).toContain(mailLocale[lng].account.otp.intro);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(6);
  });

  it('puts the guess-budget link of a code mail on PUBLIC_URL in all six languages (issue 22)', () => {
    const link = 'Zx9_-Ab3Zx9_-Ab3Zx9_-Ab3Zx9_-Ab3Zx9_-Ab3Zx9';
    for (const lng of mailLanguages) {
      const mail = render({ to: 'anna@ucl.ac.uk', template: 'otp', lng, vars: { code: '0427', link } });
      expect(mail.text).toContain(`${publicUrl}/verify/${link}`);
      expect(mail.html).toContain(`href="${publicUrl}/verify/${link}"`);
      expect(mail.text).toContain(mailLocale[lng].account.otp.linkIntro);
      expect(mail.text).toContain('0427');
    }
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'otp', vars: { code: '1234', link: `${link}/../x` } }).success).toBe(false);
  });

  it('renders the unlock mail in all six languages: its own subject, the single-use link on PUBLIC_URL, 30 minutes', () => {
    const subjects = new Set<string>();
    for (const lng of mailLanguages) {
      const mail = render({ to: 'anna@ucl.ac.uk', template: 'unlock', lng, vars: { uniqueId: 'Zm9vYmFyLXVubG9jay1saW5r' } });
      expect(mail.text).toContain('https://fast-track.example/unlock/Zm9vYmFyLXVubG9jay1saW5r');
      expect(mail.html).toContain('href="https://fast-track.example/unlock/Zm9vYmFyLXVubG9jay1saW5r"');
      expect(mail.text).toContain(mailLocale[lng].account.unlock.intro);
      expect(mail.text).toContain('30');
      expect(mail.html).toContain(`<html lang="${lng}">`);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(6);
    expect(() => mailJobSchema.parse({ to: 'anna@ucl.ac.uk', template: 'unlock', lng: 'en', vars: { uniqueId: '../../x' } })).toThrow();
    expect(() => mailJobSchema.parse({ to: 'anna@ucl.ac.uk', template: 'unlock', lng: 'en', vars: { uniqueId: 'Zm9vYmFyLXVubG9jay1saW5r', note: 'hi' } })).toThrow();
  });

  it('builds the recovery link on PUBLIC_URL in every language, for the audience of the account', () => {
    for (const lng of mailLanguages) {
      for (const audience of [undefined, 'student', 'employer', 'career-center'] as const) {
        const mail = render({
          to: 'anna@ucl.ac.uk',
          template: 'password-reset',
          lng,
          vars: { uniqueId: 'b2c7e1f0-aaaa-4bbb-8ccc-123456789abc', ...(audience ? { audience } : {}) },
        });
        const link = `https://fast-track.example/${audience ?? 'student'}/recover/b2c7e1f0-aaaa-4bbb-8ccc-123456789abc`;
        expect(mail.subject).toBe(mailLocale[lng].account.passwordReset.subject);
        expect(mail.text).toContain(`\n${link}\n`);
        expect(mail.html).toContain(`href="${link}"`);
      }
    }
  });

  it('tells a company its posting was declined by a career center: the title escaped, the reason quoted, in its language', () => {
    const mail = render({ to: 'hr@acme.eu', template: 'posting-declined', lng: 'de', vars: { kind: 'event', postingTitle: 'Insight <Day>', centerName: 'LSE Careers', reason: 'Not for us', name: 'Olga' } });
    expect(mail.subject).toBe('Ein Career Center hat Ihre Ausschreibung nicht veröffentlicht');
    expect(mail.text).toContain('LSE Careers hat entschieden, Ihre(n) Veranstaltung Insight <Day> seinen Studierenden nicht zu zeigen.');
    expect(mail.html).toContain('Insight &lt;Day&gt;');
    expect(mail.text).toContain('Not for us');
  });

  it('renders every template in every language without a leftover placeholder', () => {
    for (const lng of mailLanguages) {
      for (const job of everyTemplate(lng)) {
        const mail = render(job);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, `${job.template} ${lng}`).not.toMatch(/\{\{?\w+\}\}?/);
        expect(mail.html).toContain(`<html lang="${lng}">`);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text.trimEnd().endsWith(mailLocale[lng].account.signature)).toBe(true);
      }
    }
  });

  it('renders the mails of the other slices (events, reminders, inquiries, digest) in every language, every text filled', () => {
    const calendar = { id: 'ev-1', title: 'Spring Insight Day', start: '2026-03-02T09:00:00Z', end: '2026-03-02T11:00:00Z', timeZone: 'Europe/London', description: 'Talks', location: 'London', url: 'https://fast-track.example/event/x' };
    for (const lng of mailLanguages) {
      const jobs: MailJobInput[] = [
        ...(['updated', 'cancelled', 'approved', 'declined', 'attending', 'promoted'] as const).map(
          (change): MailJobInput => ({ to: 'anna@ucl.ac.uk', template: 'event-update', lng, vars: { eventTitle: 'Spring Insight Day', link: 'spring-insight-day', change, reason: 'Snow', name: 'Anna' } }),
        ),
        { to: 'anna@ucl.ac.uk', template: 'event-reminder', lng, vars: { link: 'spring-insight-day', calendar } },
        { to: 'anna@ucl.ac.uk', template: 'saved-job-deadline', lng, vars: { jobId: organisationId, jobTitle: 'Summer Analyst', companyName: 'Acme Capital', deadline: '2026-03-02T09:00:00Z' } },
        ...(['tour', 'career-center', 'support'] as const).map((kind): MailJobInput => ({ to: 'anna@ucl.ac.uk', template: 'inquiry-confirmation', lng, vars: { kind, reference: 'A1B2C3D4', name: 'Anna' } })),
        { to: 'sales@fast-track.example', template: 'inquiry-received', lng, vars: { kind: 'tour', reference: 'A1B2C3D4', requesterName: 'Anna', requesterEmail: 'anna@ucl.ac.uk', requesterLng: lng, company: 'Acme', message: 'Hello' } },
        ...[1, 5].map((count): MailJobInput => ({ to: 'anna@ucl.ac.uk', template: 'message-digest', lng, vars: { count, inbox: 'student' } })),
      ];
      for (const job of jobs) {
        const mail = render(job);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part, `${job.template} ${lng}`).not.toMatch(/\{\{?\w+\}\}?|undefined/);
          expect(part.length, `${job.template} ${lng}`).toBeGreaterThan(10);
        }
      }
    }
  });

  it('mails the invitation link with the organisation, the secret and the invitation id, and the translated role', () => {
    const link = `https://fast-track.example/registration/${organisationId}/${dsa}/${invitationId}`;
    for (const lng of mailLanguages) {
      for (const role of ['owner', 'admin', 'member'] as const) {
        const mail = render(invitation({ role }, lng));
        const t = mailLocale[lng].account.invitation;
        expect(mail.subject).toBe(t.subject);
        expect(mail.text).toContain(`\n${link}\n`);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).toContain(t.intro.replace('{{organisationName}}', 'Acme Capital').replace('{{role}}', t.roles[role]));
        expect(mail.text).toContain(t.expiry.replace('{{days}}', '7'));
        expect(mail.text).toContain(t.ignore);
      }
    }
    expect(render(invitation({ role: 'admin' })).text).toContain('You have been invited to join Acme Capital on Fast-Track as an admin. Open this link to accept:');
    expect(render(invitation({ role: 'admin' }, 'fr')).text).toContain("en tant qu'administrateur");
  });

  it('mails an account suspension with the quoted reason and how to object, and a restoration', () => {
    for (const lng of mailLanguages) {
      const t = mailLocale[lng].account.accountDecision;
      const suspended = render({ to: 'anna@ucl.ac.uk', template: 'account-decision', lng, vars: { decision: 'suspended', reason: 'Spam <again>.' } });
      expect(suspended.subject).toBe(t.suspendedSubject);
      expect(suspended.text).toContain(`${t.suspended}\n\n${t.reason}\n> Spam <again>.\n`);
      expect(suspended.text).toContain(t.contact);
      expect(suspended.html).toContain('Spam &lt;again&gt;.');
      const restored = render({ to: 'anna@ucl.ac.uk', template: 'account-decision', lng, vars: { decision: 'restored', reason: 'ignored' } });
      expect(restored.subject).toBe(t.restoredSubject);
      expect(restored.text).toContain(t.restored);
      expect(restored.text).not.toContain('ignored');
    }
  });

  it('mails a takedown: one sentence per kind with the escaped title (none for a message), the quoted reason, how to object', () => {
    for (const lng of mailLanguages) {
      const t = mailLocale[lng].account.contentTakenDown;
      for (const kind of ['event', 'job', 'challenge', 'question', 'article'] as const) {
        const mail = render({ to: 'owner@acme.example', template: 'content-taken-down', lng, vars: { kind, title: 'Night <1>', reason: 'Fake fees.' } });
        expect(mail.subject).toBe(t.subject);
        expect(t.kinds[kind]).toContain('{{title}}');
        expect(mail.text).toContain(t.kinds[kind].replace('{{title}}', 'Night <1>'));
        expect(mail.html).toContain('<strong>Night &lt;1&gt;</strong>');
        expect(mail.text).toContain(`${t.reason}\n> Fake fees.\n`);
        expect(mail.text).toContain(t.contact);
      }
      const message = render({ to: 'owner@acme.example', template: 'content-taken-down', lng, vars: { kind: 'message', title: '', reason: 'Harassment.' } });
      expect(message.text).toContain(t.kinds.message);
      expect(t.kinds.message).not.toContain('{{');
    }
    expect(mailJobSchema.safeParse({ to: 'owner@acme.example', template: 'content-taken-down', vars: { kind: 'event', title: 'x', reason: '' } }).success).toBe(false);
  });

  it('mails the decision on an organisation: a dashboard link when approved, the quoted reason otherwise', () => {
    for (const lng of mailLanguages) {
      const t = mailLocale[lng].account.organisationDecision;
      const approved = render(decision('approved', { reason: 'ignored' }, lng));
      expect(approved.subject).toBe(t.approvedSubject);
      expect(approved.text).toContain(t.approved.replace('{{organisationName}}', 'Acme Capital'));
      expect(approved.text).toContain('\nhttps://fast-track.example/dashboard\n');
      expect(approved.html).toContain('href="https://fast-track.example/dashboard"');
      expect(approved.text).not.toContain('ignored');

      const rejected = render(decision('rejected', { reason: 'Wrong website.\r\n\r\nSee <the> "rules".' }, lng));
      expect(rejected.subject).toBe(t.rejectedSubject);
      expect(rejected.text).toContain(`${t.rejected.replace('{{organisationName}}', 'Acme Capital')}\n\n${t.reason}\n> Wrong website.\n>\n> See <the> "rules".\n`);
      expect(rejected.html).toContain('Wrong website.<br><br>See &lt;the&gt; &quot;rules&quot;.');
      expect(rejected.html).not.toContain('<the>');
      expect(rejected.text).not.toContain('/dashboard');

      const suspended = render(decision('suspended', { reason: 'Misleading posts.' }, lng));
      expect(suspended.subject).toBe(t.suspendedSubject);
      expect(suspended.text).toContain(`${t.suspended.replace('{{organisationName}}', 'Acme Capital')}\n\n${t.reason}\n> Misleading posts.\n`);

      const withoutReason = render(decision('suspended', {}, lng));
      expect(withoutReason.text).not.toContain(t.reason);
    }
    expect(render(decision('approved')).text).toContain(
      'Your company Acme Capital has been approved: what you publish is now visible to students.',
    );
  });

  it('tells owners about a join request with a link to the team page and nothing about the requester', () => {
    for (const lng of mailLanguages) {
      const t = mailLocale[lng].account.joinRequest;
      const mail = render(joinRequest('Acme Capital', lng));
      expect(mail.subject).toBe(t.subject);
      expect(mail.text).toContain(t.intro.replace('{{organisationName}}', 'Acme Capital'));
      expect(mail.text).toContain('\nhttps://fast-track.example/dashboard/Team\n');
      expect(mail.html).toContain('href="https://fast-track.example/dashboard/Team"');
    }
    expect(mailJobSchema.safeParse({ ...joinRequest('Acme'), vars: { organisationName: 'Acme', requester: 'x@y.eu' } }).success).toBe(false);
    // A society's owners answer on the society's team page, a career center's on its dashboard (issue 26).
    const to = (organisationKind: string) => render({ ...joinRequest('UCL Finance'), vars: { organisationName: 'UCL Finance', organisationKind } } as MailJobInput).text;
    expect(to('student_organisation')).toContain('\nhttps://fast-track.example/so/dashboard/Team\n');
    expect(to('career_center')).toContain('\nhttps://fast-track.example/cc/dashboard\n');
  });

  it('escapes hostile organisation names in html and keeps them on one line in text and subject', () => {
    const jobs = [invitation({ organisationName: hostile }), decision('rejected', { organisationName: hostile, reason: hostile }), joinRequest(hostile)];
    const flat = '<script>alert("x")</script> O\'Brien & Co Bcc: evil@x.eu "Ltd"';
    for (const lng of mailLanguages) {
      for (const job of jobs) {
        const mail = render({ ...job, lng });
        expect(mail.html).not.toMatch(/<script|Bcc: evil@x\.eu\s*\n/i);
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co Bcc: evil@x.eu &quot;Ltd&quot;');
        expect(mail.text).toContain(flat);
        expect(mail.text).not.toMatch(/\r|\u2028/);
        expect(mail.text.split('\n').some((line) => line.startsWith('Bcc:'))).toBe(false);
        expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
        expect(mail.subject).not.toContain('script');
      }
    }
    // The reason's line breaks stay, but every line of it is quoted.
    const rejected = render(decision('rejected', { organisationName: 'Acme', reason: hostile }));
    expect(rejected.text).toContain('\n> <script>alert("x")</script> O\'Brien & Co\n> Bcc: evil@x.eu\n> "Ltd"\n');
    // A name that looks like a placeholder stays literal.
    expect(render(invitation({ organisationName: '{{role}} {dsa}' })).text).toContain('join {{role}} {dsa} on Fast-Track as a member.');
  });

  it('escapes variables in the html part and keeps the subject on one line', () => {
    const job = mailJobSchema.parse({ to: 'a@b.eu', template: 'otp', lng: 'en', vars: { code: '1234', name: '<img src=x onerror=alert(1)>\r\nBcc: x@y' } });
    const mail = renderMail(job, { publicUrl });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text.split('\n')[0]).toBe('Hello <img src=x onerror=alert(1)> Bcc: x@y,');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('falls back to English for unknown languages and uses the base of regional tags', () => {
    expect(toMailLanguage('de-AT')).toBe('de');
    expect(toMailLanguage('PL')).toBe('pl');
    expect(toMailLanguage('pt')).toBe('en');
    expect(toMailLanguage(undefined)).toBe('en');
  });

  it('refuses jobs with a wrong template, code or id', () => {
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'welcome', lng: 'en', vars: {} }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'otp', lng: 'en', vars: { code: '12a4' } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'not-an-address', template: 'otp', vars: { code: '1234' } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'password-reset', vars: { uniqueId: '../../x' } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'password-reset', vars: { uniqueId: 'abcdefgh12', audience: 'admin' } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'otp', vars: { code: '1234', link: 'https://evil.eu' } }).success).toBe(false);
    expect(mailJobSchema.safeParse(invitation()).success).toBe(true);
    for (const vars of [
      { organisationName: '' },
      { organisationName: ' \r\n ' },
      { organisationName: 'x'.repeat(201) },
      { organisationKind: 'university' },
      { role: 'superuser' },
      { organisationId: 'not-a-uuid' },
      { invitationId: '../../admin' },
      { dsa: 'short' },
      { dsa: 'a/b'.repeat(10) },
      { extra: 'x' },
    ]) {
      expect(mailJobSchema.safeParse(invitation(vars)).success, JSON.stringify(vars)).toBe(false);
    }
    expect(mailJobSchema.safeParse(decision('approved')).success).toBe(true);
    expect(mailJobSchema.safeParse(decision('pending')).success).toBe(false);
    expect(mailJobSchema.safeParse(decision('rejected', { reason: 'x'.repeat(501) })).success).toBe(false);
    expect(mailJobSchema.safeParse(joinRequest('')).success).toBe(false);
    expect(mailJobPayloadSchema.parse({ to: 'a@b.eu', template: 'otp', vars: { code: '1234' }, key: 'mail-abcdefgh12' })).toMatchObject({ key: 'mail-abcdefgh12', lng: 'en' });
  });
});

describe('application stage mail', () => {
  it('names the job and company in the words of the stage, escaped in HTML, with a link to the applications', () => {
    const mail = renderMail(
      mailJobSchema.parse({
        to: 'anna@ucl.ac.uk',
        template: 'application-stage',
        lng: 'de',
        vars: { jobTitle: '<b>Analyst</b>', companyName: 'Acme\r\nBcc: x@y', stage: 'interview', name: 'Anna' },
      }),
      { publicUrl },
    );
    expect(mail.subject).toBe('Neuigkeiten zu deiner Bewerbung');
    expect(mail.text).toContain('Acme Bcc: x@y möchte dich für <b>Analyst</b> zum Gespräch einladen');
    expect(mail.html).toContain('&lt;b&gt;Analyst&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Analyst');
    expect(mail.text).toContain(`${publicUrl}/student/applications`);
    expect(() => mailJobSchema.parse({ to: 'a@b.eu', template: 'application-stage', lng: 'en', vars: { jobTitle: 'x', companyName: 'y', stage: 'applied' } })).toThrow();
  });

  it("sends a company's own stage mail (issue 25): placeholders filled once, paragraphs escaped, header kept on one line", () => {
    const mail = renderMail(
      mailJobSchema.parse({
        to: 'anna@ucl.ac.uk',
        template: 'application-stage',
        lng: 'de',
        vars: {
          jobTitle: '<b>Analyst</b> {{name}}',
          companyName: 'Acme',
          stage: 'rejected',
          name: 'Anna',
          custom: { subject: 'Ihre Bewerbung:\r\nBcc: x@y {{jobTitle}}', body: 'Hallo {{name}},\n\nleider nicht ({{companyName}}).\n\n{{unknown}}' },
        },
      }),
      { publicUrl },
    );
    expect(mail.subject).toBe('Ihre Bewerbung: Bcc: x@y <b>Analyst</b> {{name}}');
    expect(mail.text.startsWith('Hallo Anna,\n\nleider nicht (Acme).\n\n{{unknown}}\n\n')).toBe(true);
    expect(mail.html).toContain('<p style="margin:0 0 16px">leider nicht (Acme).</p>');
    expect(mail.html).toContain('&lt;b&gt;Analyst&lt;/b&gt;');
    expect(mail.text).toContain(`${publicUrl}/student/applications`);
    expect(() =>
      mailJobSchema.parse({ to: 'a@b.eu', template: 'application-stage', lng: 'en', vars: { jobTitle: 'x', companyName: 'y', stage: 'rejected', custom: { subject: '', body: 'b' } } }),
    ).toThrow();
  });
});

describe('career center announcements', () => {
  it('keep the staff’s paragraphs as plain, escaped text, name the center and end with the unsubscribe link', () => {
    const mail = render({
      to: 'anna@ucl.ac.uk',
      template: 'announcement',
      lng: 'de',
      vars: { centerName: hostile, subject: `Fair ${hostile}`, body: `First line\nsecond <b>line</b>\n\n${hostile}`, unsubscribe: announcementToken },
    });
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>line</b>');
    expect(mail.html).toContain('First line<br>second &lt;b&gt;line&lt;/b&gt;');
    expect(mail.text).toContain('First line\nsecond <b>line</b>');
    expect(mail.text).toContain(`https://fast-track.example/announcements/unsubscribe/${organisationId}.${'k'.repeat(43)}`);
    expect(mail.html).toContain(escapeHtml(mailLocale.de.announcement.unsubscribe));
  });

  it('a digest lists every waiting announcement with its subject, and refuses a bad token', () => {
    const mail = render({
      to: 'anna@ucl.ac.uk',
      template: 'announcement-digest',
      lng: 'fr',
      vars: { items: [{ centerName: 'UCL Careers', subject: 'Fair', body: 'Come.' }, { centerName: 'UCL Careers', subject: 'Talk', body: 'Listen.' }], unsubscribe: announcementToken },
    });
    expect(mail.subject).toBe(mailLocale.fr.announcement.digestSubject);
    expect(mail.text).toContain('Fair');
    expect(mail.text).toContain('Listen.');
    expect(mail.text).toContain(mailLocale.fr.announcement.digestIntro.replace('{{count}}', '2'));
    expect(mailJobSchema.safeParse({ to: 'a@b.cd', template: 'announcement', vars: { centerName: 'C', subject: 'S', body: 'B', unsubscribe: '../x' } }).success).toBe(false);
  });
});
