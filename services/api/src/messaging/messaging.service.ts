import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { conversationDecider, ConversationNotFoundError, type ConversationCommand } from './conversation.decider.ts';
import { arrange, conversationIdOf, conversationStreamId, sideOf, type Party, type ReportReason, type Side } from './conversation.ts';
import { messagingSettingsDecider, messagingSettingsStreamId, type WhoMayStart } from './messaging-settings.ts';
import type { MessagingNotifier } from './messaging-notifier.ts';
import { accountsOf, conversationState, findConversation, messageById, whoMayStartOf, type MessageView } from './read-models/conversation-queries.ts';

export interface MessagingDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
  notifier: MessagingNotifier;
}

export class NotAcceptingError extends ForbiddenError {
  override readonly code = 'NOT_ACCEPTING_MESSAGES';
}
export class PartyNotFoundError extends NotFoundError {
  override readonly code = 'RECIPIENT_NOT_FOUND';
}

const nowIso = (deps: MessagingDeps) => new Date(deps.now()).toISOString();

function run(deps: MessagingDeps, command: ConversationCommand, actor: string, extra: Parameters<typeof conversationState>[2] = {}, projections = deps.projections) {
  const id = command.data.conversationId;
  return handleCommand(deps.db, conversationStreamId(id), conversationDecider, command, {
    projections,
    // The read table is the state; the stream's last event is folded on top (evolve is idempotent).
    initialState: (tx) => conversationState(tx, id, extra),
    tail: 1,
    metadata: { actor },
  });
}

/** The caller's side of a conversation they speak for; anyone else gets the same 404 as for no conversation. */
export async function sideIn(db: Db, conversationId: string, me: Party): Promise<{ side: Side; a: Party; b: Party }> {
  const row = await findConversation(db, conversationId);
  const parties = row && { a: { type: row.a_type, id: row.a_id }, b: { type: row.b_type, id: row.b_id } };
  const side = parties && sideOf(parties, me);
  if (!parties || !side) throw new ConversationNotFoundError('No such conversation.');
  return { side, ...parties };
}

/**
 * Whether `me` may start a conversation with `to` (an existing one always opens): a company writes to a student
 * as the student's setting allows and only once approved; a society to its members and to approved companies;
 * a student to the societies they belong to. Companies do not write to companies, nor students to students.
 */
async function checkStart(db: Db, me: Party, to: Party): Promise<void> {
  const org = async (id: string) =>
    (await db.query<{ kind: string; status: string }>('SELECT kind, status FROM organisations WHERE organisation_id = $1', [id])).rows[0];
  const isStudent = async (id: string) => (await db.query('SELECT 1 FROM students WHERE student_id = $1', [id])).rows.length > 0;
  const isMember = async (orgId: string, accountId: string) =>
    (await db.query('SELECT 1 FROM organisation_members WHERE organisation_id = $1 AND account_id = $2', [orgId, accountId])).rows.length > 0;

  if (to.type === 'student' && !(await isStudent(to.id))) throw new PartyNotFoundError('No such student.');
  if (to.type !== 'student') {
    const found = await org(to.id);
    if (!found || found.kind !== (to.type === 'company' ? 'company' : 'student_organisation')) throw new PartyNotFoundError('No such organisation.');
    if (to.type === 'company' && found.status !== 'active') throw new PartyNotFoundError('No such organisation.');
  }
  if (me.type === 'company') {
    if ((await org(me.id))?.status !== 'active') throw new NotAcceptingError('Your company can write to students once it is approved.');
    if (to.type === 'student') {
      const setting = await whoMayStartOf(db, to.id);
      if (setting === 'nobody') throw new NotAcceptingError('This student does not accept new conversations from employers.');
      if (setting === 'challenge_employers') {
        const took = await db.query('SELECT 1 FROM challenge_attempts WHERE student_id = $1 AND company_id = $2 LIMIT 1', [to.id, me.id]);
        if (took.rows.length === 0) throw new NotAcceptingError('This student accepts new conversations only from employers whose challenges they took.');
      }
    }
    return;
  }
  if (me.type === 'society') {
    if (to.type === 'student' && !(await isMember(me.id, to.id))) throw new NotAcceptingError('A society writes to its own members only.');
    return;
  }
  // A student starts conversations with their societies; companies write first (the student's setting decides).
  if (to.type === 'society' && (await isMember(to.id, me.id))) return;
  throw new NotAcceptingError('Students can start conversations with their own societies; employers write first.');
}

export async function openConversation(deps: MessagingDeps, me: Party, to: Party, actor: string): Promise<{ conversationId: string; created: boolean; side: Side }> {
  const pair = arrange(me, to);
  if (!pair) throw new NotAcceptingError('These two cannot have a conversation.');
  const conversationId = conversationIdOf(me, to);
  const existing = await findConversation(deps.db, conversationId);
  if (!existing) await checkStart(deps.db, me, to);
  const result = await run(deps, { type: 'StartConversation', data: { conversationId, ...pair, by: actor, now: nowIso(deps) } }, actor);
  return { conversationId, created: result.events.length > 0, side: pair.a === me ? 'a' : 'b' };
}

/** The message text goes in with the event, in its transaction, but into message_texts (never the log). */
const textWriter = (text: string): Projection => ({
  name: 'message-text',
  tables: [],
  eventTypes: ['MessageSent'],
  async handle(tx, events) {
    for (const e of events) {
      const d = e.data as { messageId: string; conversationId: string; by: string };
      await tx.query('INSERT INTO message_texts (message_id, conversation_id, sender_account, body) VALUES ($1, $2, $3, $4)', [d.messageId, d.conversationId, d.by, text]);
    }
  },
});

