import { notTakenDown, takenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { BoundedMap } from '@fast-track/shared/bounded-map';
import { challengeInLanguage, challengeSourceLanguage } from '@fast-track/shared/challenges/challenge-languages';
import type { Language } from '@fast-track/shared/languages';
import { schoolLetsThroughSql } from '../../career-centers/index.ts';
import type { ChallengeContent, ChallengeSeries, Material, PublishedContent } from '../challenge.ts';

// The firm's view (answers included: only the firm's routes call these) and the public view (no tasks at all).

interface ChallengeRow {
  challenge_id: string;
  company_id: string;
  status: 'draft' | 'published' | 'closed';
  draft: ChallengeContent;
  published: PublishedContent | null;
  content_version: number;
  has_unpublished: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  version: number;
  company_name: string;
  company_logo: string | null;
  company_status: string;
  attempts: string;
}

const select = `SELECT c.*, o.name AS company_name, o.profile->>'logo' AS company_logo, o.status AS company_status,
  (SELECT count(*) FROM challenge_attempts a WHERE a.challenge_id = c.challenge_id) AS attempts
  FROM challenges c JOIN organisations o ON o.organisation_id = c.company_id`;
/**
 * The students' and the public's lookups: no attempt count (the firm's figure), so no scan of a busy challenge's
 * attempts; a challenge an admin took down is not found by any of them (docs/admin.md § Takedowns).
 */
const liveSelect = `SELECT c.*, o.name AS company_name, o.profile->>'logo' AS company_logo, o.status AS company_status, 0 AS attempts
  FROM challenges c JOIN organisations o ON o.organisation_id = c.company_id AND ${notTakenDown('c.challenge_id')}`;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const company = (r: Pick<ChallengeRow, 'company_id' | 'company_name' | 'company_logo'>) => ({ organisationId: r.company_id, name: r.company_name, logo: r.company_logo ?? '' });

export type AuthorChallenge = ChallengeContent & {
  uniqueId: string;
  organisationId: string;
  status: ChallengeRow['status'];
  version: number;
  contentVersion: number;
  hasUnpublishedChanges: boolean;
  company: ReturnType<typeof company>;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

const author = (r: ChallengeRow): AuthorChallenge => ({
  ...r.draft,
  uniqueId: r.challenge_id,
  organisationId: r.company_id,
  status: r.status,
  version: r.version,
  contentVersion: r.content_version,
  hasUnpublishedChanges: r.status !== 'draft' && r.has_unpublished,
  company: company(r),
  attempts: Number(r.attempts),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  publishedAt: iso(r.published_at),
});

export async function findCompanyChallenge(db: Db, companyId: string, challengeId: string): Promise<AuthorChallenge | undefined> {
  const found = await db.query<ChallengeRow>(`${select} WHERE c.challenge_id = $1 AND c.company_id = $2`, [challengeId, companyId]);
  return found.rows[0] && author(found.rows[0]);
}

export async function listCompanyChallenges(db: Db, companyId: string) {
  // taken_down: an admin took the challenge down (docs/admin.md § Takedowns); the company's list marks it.
  const found = await db.query<ChallengeRow & { submitted: string; median: string | null; taken_down: boolean }>(
    `SELECT x.*, ${takenDown('x.challenge_id')} AS taken_down, (SELECT count(*) FROM challenge_results r WHERE r.challenge_id = x.challenge_id) AS submitted,
       (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY r.percent) FROM challenge_results r WHERE r.challenge_id = x.challenge_id AND r.status = 'ranked') AS median
     FROM (${select} WHERE c.company_id = $1) x ORDER BY x.created_at DESC`,
    [companyId],
  );
  return found.rows.map((r) => {
    const attempts = Number(r.attempts);
    const submitted = Number(r.submitted);
    return {
      ...author(r),
      stats: {
        attempts,
        submitted,
        completionRate: attempts === 0 ? 0 : Math.round((submitted / attempts) * 1000) / 10,
        medianScore: r.median === null ? null : Math.round(Number(r.median) * 10) / 10,
      },
      takenDown: r.taken_down,
    };
  });
}

export interface PublicChallenge {
  uniqueId: string;
  title: string;
  track: string;
  series: ChallengeSeries | null;
  summary: string;
  learn: string[];
  minutes: number;
  opensAt: string;
  closesAt: string;
  taskCount: number;
  status: 'upcoming' | 'open' | 'closed';
  company: ReturnType<typeof company>;
  material: Material;
  /** The language the texts above are in: the reader's when the firm wrote a version in it, else the source's. */
  lang: Language;
  /** Only when the texts are not in the reader's language: the source language ("written in …"). */
  writtenIn?: Language;
}

type CompanyFields = Pick<ChallengeRow, 'challenge_id' | 'company_id' | 'company_name' | 'company_logo'> & { closes_at: Date | null };

/**
 * The public view in the reader's language (docs/challenges.md § Languages): `reader` is the language the request
 * asked for (likelyLanguage: ?lng, the SPA's language cookie, Accept-Language); none reads the source as written.
 */
export function publicView(published: PublishedContent, r: CompanyFields, nowMs: number, reader?: Language): PublicChallenge {
  const shown = challengeInLanguage(published, reader ?? challengeSourceLanguage(published));
  const content = shown.content;
  const closesAt = r.closes_at?.toISOString() ?? content.closesAt;
  const status = nowMs < Date.parse(content.opensAt) ? 'upcoming' : nowMs < Date.parse(closesAt) ? 'open' : 'closed';
  return {
    uniqueId: r.challenge_id,
    title: content.title,
    track: content.track,
    series: content.series,
    summary: content.summary,
    learn: content.learn,
    minutes: content.minutes,
    opensAt: content.opensAt,
    closesAt,
    taskCount: content.tasks.length,
    status,
    company: company(r),
    material: content.material,
    lang: shown.lang,
    ...(shown.writtenIn ? { writtenIn: shown.writtenIn } : {}),
  };
}

/** A published (or closed) challenge of an active company, with its current content — for the server's own use. */
export interface LiveChallenge {
  challengeId: string;
  companyId: string;
  contentVersion: number;
  content: PublishedContent;
  closed: boolean;
  /** The window's real end: the published close or the moment the firm closed it. */
  closesAt: string;
  view: PublicChallenge;
}

const live = (r: ChallengeRow, nowMs: number, reader?: Language): LiveChallenge | undefined =>
  r.published && r.company_status === 'active'
    ? {
        challengeId: r.challenge_id,
        companyId: r.company_id,
        contentVersion: r.content_version,
        content: r.published,
        closed: r.status === 'closed',
        closesAt: r.closes_at?.toISOString() ?? r.published.closesAt,
        view: publicView(r.published, r, nowMs, reader),
      }
    : undefined;

/** A challenge row as the school rule sees it. */
const gated = { kind: 'challenge', id: 'c.challenge_id', host: 'c.company_id' } as const;

/** `reader`: the language the answer is read in; `student`: only a challenge the student's school lets through. */
export async function findLiveChallenge(db: Db, challengeId: string, nowMs: number, reader?: Language, student?: string): Promise<LiveChallenge | undefined> {
  const school = student ? ` AND ${schoolLetsThroughSql(gated, '$2')}` : '';
  const found = await db.query<ChallengeRow>(`${liveSelect} WHERE c.challenge_id = $1 AND c.status <> 'draft'${school}`, student ? [challengeId, student] : [challengeId]);
  return found.rows[0] && live(found.rows[0], nowMs, reader);
}

/**
 * Published challenges of a track or of a company (`product`), soonest closing first among the open ones, in the
 * `reader`'s language; with `student`, only those the student's school lets through (career-centers/posting-gate.ts).
 */
export async function listLiveChallenges(
  db: Db,
  filter: { tracks?: string[]; companyId?: string },
  nowMs: number,
  reader?: Language,
  student?: string,
): Promise<LiveChallenge[]> {
  const school = student ? ` AND ${schoolLetsThroughSql(gated, '$4')}` : '';
  const found = await db.query<ChallengeRow>(
    `${liveSelect} WHERE c.status <> 'draft' AND o.status = 'active'
       AND ($1::text[] IS NULL OR c.track_id = ANY($1::text[])) AND ($2::uuid IS NULL OR c.company_id = $2::uuid)${school}
     ORDER BY (c.closes_at <= $3) ASC, c.series IS NULL, c.closes_at ASC LIMIT 200`,
    [filter.tracks ?? null, filter.companyId ?? null, new Date(nowMs), ...(student ? [student] : [])],
  );
  return found.rows.map((r) => live(r, nowMs, reader)).filter((c): c is LiveChallenge => c !== undefined);
}

/** A published version never changes: every answer of every attempt grades against one, so they are kept in memory. */
const versions = new BoundedMap<string, PublishedContent>(500);

export async function versionContent(db: Db, challengeId: string, contentVersion: number): Promise<PublishedContent | undefined> {
  const key = `${challengeId}:${contentVersion}`;
  const cached = versions.get(key);
  if (cached) return cached;
  const found = await db.query<{ content: PublishedContent }>('SELECT content FROM challenge_versions WHERE challenge_id = $1 AND content_version = $2', [
    challengeId,
    contentVersion,
  ]);
  const content = found.rows[0]?.content;
  if (content) versions.remember(key, content);
  return content;
}

export async function findInvite(db: Db, link: string): Promise<string | undefined> {
  const found = await db.query<{ challenge_id: string }>('SELECT challenge_id FROM challenge_invites WHERE link = $1', [link]);
  return found.rows[0]?.challenge_id;
}

/** Every published (or closed) challenge of an active company, for the sitemap's /challenge/{uniqueId} pages. */
export async function publishedChallengeLinks(db: Db, limit = 10_000): Promise<{ uniqueId: string; updatedAt: string }[]> {
  const found = await db.query<{ challenge_id: string; updated_at: Date }>(
    `SELECT c.challenge_id, COALESCE(c.published_at, c.updated_at) AS updated_at FROM challenges c
       JOIN organisations o ON o.organisation_id = c.company_id
      WHERE c.status <> 'draft' AND c.published IS NOT NULL AND o.status = 'active' AND ${notTakenDown('c.challenge_id')}
      ORDER BY c.created_at DESC LIMIT $1`,
    [limit],
  );
  return found.rows.map((r) => ({ uniqueId: r.challenge_id, updatedAt: r.updated_at.toISOString() }));
}

/** The open challenges (window running, not closed) of these tracks, soonest closing first: the public track pages. */
export async function openChallengesOfTracks(db: Db, tracks: readonly string[], nowMs: number, limit = 12): Promise<PublicChallenge[]> {
  if (tracks.length === 0) return [];
  const live = await listLiveChallenges(db, { tracks: [...tracks] }, nowMs);
  return live
    .filter((c) => !c.closed && c.view.status === 'open')
    .slice(0, limit)
    .map((c) => c.view);
}

/** A company's challenges for its setup checklist: `published` once a version ever reached students (closed too). */
export async function companyChallengeActivity(db: Db, companyId: string): Promise<{ uniqueId: string; published: boolean }[]> {
  const found = await db.query<{ challenge_id: string; published: boolean }>('SELECT challenge_id, content_version > 0 AS published FROM challenges WHERE company_id = $1', [companyId]);
  return found.rows.map((r) => ({ uniqueId: r.challenge_id, published: r.published }));
}
