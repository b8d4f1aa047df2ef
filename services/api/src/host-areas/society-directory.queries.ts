import type { Db } from '@fast-track/shared/db/db';
import { companyLink } from '../company-profiles/index.ts';
import { reachesSql } from '../organisations/index.ts';
import type { University } from './insights.queries.ts';

// Student societies as other societies find them (other/organizations) and as students and visitors read one
// (organization/{link}): public facts of the society only — never its members, its CRM's private details or its
// members-only events for someone outside.

export const SOCIETY_PAGE_SIZE = 20;

const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A society's address: a readable slug of the name and the first 12 hex digits of its id (which decide). */
export function societyLink(name: string, organisationId: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'society'}-${organisationId.replace(/-/g, '').slice(0, 12).toLowerCase()}`;
}

export const societyKeyOf = (link: string): string | undefined => /^(?:[a-z0-9-]{0,61}-)?([0-9a-f]{12})$/.exec(link.toLowerCase())?.[1];

export interface SocietySummary {
  organisationId: string;
  name: string;
  link: string;
  category: string;
  description: string;
  logo: string | null;
  university: University | null;
  sameUniversity: boolean;
}

interface Row {
  organisation_id: string;
  name: string;
  profile: Record<string, unknown> | string;
  university_name: string | null;
  university_area: string | null;
  total?: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const profileOf = (row: Row): Record<string, unknown> => (typeof row.profile === 'string' ? (JSON.parse(row.profile) as Record<string, unknown>) : row.profile);

function toSummary(row: Row, university: University | null): SocietySummary {
  const profile = profileOf(row);
  const own = row.university_name === null ? null : { name: row.university_name, area: row.university_area ?? '' };
  return {
    organisationId: row.organisation_id,
    name: row.name,
    link: societyLink(row.name, row.organisation_id),
    category: str(profile['category']),
    description: str(profile['description']).slice(0, 280),
    logo: str(profile['logo']) || null,
    university: own,
    sameUniversity: own !== null && university !== null && own.name === university.name && own.area === university.area,
  };
}

/**
 * The other active societies, the viewer's university first (or only, with `scope: 'university'`), then by name.
 */
export async function searchSocieties(
  db: Db,
  viewer: { organisationId: string; university: University | null },
  filters: { q: string; scope: 'university' | 'all' },
  page: number,
): Promise<{ societies: SocietySummary[]; total: number }> {
  const u = viewer.university;
  const found = await db.query<Row>(
    `SELECT o.organisation_id::text AS organisation_id, o.name, o.profile, o.university_name, o.university_area, count(*) OVER () AS total
     FROM organisations o
     WHERE o.kind = 'student_organisation' AND o.status = 'active' AND o.organisation_id <> $1::uuid
       AND (o.name ILIKE $2 OR o.profile->>'category' ILIKE $2)
       AND (NOT $5::boolean OR (o.university_name = $3 AND o.university_area = $4))
     ORDER BY (o.university_name IS NOT DISTINCT FROM $3 AND o.university_area IS NOT DISTINCT FROM $4) DESC, o.name, o.organisation_id
     LIMIT ${SOCIETY_PAGE_SIZE} OFFSET $6`,
    [viewer.organisationId, likeText(filters.q), u?.name ?? null, u?.area ?? null, filters.scope === 'university', (page - 1) * SOCIETY_PAGE_SIZE],
  );
  return { societies: found.rows.map((r) => toSummary(r, u)), total: Number(found.rows[0]?.total ?? 0) };
}

export interface SocietyPage {
  society: SocietySummary & { website: string; description: string };
  events: { uniqueId: string; link: string; title: string; type: string; startTime: string; endTime: string; visibility: string }[];
  /** Cards at sponsor or renewed; a link to the company's page only when the company accepted the society's request. */
  sponsors: { name: string; companyLink: string | null }[];
}

/** The society's public page; members-only events only for an account they reach (its members). */
export async function societyPage(db: Db, link: string, viewerId: string | undefined, nowMs: number): Promise<SocietyPage | undefined> {
  const key = societyKeyOf(link);
  if (!key) return undefined;
  const found = await db.query<Row>(
    `SELECT o.organisation_id::text AS organisation_id, o.name, o.profile, o.university_name, o.university_area FROM organisations o
     WHERE o.kind = 'student_organisation' AND o.status = 'active' AND left(replace(o.organisation_id::text, '-', ''), 12) = $1
     ORDER BY o.created_at LIMIT 1`,
    [key],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const now = new Date(nowMs).toISOString();
  const reach = viewerId ? reachesSql('e', 'company_id', '$3') : `e.visibility = 'everyone'`;
  const [events, sponsors] = await Promise.all([
    db.query<{ event_id: string; link: string; type: string; starts_at: Date | string; ends_at: Date | string; body: string; visibility: string }>(
      `SELECT e.event_id::text AS event_id, e.link, e.type, e.starts_at, e.ends_at, e.body, e.visibility FROM event_list e
       WHERE e.company_id = $1::uuid AND e.ends_at > $2 AND e.cancelled_at IS NULL AND ${reach} ORDER BY e.starts_at LIMIT 20`,
      viewerId ? [row.organisation_id, now, viewerId] : [row.organisation_id, now],
    ),
    db.query<{ name: string; company_name: string | null; company_id: string | null }>(
      `SELECT c.details->>'companyName' AS name, o.name AS company_name, o.organisation_id::text AS company_id FROM sponsor_cards c
       LEFT JOIN organisations o ON o.organisation_id = c.requested_company_id AND c.request_status = 'accepted' AND o.kind = 'company' AND o.status = 'active'
       WHERE c.organisation_id = $1::uuid AND c.stage IN ('sponsor', 'renewed') ORDER BY c.created_at LIMIT 50`,
      [row.organisation_id],
    ),
  ]);
  const summary = toSummary(row, null);
  const profile = profileOf(row);
  return {
    society: { ...summary, description: str(profile['description']), website: str(profile['website']) },
    events: events.rows.map((e) => ({
      uniqueId: e.event_id,
      link: e.link,
      title: str((JSON.parse(e.body) as Record<string, unknown>)['title']),
      type: e.type,
      startTime: new Date(e.starts_at).toISOString(),
      endTime: new Date(e.ends_at).toISOString(),
      visibility: e.visibility,
    })),
    sponsors: sponsors.rows.map((s) => ({
      name: s.company_name ?? s.name ?? '',
      companyLink: s.company_id && s.company_name ? companyLink(s.company_name, s.company_id) : null,
    })),
  };
}