export async function sendMessage(
  deps: MessagingDeps,
  me: Party,
  conversationId: string,
  input: { clientMessageId: string; text: string },
  actor: string,
): Promise<{ message: MessageView; duplicate: boolean }> {
  const { side, a, b } = await sideIn(deps.db, conversationId, me);
  const messageId = randomUUID();
  const result = await run(
    deps,
    { type: 'SendMessage', data: { conversationId, side, messageId, clientMessageId: input.clientMessageId, by: actor, now: nowIso(deps) } },
    actor,
    { clientMessageId: input.clientMessageId },
    [...deps.projections, textWriter(input.text)],
  );
  const state = result.state;
  const id = result.events.length > 0 ? messageId : state.status === 'open' ? state.duplicateOf?.messageId : undefined;
  const message = id ? await messageById(deps.db, conversationId, id, side) : undefined;
  if (!message) throw new ConversationNotFoundError('No such conversation.');
  if (result.events.length > 0) {
    const accounts = [...(await accountsOf(deps.db, a)), ...(await accountsOf(deps.db, b))];
    const { mine: _mine, ...live } = message;
    deps.notifier.message(accounts, conversationId, live);
  }
  return { message, duplicate: result.events.length === 0 };
}

export async function markRead(deps: MessagingDeps, me: Party, conversationId: string, upToSeq: number, actor: string): Promise<void> {
  const { side, a, b } = await sideIn(deps.db, conversationId, me);
  const result = await run(deps, { type: 'MarkRead', data: { conversationId, side, upToSeq, by: actor, now: nowIso(deps) } }, actor);
  const read = result.events[0];
  if (read?.type === 'ConversationRead') {
    deps.notifier.read([...(await accountsOf(deps.db, a)), ...(await accountsOf(deps.db, b))], conversationId, side, read.data.upToSeq);
  }
}

export async function setBlocked(deps: MessagingDeps, me: Party, conversationId: string, blocked: boolean, actor: string): Promise<void> {
  const { side, a, b } = await sideIn(deps.db, conversationId, me);
  const result = await run(deps, { type: 'SetBlocked', data: { conversationId, side, blocked, by: actor, now: nowIso(deps) } }, actor);
  if (result.events.length > 0) deps.notifier.changed([...(await accountsOf(deps.db, a)), ...(await accountsOf(deps.db, b))], conversationId);
}

export async function reportMessage(deps: MessagingDeps, me: Party, conversationId: string, messageId: string, reason: ReportReason, actor: string): Promise<string> {
  const { side } = await sideIn(deps.db, conversationId, me);
  const message = await messageById(deps.db, conversationId, messageId, side);
  const reportId = randomUUID();
  await run(
    deps,
    { type: 'ReportMessage', data: { conversationId, side, reportId, messageId, reason, messageFromOther: Boolean(message && !message.mine && !message.removed), by: actor, now: nowIso(deps) } },
    actor,
  );
  return reportId;
}

export async function decideReport(deps: MessagingDeps, reportId: string, decision: 'dismissed' | 'removed', actor: string): Promise<void> {
  const found = await deps.db.query<{ conversation_id: string; message_id: string }>(
    'SELECT conversation_id::text AS conversation_id, message_id::text AS message_id FROM message_reports WHERE report_id = $1',
    [reportId],
  );
  const report = found.rows[0];
  if (!report) throw new NotFoundError('No such report.');
  const conversationId = report.conversation_id;
  await deps.db.transaction(async (tx) => {
    await handleCommand(tx, conversationStreamId(conversationId), conversationDecider, {
      type: 'DecideReport',
      data: { conversationId, reportId, messageId: report.message_id, decision, by: actor, now: nowIso(deps) },
    }, { projections: deps.projections, initialState: (inner) => conversationState(inner, conversationId, { reportId }), tail: 1, metadata: { actor } });
    // A removed message's words go for good (the log never held them).
    if (decision === 'removed') await tx.query('DELETE FROM message_texts WHERE message_id = $1', [report.message_id]);
  });
  const row = await findConversation(deps.db, conversationId);
  if (row && decision === 'removed') {
    const accounts = [...(await accountsOf(deps.db, { type: row.a_type, id: row.a_id })), ...(await accountsOf(deps.db, { type: row.b_type, id: row.b_id }))];
    deps.notifier.changed(accounts, conversationId);
  }
}

/** A student's choice of who may write to them first (the settings stream of their account). */
export async function changeMessagingSetting(deps: MessagingDeps, accountId: string, whoMayStart: WhoMayStart): Promise<void> {
  await handleCommand(deps.db, messagingSettingsStreamId(accountId), messagingSettingsDecider, {
    type: 'ChangeMessagingSetting',
    data: { accountId, whoMayStart, now: nowIso(deps) },
  }, { projections: deps.projections, metadata: { actor: accountId } });
}

/** Account deletion: the person's message texts, and every text of a deleted student's conversations. */
export function messagingErasure() {
  return async (tx: Db, accountId: string): Promise<void> => {
    await tx.query(
      `DELETE FROM message_texts WHERE sender_account = $1::uuid OR conversation_id IN (
         SELECT conversation_id FROM conversations WHERE (a_type = 'student' AND a_id = $1::uuid) OR (b_type = 'student' AND b_id = $1::uuid))`,
      [accountId],
    );
    await tx.query('DELETE FROM message_digests WHERE account_id = $1::uuid', [accountId]);
  };
}
