import type { Db } from '@fast-track/shared/db/db';

// What an admin judges a pending company by (issue 25): does the address it signed up with belong to the website it
// names, who its members are (by their addresses' domains), and what it has made so far. Read-only counts from the
// events, jobs and challenges read tables: this is a report for one admin screen, not a rule any slice acts on.

export interface CompanyReview {
  /** The domain of the creator's work address, kept at creation. */
  signUpDomain: string | null;
  /** The website's host without `www.`. */
  websiteDomain: string | null;
  /** Same domain, or one inside the other (mail at uk.acme.com, website acme.com). */
  domainMatch: boolean;
  members: { firstName: string; LastName: string; role: string; domain: string }[];
  /** Everything it has made; for a pending company none of it is public yet. */
  drafted: { events: number; jobs: number; challenges: number };
}

/** The website's host, lower case, without `www.`; null when it is no web address. */
export function websiteDomain(website: string | undefined | null): string | null {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/\.$/, '');
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Whether two domains name the same organisation: equal, or one a subdomain of the other. */
export function domainsMatch(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/** The reviews of a page of companies in three queries, whatever its length (the admin list shows up to 200). */
export async function companyReviewsOf(db: Db, companies: readonly { organisationId: string; website: string | undefined }[]): Promise<Map<string, CompanyReview>> {
  const ids = companies.map((c) => c.organisationId);
  if (ids.length === 0) return new Map();
  const [orgs, members, counts] = await Promise.all([
    db.query<{ organisation_id: string; email_domain: string | null }>(
      'SELECT organisation_id::text AS organisation_id, email_domain FROM organisations WHERE organisation_id = ANY($1::uuid[])',
      [ids],
    ),
    db.query<{ organisation_id: string; first_name: string; last_name: string; role: string; email: string }>(
      `SELECT m.organisation_id::text AS organisation_id, i.first_name, i.last_name, m.role, i.email
       FROM organisation_members m JOIN account_identities i USING (account_id)
       WHERE m.organisation_id = ANY($1::uuid[]) ORDER BY m.organisation_id, m.joined_at, m.account_id`,
      [ids],
    ),
    db.query<{ company_id: string; kind: 'events' | 'jobs' | 'challenges'; n: string | number }>(
      `SELECT company_id::text AS company_id, 'events' AS kind, count(*) AS n FROM hosted_events WHERE company_id = ANY($1::uuid[]) GROUP BY company_id
       UNION ALL SELECT company_id::text, 'jobs', count(*) FROM job_posts WHERE company_id = ANY($1::uuid[]) GROUP BY company_id
       UNION ALL SELECT company_id::text, 'challenges', count(*) FROM challenges WHERE company_id = ANY($1::uuid[]) GROUP BY company_id`,
      [ids],
    ),
  ]);
  const reviews = new Map<string, CompanyReview>();
  for (const { organisationId, website } of companies) {
    const signUpDomain = orgs.rows.find((o) => o.organisation_id === organisationId)?.email_domain ?? null;
    const site = websiteDomain(website);
    reviews.set(organisationId, {
      signUpDomain,
      websiteDomain: site,
      domainMatch: domainsMatch(signUpDomain, site),
      members: [],
      drafted: { events: 0, jobs: 0, challenges: 0 },
    });
  }
  for (const m of members.rows) {
    const review = reviews.get(m.organisation_id);
    if (review && review.members.length < 50) review.members.push({ firstName: m.first_name, LastName: m.last_name, role: m.role, domain: m.email.split('@')[1] ?? '' });
  }
  for (const c of counts.rows) {
    const review = reviews.get(c.company_id);
    if (review) review.drafted[c.kind] = Number(c.n);
  }
  return reviews;
}
