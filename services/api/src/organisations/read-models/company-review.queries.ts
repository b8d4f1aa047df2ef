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

export async function companyReviewOf(db: Db, organisationId: string, website: string | undefined): Promise<CompanyReview> {
  const [org, members, counts] = await Promise.all([
    db.query<{ email_domain: string | null }>('SELECT email_domain FROM organisations WHERE organisation_id = $1', [organisationId]),
    db.query<{ first_name: string; last_name: string; role: string; email: string }>(
      `SELECT i.first_name, i.last_name, m.role, i.email FROM organisation_members m JOIN account_identities i USING (account_id)
       WHERE m.organisation_id = $1 ORDER BY m.joined_at, m.account_id LIMIT 50`,
      [organisationId],
    ),
    db.query<{ events: string | number; jobs: string | number; challenges: string | number }>(
      `SELECT (SELECT count(*) FROM hosted_events WHERE company_id = $1) AS events,
              (SELECT count(*) FROM job_posts WHERE company_id = $1) AS jobs,
              (SELECT count(*) FROM challenges WHERE company_id = $1) AS challenges`,
      [organisationId],
    ),
  ]);
  const signUpDomain = org.rows[0]?.email_domain ?? null;
  const site = websiteDomain(website);
  const c = counts.rows[0];
  return {
    signUpDomain,
    websiteDomain: site,
    domainMatch: domainsMatch(signUpDomain, site),
    members: members.rows.map((m) => ({ firstName: m.first_name, LastName: m.last_name, role: m.role, domain: m.email.split('@')[1] ?? '' })),
    drafted: { events: Number(c?.events ?? 0), jobs: Number(c?.jobs ?? 0), challenges: Number(c?.challenges ?? 0) },
  };
}
