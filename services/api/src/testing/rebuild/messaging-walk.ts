import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { stableUuid } from '../../demo/demo-random.ts';
import {
  conversationDecider,
  conversationIdOf,
  conversationState,
  conversationStreamId,
  messagingSettingsDecider,
  messagingSettingsStreamId,
  whoMayStartOptions,
  type ConversationCommand,
} from '../../messaging/index.ts';
import { reminderSettingsDecider, reminderSettingsStreamId } from '../../reminders/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Conversations with messages, reads, blocks, reports and decisions; messaging and reminder settings; leavers. */
export async function messagingWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, options, tallied, run, runAccount, ids, accountIds, pickOrganisation } = w;
  // Conversations (issue 14): started between students and organisations, messages, reads, blocks, reports and the
  // admin's decisions, many aimed wrong; students' messaging settings; then a participant's account is deleted.
  const runConversation = async (command: ConversationCommand, extra: Parameters<typeof conversationState>[2] = {}) => {
    const id = command.data.conversationId;
    await tallied(command.type, () => handleCommand(db, conversationStreamId(id), conversationDecider, command, { ...options, initialState: (tx) => conversationState(tx, id, extra), tail: 1 }));
  };
  const conversations: { conversationId: string; messages: string[]; reports: string[] }[] = [];
  const startConversation = async (at: string, by: string) => {
    const student = { type: 'student' as const, id: pick(accountIds) };
    const org = { type: random() < 0.5 ? ('company' as const) : ('society' as const), id: pickOrganisation() };
    const conversationId = conversationIdOf(org, student);
    if (!conversations.some((c) => c.conversationId === conversationId)) conversations.push({ conversationId, messages: [], reports: [] });
    await runConversation({ type: 'StartConversation', data: { conversationId, kind: org.type === 'company' ? 'company_student' : 'society_member', a: org, b: student, by, now: at } });
    return conversations.find((c) => c.conversationId === conversationId)!;
  };
  {
    // One conversation through every fact first, then the walk.
    const at = new Date(start + 1999 * 1000).toISOString();
    const c = await startConversation(at, pick(accountIds));
    const [m1, m2, report] = [stableUuid('rebuild-message-s1'), stableUuid('rebuild-message-s2'), stableUuid('rebuild-report-s')];
    await runConversation({ type: 'SendMessage', data: { conversationId: c.conversationId, side: 'b', messageId: m1, clientMessageId: stableUuid('rebuild-client-s1'), by: pick(accountIds), now: at } });
    await runConversation({ type: 'SendMessage', data: { conversationId: c.conversationId, side: 'a', messageId: m2, clientMessageId: stableUuid('rebuild-client-s2'), by: pick(accountIds), now: at } });
    await runConversation({ type: 'MarkRead', data: { conversationId: c.conversationId, side: 'b', upToSeq: 2, by: pick(accountIds), now: at } });
    await runConversation({ type: 'ReportMessage', data: { conversationId: c.conversationId, side: 'b', reportId: report, messageId: m2, reason: 'spam', messageFromOther: true, by: pick(accountIds), now: at } });
    await runConversation({ type: 'DecideReport', data: { conversationId: c.conversationId, reportId: report, messageId: m2, decision: 'removed', by: pick(accountIds), now: at } }, { reportId: report });
    await runConversation({ type: 'SetBlocked', data: { conversationId: c.conversationId, side: 'b', blocked: true, by: pick(accountIds), now: at } });
    c.messages.push(m1, m2);
    // A setting that differs from the default (the walk's own may all repeat the current one).
    const accountId = pick(accountIds);
    await run(messagingSettingsStreamId(accountId), messagingSettingsDecider as Decider<unknown, never, DomainEvent>, {
      type: 'ChangeMessagingSetting',
      data: { accountId, whoMayStart: 'nobody', now: at },
    } as never);
    // Likewise a reminder setting off (the default is on; the walk's may all repeat it).
    await run(reminderSettingsStreamId(accountId), reminderSettingsDecider as Decider<unknown, never, DomainEvent>, {
      type: 'ChangeReminderSettings',
      data: { accountId, eventReminders: false, now: at },
    } as never);
  }
  for (let step = 0; step < 120; step++) {
    const at = new Date(start + (2000 + step) * 1000).toISOString();
    const by = pick(accountIds);
    const roll = random();
    if (roll < 0.15) {
      await startConversation(at, by);
      continue;
    }
    if (roll < 0.2) {
      const accountId = pick(accountIds);
      await run(messagingSettingsStreamId(accountId), messagingSettingsDecider as Decider<unknown, never, DomainEvent>, {
        type: 'ChangeMessagingSetting',
        data: { accountId, whoMayStart: pick(whoMayStartOptions), now: at },
      } as never);
      continue;
    }
    if (roll < 0.25) {
      // A student's reminder setting (issue 23): off, on, off again — each saves only a change.
      const accountId = pick(accountIds);
      await run(reminderSettingsStreamId(accountId), reminderSettingsDecider as Decider<unknown, never, DomainEvent>, {
        type: 'ChangeReminderSettings',
        data: { accountId, eventReminders: random() < 0.6 ? false : true, now: at },
      } as never);
      continue;
    }
    const c = conversations.length > 0 && random() < 0.9 ? pick(conversations) : { conversationId: stableUuid(`rebuild-conversation-none-${step}`), messages: [], reports: [] };
    const side = random() < 0.5 ? ('a' as const) : ('b' as const);
    const conversationId = c.conversationId;
    if (roll < 0.6) {
      const messageId = stableUuid(`rebuild-message-${step}`);
      c.messages.push(messageId);
      // Sometimes a client's retry of an earlier send (the same client message id): nothing new.
      const clientMessageId = stableUuid(`rebuild-client-${random() < 0.15 ? Math.max(0, step - 1) : step}`);
      await runConversation({ type: 'SendMessage', data: { conversationId, side, messageId, clientMessageId, by, now: at } }, { clientMessageId });
    } else if (roll < 0.75) {
      await runConversation({ type: 'MarkRead', data: { conversationId, side, upToSeq: Math.floor(random() * 12), by, now: at } });
    } else if (roll < 0.85) {
      await runConversation({ type: 'SetBlocked', data: { conversationId, side, blocked: random() < 0.4, by, now: at } });
    } else if (roll < 0.93 && c.messages.length > 0) {
      const reportId = stableUuid(`rebuild-report-${step}`);
      c.reports.push(reportId);
      await runConversation({ type: 'ReportMessage', data: { conversationId, side, reportId, messageId: pick(c.messages), reason: 'other', messageFromOther: random() < 0.8, by, now: at } });
    } else if (c.reports.length > 0) {
      const reportId = pick(c.reports);
      const messageId = (await db.query<{ m: string }>('SELECT message_id::text AS m FROM message_reports WHERE report_id = $1', [reportId])).rows[0]?.m ?? pick(c.messages);
      await runConversation({ type: 'DecideReport', data: { conversationId, reportId, messageId, decision: random() < 0.5 ? 'dismissed' : 'removed', by, now: at } }, { reportId });
    }
  }
  {
    // A student with conversations and a writer of messages leave: their rows go live and in the rebuild.
    const student = await ids(`SELECT c.b_id::text AS id FROM conversations c JOIN accounts a ON a.account_id = c.b_id LIMIT 1`);
    const writer = await ids(`SELECT m.sender_account::text AS id FROM conversation_messages m JOIN accounts a ON a.account_id = m.sender_account LIMIT 1`);
    for (const accountId of [...student, ...writer]) await runAccount({ type: 'DeleteAccount', data: { accountId, now: new Date(start + 2500 * 1000).toISOString() } });
  }
}
