import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { GatedRow, PostingKind } from '../../career-centers/index.ts';
import type { FeedFilter } from '../feed-query.ts';

/** Parameters of one SQL text: `add` appends a value and answers its placeholder. */
export interface Sql {
  values: unknown[];
  add(value: unknown): string;
}

export interface BranchInput {
  sql: Sql;
  filter: FeedFilter;
  /** Placeholders of the student, now and the row limit. */
  student: string;
  now: string;
  limit: string;
  /** The rank's track condition on a column; undefined when the rank can hold nothing. */
  trackOf(column: string): string | undefined;
  /** Keyset: only rows after this (when, id). */
  after?: { at: string; id: string } | undefined;
  /** career-centers/posting-gate.ts: whether the row reaches the student (the host's audience and the school). */
  sees(row: { alias: string; kind: PostingKind; idColumn: string; hostColumn: string }, account: string): string;
  /** career-centers/posting-gate.ts: whether the student's school lets the posting through (challenges: no audience). */
  schoolLets(row: GatedRow, account: string): string;
  /** Placeholder of one item id: the row of that item only (visibility check before a save). */
  only?: string;
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface KindSql {
  kind: 'job' | 'event' | 'challenge';
  from: string;
  visible: string;
  id: string;
  at: string;
  track: string;
  title: string;
  company: string;
  online: string;
  /** Condition matching a text pattern in the item's other language versions (events, jobs, challenges; docs/translations.md). */
  otherLanguages?: (pattern: string) => string;
  /** Condition matching a city pattern; undefined: this kind has no place (challenges are online). */
  city?: (pattern: string) => string;
}

// Each branch selects only (kind, id, at): the event's JSON body is parsed only when a text filter needs it, and the
// display columns are read for the page's rows alone (feed.queries.ts).
const eventBody = '(e.body::jsonb)';

const kinds: KindSql[] = [
  {
    kind: 'job',
    from: 'job_posts j JOIN organisations o ON o.organisation_id = j.company_id',
    visible: `j.status = 'open' AND j.deadline > NOW_ AND o.status = 'active' AND REACHES_j AND ${notTakenDown('j.job_id')}`,
    id: 'j.job_id',
    at: 'j.deadline',
    track: 'j.track_id',
    title: 'j.title',
    company: 'o.name',
    otherLanguages: (p) => `EXISTS (SELECT 1 FROM jsonb_each(COALESCE(j.details->'translations', '{}'::jsonb)) v WHERE v.value->>'title' ILIKE ${p})`,
    online: `(j.details->>'remote') = 'true'`,
    city: (p) => `EXISTS (SELECT 1 FROM jsonb_array_elements_text(j.details->'locations') l WHERE l ILIKE ${p})`,
  },
  {
    kind: 'event',
    from: 'event_list e LEFT JOIN organisations o ON o.organisation_id = e.company_id',
    visible: `e.cancelled_at IS NULL AND e.starts_at >= NOW_ AND (o.organisation_id IS NULL OR o.status = 'active') AND REACHES_e AND ${notTakenDown('e.event_id')}`,
    id: 'e.event_id',
    at: 'e.starts_at',
    track: 'e.track',
    title: `${eventBody}->>'title'`,
    company: `COALESCE(o.name, (${eventBody}->>'company')::jsonb->>'title')`,
    otherLanguages: (p) => `EXISTS (SELECT 1 FROM jsonb_each(COALESCE(${eventBody}->'translations', '{}'::jsonb)) v WHERE v.value->>'title' ILIKE ${p})`,
    online: `(e.virtual_link IS NOT NULL AND e.virtual_link <> '')`,
    city: (p) => `(${eventBody}->>'physicalLocation') ILIKE ${p}`,
  },
  {
    kind: 'challenge',
    from: 'challenges c JOIN organisations o ON o.organisation_id = c.company_id',
    visible: `c.status = 'published' AND c.published IS NOT NULL AND o.status = 'active' AND (c.published->>'opensAt')::timestamptz <= NOW_ AND CLOSES_ > NOW_ AND ${notTakenDown('c.challenge_id')} AND SCHOOL_c`,
    id: 'c.challenge_id',
    at: 'CLOSES_',
    track: `(c.published->>'track')`,
    title: `c.published->>'title'`,
    company: 'o.name',
    // A challenge's language versions' titles (docs/challenges.md § Languages).
    otherLanguages: (p) => `EXISTS (SELECT 1 FROM jsonb_each(COALESCE(c.published->'translations', '{}'::jsonb)) v WHERE v.value->>'title' ILIKE ${p})`,
    online: 'TRUE',
  },
];

/** When a challenge's window closes: the firm's early close, else the published end. */
const closes = `COALESCE(c.closes_at, (c.published->>'closesAt')::timestamptz)`;

/** One SELECT of (kind, id, at) per kind the filter lets through, each ordered by (when, id) and limited. */
export function feedBranches(input: BranchInput): string[] {
  const { sql, filter } = input;
  const branches: string[] = [];
  for (const k of kinds) {
    if (!filter.kinds.includes(k.kind)) continue;
    if (filter.city && !k.city) continue;
    const track = input.trackOf(k.track);
    if (track === undefined) continue;
    const alias = k.id.split('.')[0] ?? '';
    const saved = `EXISTS (SELECT 1 FROM student_saved_items s WHERE s.student_id = ${input.student}::uuid AND s.kind = '${k.kind}' AND s.item_id = ${k.id})`;
    const visible = k.visible
      .replace('REACHES_j', input.sees({ alias: 'j', kind: 'job', idColumn: 'job_id', hostColumn: 'company_id' }, input.student))
      .replace('REACHES_e', input.sees({ alias: 'e', kind: 'event', idColumn: 'event_id', hostColumn: 'company_id' }, input.student))
      .replace('SCHOOL_c', input.schoolLets({ kind: 'challenge', id: 'c.challenge_id', host: 'c.company_id' }, input.student));
    const where = [visible, track];
    if (input.only) where.push(`${k.id} = ${input.only}::uuid`);
    if (input.after) where.push(`(${k.at}, ${k.id}) > (${input.after.at}::timestamptz, ${input.after.id}::uuid)`);
    if (filter.q) {
      const q = sql.add(likePattern(filter.q));
      where.push(`(${k.title} ILIKE ${q} OR ${k.company} ILIKE ${q}${k.otherLanguages ? ` OR ${k.otherLanguages(q)}` : ''})`);
    }
    if (filter.online) where.push(k.online);
    if (filter.city && k.city) where.push(k.city(sql.add(likePattern(filter.city))));
    if (filter.withinDays) where.push(`${k.at} <= NOW_ + make_interval(days => ${sql.add(filter.withinDays)}::int)`);
    if (filter.company) where.push(`${alias}.company_id = ${sql.add(filter.company)}::uuid`);
    if (filter.savedOnly) where.push(saved);
    const text = `SELECT '${k.kind}'::text AS kind, ${k.id} AS id, ${k.at} AS at FROM ${k.from} WHERE ${where.join(' AND ')}
      ORDER BY ${k.at}, ${k.id} LIMIT ${input.limit}`;
    branches.push(text.replaceAll('CLOSES_', closes).replaceAll('NOW_', `${input.now}::timestamptz`));
  }
  return branches;
}
