import { takenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import type { ConversationKind, ConversationState, Party, PartyType, Side } from '../conversation.ts';
import { defaultWhoMayStart, type WhoMayStart } from '../messaging-settings.ts';

interface ConversationRow {
  conversation_id: string;
  kind: ConversationKind;
  a_type: PartyType;
  a_id: string;
  b_type: PartyType;
  b_id: string;
  last_seq: number;
  last_message_at: Date | null;
  a_read_seq: number;
  b_read_seq: number;
  a_unread: number;
  b_unread: number;
  a_blocked: boolean;
  b_blocked: boolean;
}

const conversationColumns = `conversation_id::text AS conversation_id, kind, a_type, a_id::text AS a_id, b_type, b_id::text AS b_id, last_seq,
  last_message_at, a_read_seq, b_read_seq, a_unread, b_unread, a_blocked, b_blocked`;

export async function findConversation(db: Db, conversationId: string): Promise<ConversationRow | undefined> {
  return (await db.query<ConversationRow>(`SELECT ${conversationColumns} FROM conversations WHERE conversation_id = $1`, [conversationId])).rows[0];
}

/** The command loop's starting state, from the read table (see evolveConversation), plus what one command needs. */
export async function conversationState(
  db: Db,
  conversationId: string,
  extra: { clientMessageId?: string; reportId?: string } = {},
): Promise<ConversationState> {
  const row = await findConversation(db, conversationId);
  if (!row) return { status: 'none' };
  const state: Extract<ConversationState, { status: 'open' }> = {
    status: 'open',
    conversationId,
    kind: row.kind,
    a: { type: row.a_type, id: row.a_id },
    b: { type: row.b_type, id: row.b_id },
    lastSeq: row.last_seq,
    readSeq: { a: row.a_read_seq, b: row.b_read_seq },
    blocked: { a: row.a_blocked, b: row.b_blocked },
  };
  if (extra.clientMessageId) {
    const dup = await db.query<{ message_id: string; seq: number }>(
      'SELECT message_id::text AS message_id, seq FROM conversation_messages WHERE conversation_id = $1 AND client_message_id = $2',
      [conversationId, extra.clientMessageId],
    );
    if (dup.rows[0]) state.duplicateOf = { messageId: dup.rows[0].message_id, seq: dup.rows[0].seq };
  }
  if (extra.reportId) {
    const found = await db.query<{ report_id: string }>(`SELECT report_id::text AS report_id FROM message_reports WHERE report_id = $1 AND status = 'open'`, [extra.reportId]);
    state.openReports = found.rows.map((r) => r.report_id);
  }
  return state;
}

export interface PartyView {
  type: PartyType;
  id: string;
  name: string;
  logo: string | null;
}

export interface ConversationView {
  conversationId: string;
  kind: ConversationKind;
  other: PartyView;
  lastSeq: number;
  lastMessageAt: string | null;
  lastMessage: { text: string; mine: boolean; removed: boolean } | null;
  unread: number;
  /** How far the other side has read (read receipts). */
  otherReadSeq: number;
  blockedByMe: boolean;
  blockedByOther: boolean;
}

const partyName = `CASE WHEN {t} = 'student' THEN (SELECT trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')) FROM account_identities i WHERE i.account_id = {id})
  ELSE (SELECT o.name FROM organisations o WHERE o.organisation_id = {id}) END`;
const partyLogo = `CASE WHEN {t} = 'student' THEN NULL ELSE (SELECT o.profile->>'logo' FROM organisations o WHERE o.organisation_id = {id}) END`;
const fill = (template: string, t: string, id: string) => template.replaceAll('{t}', t).replaceAll('{id}', id);

/** A party's conversations, the latest first, paged by last message time. */
export async function listConversations(db: Db, me: Party, limit = 50): Promise<ConversationView[]> {
  const found = await db.query<ConversationRow & { other_name: string | null; other_logo: string | null; me_side: Side; last_body: string | null; last_side: Side | null; last_removed: boolean | null }>(
    `WITH mine AS (
       SELECT c.*, CASE WHEN c.a_type = $1 AND c.a_id = $2::uuid THEN 'a' ELSE 'b' END AS me_side FROM conversations c
       WHERE (c.a_type = $1 AND c.a_id = $2::uuid) OR (c.b_type = $1 AND c.b_id = $2::uuid)
     )
     SELECT conversation_id::text AS conversation_id, kind, a_type, a_id::text AS a_id, b_type, b_id::text AS b_id, last_seq, last_message_at,
       a_read_seq, b_read_seq, a_unread, b_unread, a_blocked, b_blocked, me_side,
       ${fill(partyName, "CASE WHEN me_side = 'a' THEN b_type ELSE a_type END", "CASE WHEN me_side = 'a' THEN b_id ELSE a_id END")} AS other_name,
       ${fill(partyLogo, "CASE WHEN me_side = 'a' THEN b_type ELSE a_type END", "CASE WHEN me_side = 'a' THEN b_id ELSE a_id END")} AS other_logo,
       lm.body AS last_body, lm.sender_side AS last_side, lm.removed AS last_removed
     FROM mine LEFT JOIN LATERAL (
       SELECT m.sender_side, (m.removed OR ${takenDown('m.message_id')}) AS removed, t.body FROM conversation_messages m LEFT JOIN message_texts t ON t.message_id = m.message_id
       WHERE m.conversation_id = mine.conversation_id ORDER BY m.seq DESC LIMIT 1
     ) lm ON true
     ORDER BY last_message_at DESC NULLS LAST, conversation_id LIMIT $3`,
    [me.type, me.id, limit],
  );
  return found.rows.map((r) => toView(r, r.me_side, r.other_name, r.other_logo, r.last_side ? { body: r.last_body, side: r.last_side, removed: Boolean(r.last_removed) } : null));
}

export async function conversationView(db: Db, conversationId: string, me: Side): Promise<ConversationView | undefined> {
  const o = me === 'a' ? 'b' : 'a';
  const found = await db.query<ConversationRow & { other_name: string | null; other_logo: string | null; last_body: string | null; last_side: Side | null; last_removed: boolean | null }>(
    `SELECT ${conversationColumns}, ${fill(partyName, `${o}_type`, `${o}_id`)} AS other_name, ${fill(partyLogo, `${o}_type`, `${o}_id`)} AS other_logo,
       lm.body AS last_body, lm.sender_side AS last_side, lm.removed AS last_removed
     FROM conversations c LEFT JOIN LATERAL (
       SELECT m.sender_side, (m.removed OR ${takenDown('m.message_id')}) AS removed, t.body FROM conversation_messages m LEFT JOIN message_texts t ON t.message_id = m.message_id
       WHERE m.conversation_id = c.conversation_id ORDER BY m.seq DESC LIMIT 1
     ) lm ON true WHERE c.conversation_id = $1`,
    [conversationId],
  );
  const r = found.rows[0];
  return r && toView(r, me, r.other_name, r.other_logo, r.last_side ? { body: r.last_body, side: r.last_side, removed: Boolean(r.last_removed) } : null);
}

function toView(r: ConversationRow, me: Side, name: string | null, logo: string | null, last: { body: string | null; side: Side; removed: boolean } | null): ConversationView {
  const o: Side = me === 'a' ? 'b' : 'a';
  return {
    conversationId: r.conversation_id,
    kind: r.kind,
    other: { type: o === 'a' ? r.a_type : r.b_type, id: o === 'a' ? r.a_id : r.b_id, name: name ?? '', logo },
    lastSeq: r.last_seq,
    lastMessageAt: r.last_message_at && new Date(r.last_message_at).toISOString(),
    lastMessage: last && { text: last.removed ? '' : (last.body ?? ''), mine: last.side === me, removed: last.removed || last.body === null },
    unread: me === 'a' ? r.a_unread : r.b_unread,
    otherReadSeq: o === 'a' ? r.a_read_seq : r.b_read_seq,
    blockedByMe: me === 'a' ? r.a_blocked : r.b_blocked,
    blockedByOther: o === 'a' ? r.a_blocked : r.b_blocked,
  };
}

export interface MessageView {
  messageId: string;
  clientMessageId: string;
  seq: number;
  side: Side;
  mine: boolean;
  text: string;
  /** Removed by an admin after a report, or erased with its author's account. */
  removed: boolean;
  sentAt: string;
}

interface MessageRow {
  message_id: string;
  client_message_id: string;
  seq: number;
  sender_side: Side;
  sent_at: Date;
  removed: boolean;
  body: string | null;
}

const toMessage = (r: MessageRow, me: Side | undefined): MessageView => ({
  messageId: r.message_id,
  clientMessageId: r.client_message_id,
  seq: r.seq,
  side: r.sender_side,
  mine: r.sender_side === me,
  text: r.removed || r.body === null ? '' : r.body,
  removed: r.removed || r.body === null,
  sentAt: new Date(r.sent_at).toISOString(),
});

// A message an admin took down reads as removed, like one removed on a report (docs/admin.md § Takedowns).
const messageColumns = `m.message_id::text AS message_id, m.client_message_id::text AS client_message_id, m.seq, m.sender_side, m.sent_at,
  (m.removed OR ${takenDown('m.message_id')}) AS removed, t.body`;

/** History paged backwards: the `limit` messages before `before` (the newest without it), oldest first. */
export async function messagesBefore(db: Db, conversationId: string, me: Side, before: number | undefined, limit: number): Promise<{ messages: MessageView[]; nextBefore: number | null }> {
  const found = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM conversation_messages m LEFT JOIN message_texts t ON t.message_id = m.message_id
     WHERE m.conversation_id = $1 AND m.seq < $2 ORDER BY m.seq DESC LIMIT $3`,
    [conversationId, before ?? 2_147_483_647, limit + 1],
  );
  const more = found.rows.length > limit;
  const page = found.rows.slice(0, limit).reverse();
  return { messages: page.map((r) => toMessage(r, me)), nextBefore: more && page[0] ? page[0].seq : null };
}

export async function messageById(db: Db, conversationId: string, messageId: string, me?: Side): Promise<MessageView | undefined> {
  const found = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM conversation_messages m LEFT JOIN message_texts t ON t.message_id = m.message_id WHERE m.conversation_id = $1 AND m.message_id = $2`,
    [conversationId, messageId],
  );
  return found.rows[0] && toMessage(found.rows[0], me);
}

