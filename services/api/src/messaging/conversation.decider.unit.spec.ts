import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import {
  ConversationBlockedError,
  ConversationNotFoundError,
  MessageNotFoundError,
  ReportDecidedError,
  conversationDecider,
  type ConversationCommand,
} from './conversation.decider.ts';
import type { ConversationEvent, ConversationState, Party, Side } from './conversation.ts';

const spec = deciderSpec(conversationDecider);
/**
 * The command loop starts from the read table's state, which the loader completes with what only the tables know
 * (a duplicate client message id, the open reports); such a spec folds the past on top of that loaded state.
 */
const specFromLoaded = (loaded: Partial<Extract<ConversationState, { status: 'open' }>>) =>
  deciderSpec({ ...conversationDecider, initialState: (): ConversationState => ({ ...startedState, ...loaded }) });

const conversationId = 'c0000000-0000-5000-a000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const company: Party = { type: 'company', id: 'f0000000-0000-4000-8000-000000000001' };
const student: Party = { type: 'student', id: 'a0000000-0000-4000-8000-000000000001' };
const base = { conversationId, by: 'u1', now };
const at = now;

const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId, kind: 'company_student', a: company, b: student, by: 'u1', at } };
const startedState: Extract<ConversationState, { status: 'open' }> = {
  status: 'open',
  conversationId,
  kind: 'company_student',
  a: company,
  b: student,
  lastSeq: 0,
  readSeq: { a: 0, b: 0 },
  blocked: { a: false, b: false },
};
const sent = (seq: number, side: Side): ConversationEvent => ({
  type: 'MessageSent',
  data: { conversationId, messageId: `m${seq}`, clientMessageId: `client-${seq}`, seq, side, by: 'u1', at },
});
const blockedBy = (side: Side, blocked = true): ConversationEvent => ({ type: 'ConversationBlocked', data: { conversationId, side, blocked, by: 'u1', at } });
const readBy = (side: Side, upToSeq: number): ConversationEvent => ({ type: 'ConversationRead', data: { conversationId, side, upToSeq, by: 'u1', at } });

const start: ConversationCommand = { type: 'StartConversation', data: { ...base, kind: 'company_student', a: company, b: student } };
const send = (seq: number, side: Side): ConversationCommand => ({ type: 'SendMessage', data: { ...base, side, messageId: `m${seq}`, clientMessageId: `client-${seq}` } });
const markRead = (side: Side, upToSeq: number): ConversationCommand => ({ type: 'MarkRead', data: { ...base, side, upToSeq } });
const setBlocked = (side: Side, blocked: boolean): ConversationCommand => ({ type: 'SetBlocked', data: { ...base, side, blocked } });
const report = (messageFromOther: boolean): ConversationCommand => ({
  type: 'ReportMessage',
  data: { ...base, side: 'b', reportId: 'r1', messageId: 'm1', reason: 'harassment', messageFromOther },
});
const decideReport: ConversationCommand = { type: 'DecideReport', data: { ...base, by: 'admin', reportId: 'r1', messageId: 'm1', decision: 'removed' } };

const notFound = (e: ConversationNotFoundError) => e.code === 'CONVERSATION_NOT_FOUND' && e.status === 404;
const blocked = (e: ConversationBlockedError) => e.code === 'CONVERSATION_BLOCKED' && e.status === 403;

describe('conversation decider', () => {
  it('starts a conversation; starting it again, from either side, is the same conversation', () => {
    spec.given([]).when(start).then([started]);
    expect(spec.given([started]).state).toEqual(startedState);
    spec.given([started]).when(start).thenNothingHappened();
    spec
      .given([started])
      .when({ type: 'StartConversation', data: { ...base, by: 'u2', kind: 'company_student', a: company, b: student } })
      .thenNothingHappened();
  });

  it('numbers messages in order, and a sent message counts as read by its sender', () => {
    spec.given([started]).when(send(1, 'a')).then([sent(1, 'a')]);
    spec.given([started, sent(1, 'a')]).when(send(2, 'b')).then([sent(2, 'b')]);
    expect(spec.given([started, sent(1, 'a'), sent(2, 'b')]).state).toMatchObject({ lastSeq: 2, readSeq: { a: 1, b: 2 } });
  });

  it('takes a retried client message id as the message already sent', () => {
    specFromLoaded({ lastSeq: 1, duplicateOf: { messageId: 'm1', seq: 1 } }).given([]).when(send(2, 'a')).thenNothingHappened();
  });

  it('delivers nothing once either side blocked the conversation, and again once unblocked', () => {
    spec.given([started, blockedBy('a')]).when(send(1, 'a')).thenThrows(ConversationBlockedError, blocked);
    spec.given([started, blockedBy('a')]).when(send(1, 'b')).thenThrows(ConversationBlockedError, blocked);
    spec.given([started, blockedBy('a'), blockedBy('a', false)]).when(send(1, 'b')).then([sent(1, 'b')]);
  });

  it('blocks and unblocks per side; setting what is already set changes nothing', () => {
    spec.given([started]).when(setBlocked('b', true)).then([blockedBy('b')]);
    spec.given([started, blockedBy('b')]).when(setBlocked('b', true)).thenNothingHappened();
    spec.given([started, blockedBy('b')]).when(setBlocked('b', false)).then([blockedBy('b', false)]);
    spec.given([started]).when(setBlocked('a', false)).thenNothingHappened();
  });

  it('marks read up to the last message at most, and never backwards', () => {
    const past = [started, sent(1, 'a'), sent(2, 'a'), sent(3, 'a')];
    spec.given(past).when(markRead('b', 2)).then([readBy('b', 2)]);
    spec.given(past).when(markRead('b', 99)).then([readBy('b', 3)]);
    spec.given([...past, readBy('b', 2)]).when(markRead('b', 2)).thenNothingHappened();
    spec.given([...past, readBy('b', 2)]).when(markRead('b', 1)).thenNothingHappened();
    spec.given(past).when(markRead('a', 3)).thenNothingHappened();
  });

  it('reports only a message the other side wrote', () => {
    spec
      .given([started, sent(1, 'a')])
      .when(report(true))
      .then([{ type: 'MessageReported', data: { conversationId, reportId: 'r1', messageId: 'm1', side: 'b', reason: 'harassment', by: 'u1', at } }]);
    spec
      .given([started, sent(1, 'b')])
      .when(report(false))
      .thenThrows(MessageNotFoundError, (e) => e.code === 'MESSAGE_NOT_FOUND' && e.status === 404);
  });

  it('decides an open report once', () => {
    specFromLoaded({ lastSeq: 1, openReports: ['r1'] })
      .given([])
      .when(decideReport)
      .then([{ type: 'ReportDecided', data: { conversationId, reportId: 'r1', messageId: 'm1', decision: 'removed', by: 'admin', at } }]);
    specFromLoaded({ lastSeq: 1, openReports: [] }).given([]).when(decideReport).thenThrows(ReportDecidedError, (e) => e.code === 'REPORT_DECIDED' && e.status === 409);
    spec.given([started, sent(1, 'a')]).when(decideReport).thenThrows(ReportDecidedError);
  });

  it('does nothing but start in a conversation that does not exist', () => {
    for (const command of [send(1, 'a'), markRead('a', 1), setBlocked('a', true), report(true), decideReport]) {
      spec.given([]).when(command).thenThrows(ConversationNotFoundError, notFound);
    }
  });
});
