import { ConflictError, ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import {
  evolveConversation,
  initialConversationState,
  otherSide,
  type ConversationEvent,
  type ConversationKind,
  type ConversationState,
  type Party,
  type ReportReason,
  type Side,
} from './conversation.ts';

export class ConversationNotFoundError extends NotFoundError {
  override readonly code = 'CONVERSATION_NOT_FOUND';
}
/** The other side blocked this conversation, or the sender did: nothing more is delivered. */
export class ConversationBlockedError extends ForbiddenError {
  override readonly code = 'CONVERSATION_BLOCKED';
}
export class MessageNotFoundError extends NotFoundError {
  override readonly code = 'MESSAGE_NOT_FOUND';
}
export class ReportDecidedError extends ConflictError {
  override readonly code = 'REPORT_DECIDED';
}

type Base = { conversationId: string; by: string; now: string };
export type StartConversation = DomainCommand<'StartConversation', Base & { kind: ConversationKind; a: Party; b: Party }>;
export type SendMessage = DomainCommand<'SendMessage', Base & { side: Side; messageId: string; clientMessageId: string }>;
export type MarkRead = DomainCommand<'MarkRead', Base & { side: Side; upToSeq: number }>;
export type SetBlocked = DomainCommand<'SetBlocked', Base & { side: Side; blocked: boolean }>;
/** `messageFromOther`: the route found the message in this conversation, written by the other side. */
export type ReportMessage = DomainCommand<'ReportMessage', Base & { side: Side; reportId: string; messageId: string; reason: ReportReason; messageFromOther: boolean }>;
export type DecideReport = DomainCommand<'DecideReport', Base & { reportId: string; messageId: string; decision: 'dismissed' | 'removed' }>;
export type ConversationCommand = StartConversation | SendMessage | MarkRead | SetBlocked | ReportMessage | DecideReport;

type Open = Extract<ConversationState, { status: 'open' }>;
const open = (state: ConversationState): Open => {
  if (state.status !== 'open') throw new ConversationNotFoundError('No such conversation.');
  return state;
};

export const conversationDecider: Decider<ConversationState, ConversationCommand, ConversationEvent> = {
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide(command, state) {
    const { conversationId, by, now: at } = command.data;
    switch (command.type) {
      case 'StartConversation':
        // Opening a conversation that exists is the same conversation (either side may "start" it again).
        if (state.status === 'open') return [];
        return [{ type: 'ConversationStarted', data: { conversationId, kind: command.data.kind, a: command.data.a, b: command.data.b, by, at } }];
      case 'SendMessage': {
        const c = open(state);
        // At-least-once from the client: a retry with the same client message id is the message already sent.
        if (c.duplicateOf) return [];
        const { side } = command.data;
        if (c.blocked[side]) throw new ConversationBlockedError('You blocked this conversation; unblock it to send messages.');
        if (c.blocked[otherSide(side)]) throw new ConversationBlockedError('You can no longer send messages in this conversation.');
        const { messageId, clientMessageId } = command.data;
        return [{ type: 'MessageSent', data: { conversationId, messageId, clientMessageId, seq: c.lastSeq + 1, side, by, at } }];
      }
      case 'MarkRead': {
        const c = open(state);
        const upToSeq = Math.min(command.data.upToSeq, c.lastSeq);
        if (upToSeq <= c.readSeq[command.data.side]) return [];
        return [{ type: 'ConversationRead', data: { conversationId, side: command.data.side, upToSeq, by, at } }];
      }
      case 'SetBlocked': {
        const c = open(state);
        if (c.blocked[command.data.side] === command.data.blocked) return [];
        return [{ type: 'ConversationBlocked', data: { conversationId, side: command.data.side, blocked: command.data.blocked, by, at } }];
      }
      case 'ReportMessage': {
        open(state);
        if (!command.data.messageFromOther) throw new MessageNotFoundError('No such message from the other side in this conversation.');
        const { reportId, messageId, side, reason } = command.data;
        return [{ type: 'MessageReported', data: { conversationId, reportId, messageId, side, reason, by, at } }];
      }
      case 'DecideReport': {
        const c = open(state);
        if (!c.openReports?.includes(command.data.reportId)) throw new ReportDecidedError('This report has been decided.');
        const { reportId, messageId, decision } = command.data;
        return [{ type: 'ReportDecided', data: { conversationId, reportId, messageId, decision, by, at } }];
      }
    }
  },
};