/** Unread messages of every party a person speaks for: themselves (a student) and their organisations. */
export async function unreadTotal(db: Db, accountId: string): Promise<number> {
  const found = await db.query<{ n: string | null }>(
    `WITH parties AS (
       SELECT 'student'::text AS t, $1::uuid AS id
       UNION ALL SELECT CASE o.kind WHEN 'company' THEN 'company' ELSE 'society' END, m.organisation_id
       FROM organisation_members m JOIN organisations o ON o.organisation_id = m.organisation_id
       WHERE m.account_id = $1::uuid AND o.kind IN ('company', 'student_organisation')
     )
     SELECT (SELECT coalesce(sum(c.a_unread), 0) FROM conversations c JOIN parties p ON c.a_type = p.t AND c.a_id = p.id)
          + (SELECT coalesce(sum(c.b_unread), 0) FROM conversations c JOIN parties p ON c.b_type = p.t AND c.b_id = p.id) AS n`,
    [accountId],
  );
  return Number(found.rows[0]?.n ?? 0);
}

/** The accounts that read a party's messages: a student, or every member of an organisation. */
export async function accountsOf(db: Db, party: Party): Promise<string[]> {
  if (party.type === 'student') return [party.id];
  const found = await db.query<{ account_id: string }>('SELECT account_id::text AS account_id FROM organisation_members WHERE organisation_id = $1', [party.id]);
  return found.rows.map((r) => r.account_id);
}

