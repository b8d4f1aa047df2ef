import { randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { findAccount, identityStore, nowIso, type AccountDeps } from '../accounts/index.ts';
import { takedownDecider } from './takedown.decider.ts';
import { takedownStreamId, type TakedownKind } from './takedown.ts';

interface Target {
  contentId: string;
  title: string;
  ownerIds: string[];
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asUuid = (ref: string): string | null => (uuid.test(ref) ? ref.toLowerCase() : null);

// The owners of content an organisation published: its owners (they answer for what their people post).
const orgOwners = (alias: string) =>
  `ARRAY(SELECT m.account_id::text FROM organisation_members m WHERE m.organisation_id = ${alias} AND m.role = 'owner' ORDER BY m.account_id)`;

/**
 * How each kind of content is found by what an admin pastes: its id, or (events, articles) the link of its page.
 * A draft is content too (an admin may take a scheduled job down before it opens).
 */
const finders: Record<TakedownKind, (db: Db, id: string | null, ref: string) => Promise<Target | undefined>> = {
  event: async (db, id, link) =>
    (
      await db.query<Target>(
        `SELECT event_id::text AS "contentId", title, ${orgOwners('h.company_id')} AS "ownerIds" FROM hosted_events h
          WHERE ${id ? 'h.event_id = $1::uuid' : 'h.link = $1'}`,
        [id ?? link],
      )
    ).rows[0],
  job: async (db, id) =>
    id
      ? (await db.query<Target>(`SELECT job_id::text AS "contentId", title, ${orgOwners('j.company_id')} AS "ownerIds" FROM job_posts j WHERE j.job_id = $1::uuid`, [id])).rows[0]
      : undefined,
  challenge: async (db, id) =>
    id
      ? (await db.query<Target>(`SELECT challenge_id::text AS "contentId", title, ${orgOwners('c.company_id')} AS "ownerIds" FROM challenges c WHERE c.challenge_id = $1::uuid`, [id]))
          .rows[0]
      : undefined,
  // A message is private: its words stay out of the log; the sender is its owner.
  message: async (db, id) =>
    id
      ? (await db.query<Target>(`SELECT message_id::text AS "contentId", '' AS title, ARRAY[sender_account::text] AS "ownerIds" FROM conversation_messages WHERE message_id = $1::uuid`, [id]))
          .rows[0]
      : undefined,
  // A question is named by its event (its words are the asker's); the asker is its owner (none once erased).
  question: async (db, id) =>
    id
      ? (
          await db.query<Target>(
            `SELECT q.question_id::text AS "contentId", COALESCE(h.title, '') AS title,
                    CASE WHEN q.asked_by IS NULL OR q.erased THEN ARRAY[]::text[] ELSE ARRAY[q.asked_by] END AS "ownerIds"
               FROM event_questions q LEFT JOIN hosted_events h ON h.event_id = q.event_id WHERE q.question_id = $1::uuid`,
            [id],
          )
        ).rows[0]
      : undefined,
  article: async (db, id, link) =>
    (
      await db.query<Target>(
        `SELECT article_id::text AS "contentId", title, ARRAY[written_by] AS "ownerIds" FROM magazine_articles WHERE ${id ? 'article_id = $1::uuid' : 'link = $1'}`,
        [id ?? link],
      )
    ).rows[0],
};

/** The reference an admin pasted: an id, a link, or a whole address of the content's page (its last path segment). */
export function contentRef(pasted: string): string {
  const trimmed = pasted.trim();
  const path = /^https?:\/\//i.test(trimmed) ? (URL.canParse(trimmed) ? new URL(trimmed).pathname : trimmed) : trimmed;
  const segments = path.split(/[/?#]/).filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

/**
 * An admin takes content down with a reason (issue 26 part 6): a fact on the content's takedown stream with the
 * admin's id (data and actor), projected into content_takedowns, which every student and public read checks; the
 * owners are mailed in their language with the reason. A second takedown is refused (409 TAKEN_DOWN) and mails no one.
 */
export async function takeDownContent(
  deps: AccountDeps,
  adminId: string,
  input: { kind: TakedownKind; ref: string; reason: string },
): Promise<{ contentId: string; title: string }> {
  const ref = contentRef(input.ref);
  const target = ref ? await finders[input.kind](deps.db, asUuid(ref), ref) : undefined;
  if (!target) throw new NotFoundError(`No such ${input.kind}.`);
  const data = { contentKind: input.kind, contentId: target.contentId, title: target.title, ownerIds: target.ownerIds, adminId, reason: input.reason };
  await handleCommand(deps.db, takedownStreamId(target.contentId), takedownDecider, { type: 'TakeDownContent', data: { ...data, now: nowIso(deps) } }, {
    projections: deps.projections,
    metadata: { actor: adminId },
  });
  for (const ownerId of target.ownerIds) {
    const identity = uuid.test(ownerId) ? await identityStore.byId(deps.db, ownerId) : undefined;
    if (!identity) continue;
    const lng = (await findAccount(deps.db, ownerId))?.lng ?? 'en';
    await deps.mail.enqueue(
      // The mail job takes titles of at most 500 characters; the log keeps the whole title.
      { to: identity.email, template: 'content-taken-down', lng, vars: { kind: input.kind, title: target.title.slice(0, 500), reason: input.reason, name: identity.firstName } },
      { jobId: `content-taken-down:${target.contentId}:${randomBytes(8).toString('hex')}` },
    );
  }
  return { contentId: target.contentId, title: target.title };
}

export interface TakedownRow {
  contentId: string;
  kind: TakedownKind;
  title: string;
  adminId: string;
  reason: string;
  at: string;
}

/** The latest takedowns, newest first by the log's order (the console lists them under its form). */
export async function listTakedowns(db: Db, limit = 50): Promise<TakedownRow[]> {
  const rows = await db.query<TakedownRow & { at: Date | string }>(
    `SELECT content_id AS "contentId", kind, title, admin_id::text AS "adminId", reason, taken_down_at AS at
       FROM content_takedowns ORDER BY position DESC LIMIT $1`,
    [limit],
  );
  return rows.rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}