export async function whoMayStartOf(db: Db, accountId: string): Promise<WhoMayStart> {
  const found = await db.query<{ who_may_start: WhoMayStart }>('SELECT who_may_start FROM messaging_settings WHERE account_id = $1', [accountId]);
  return found.rows[0]?.who_may_start ?? defaultWhoMayStart;
}

/** Median minutes from a student's first message to the company's first reply (null under 3 answered conversations). */
export async function medianFirstResponse(db: Db, companyId: string): Promise<{ medianMinutes: number | null; answered: number }> {
  const found = await db.query<{ median: number | null; n: string }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_reply_at - first_student_at)) AS median, count(*) AS n
     FROM conversations WHERE kind = 'company_student' AND a_id = $1 AND first_reply_at IS NOT NULL`,
    [companyId],
  );
  const n = Number(found.rows[0]?.n ?? 0);
  const median = found.rows[0]?.median;
  return { medianMinutes: n >= 3 && median !== null && median !== undefined ? Math.max(1, Math.round(Number(median) / 60)) : null, answered: n };
}

export interface ReportView {
  reportId: string;
  conversationId: string;
  messageId: string;
  reason: string;
  status: string;
  reportedAt: string;
  text: string;
  sender: string;
  reporter: string;
}

export async function listReports(db: Db, status: 'open' | 'dismissed' | 'removed'): Promise<ReportView[]> {
  const found = await db.query<{ report_id: string; conversation_id: string; message_id: string; reason: string; status: string; reported_at: Date; body: string | null; sender: string | null; reporter: string | null }>(
    `SELECT r.report_id::text AS report_id, r.conversation_id::text AS conversation_id, r.message_id::text AS message_id, r.reason, r.status, r.reported_at, t.body,
       trim(coalesce(si.first_name, '') || ' ' || coalesce(si.last_name, '')) AS sender,
       trim(coalesce(ri.first_name, '') || ' ' || coalesce(ri.last_name, '')) AS reporter
     FROM message_reports r
     LEFT JOIN message_texts t ON t.message_id = r.message_id
     LEFT JOIN conversation_messages m ON m.message_id = r.message_id
     LEFT JOIN account_identities si ON si.account_id = m.sender_account
     LEFT JOIN account_identities ri ON ri.account_id = r.reporter_account
     WHERE r.status = $1 ORDER BY r.reported_at DESC LIMIT 200`,
    [status],
  );
  return found.rows.map((r) => ({
    reportId: r.report_id,
    conversationId: r.conversation_id,
    messageId: r.message_id,
    reason: r.reason,
    status: r.status,
    reportedAt: new Date(r.reported_at).toISOString(),
    text: r.body ?? '',
    sender: r.sender ?? '',
    reporter: r.reporter ?? '',
  }));
}

/**
 * Of the `online` accounts, those that speak for the other side of a conversation one of the `viewers` speaks in
 * (a student, or a member of the organisation party), unless either side blocked it: what the realtime presence list
 * may tell a conversation partner. Pairs, one query for all viewers.
 */
export async function conversationPartnersAmong(db: Db, viewers: readonly string[], online: readonly string[]): Promise<{ viewer: string; peer: string }[]> {
  if (viewers.length === 0 || online.length === 0) return [];
  const found = await db.query<{ viewer: string; peer: string }>(
    `WITH parties AS (
       SELECT conversation_id, 'a' AS side, a_type AS type, a_id AS id FROM conversations WHERE NOT (a_blocked OR b_blocked)
       UNION ALL
       SELECT conversation_id, 'b', b_type, b_id FROM conversations WHERE NOT (a_blocked OR b_blocked)
     ), speakers AS (
       SELECT conversation_id, side, id AS account FROM parties WHERE type = 'student'
       UNION ALL
       SELECT p.conversation_id, p.side, m.account_id FROM parties p JOIN organisation_members m ON m.organisation_id = p.id WHERE p.type <> 'student'
     )
     SELECT DISTINCT me.account::text AS viewer, other.account::text AS peer
     FROM speakers me JOIN speakers other ON other.conversation_id = me.conversation_id AND other.side <> me.side
     WHERE me.account = ANY($1::uuid[]) AND other.account = ANY($2::uuid[])`,
    [viewers, online],
  );
  return found.rows;
}
