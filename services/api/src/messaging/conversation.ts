import { createHash } from 'node:crypto';
import type { DomainEvent } from '@fast-track/shared/event-store/types';

// One-to-one conversations (issue 14, docs/messaging.md): between a company and a student, a society and
// one of its members, a society and a company. One stream per conversation (`conversation-<id>`), the id derived
// from its two parties, so "open or create" is the same call for both sides and a second start changes nothing.
// The events carry ids, order and read state only; what a message says is personal data and lives in
// message_texts, written in the same transaction (account deletion erases it; the log never held it).

export const partyTypes = ['student', 'company', 'society'] as const;
export type PartyType = (typeof partyTypes)[number];
export interface Party {
  type: PartyType;
  /** A student's account id, or an organisation id. */
  id: string;
}
export type Side = 'a' | 'b';
export const conversationKinds = ['company_student', 'society_member', 'society_company'] as const;
export type ConversationKind = (typeof conversationKinds)[number];
export const reportReasons = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export type ConversationStarted = DomainEvent<'ConversationStarted', { conversationId: string; kind: ConversationKind; a: Party; b: Party; by: string; at: string }>;
export type MessageSent = DomainEvent<
  'MessageSent',
  { conversationId: string; messageId: string; clientMessageId: string; seq: number; side: Side; by: string; at: string }
>;
export type ConversationRead = DomainEvent<'ConversationRead', { conversationId: string; side: Side; upToSeq: number; by: string; at: string }>;
export type ConversationBlocked = DomainEvent<'ConversationBlocked', { conversationId: string; side: Side; blocked: boolean; by: string; at: string }>;
export type MessageReported = DomainEvent<
  'MessageReported',
  { conversationId: string; reportId: string; messageId: string; side: Side; reason: ReportReason; by: string; at: string }
>;
export type ReportDecided = DomainEvent<
  'ReportDecided',
  { conversationId: string; reportId: string; messageId: string; decision: 'dismissed' | 'removed'; by: string; at: string }
>;
export type ConversationEvent = ConversationStarted | MessageSent | ConversationRead | ConversationBlocked | MessageReported | ReportDecided;

export type ConversationState =
  | { status: 'none' }
  | {
      status: 'open';
      conversationId: string;
      kind: ConversationKind;
      a: Party;
      b: Party;
      lastSeq: number;
      readSeq: Record<Side, number>;
      blocked: Record<Side, boolean>;
      /** Set by the state loader when the command's client message id is already in the conversation. */
      duplicateOf?: { messageId: string; seq: number };
      /** Reports still open, by id (loaded for the command that decides one). */
      openReports?: readonly string[];
    };

export const initialConversationState = (): ConversationState => ({ status: 'none' });

/**
 * Every step sets a value rather than adding to one: the command loop starts from the read table's state and folds
 * the stream's last event on top of it (a long conversation costs the same per message as a new one), so applying
 * an event the table already reflects must change nothing.
 */
export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  if (event.type === 'ConversationStarted') {
    if (state.status === 'open') return state;
    const d = event.data;
    return { status: 'open', conversationId: d.conversationId, kind: d.kind, a: d.a, b: d.b, lastSeq: 0, readSeq: { a: 0, b: 0 }, blocked: { a: false, b: false } };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'MessageSent': {
      const d = event.data;
      return { ...state, lastSeq: Math.max(state.lastSeq, d.seq), readSeq: { ...state.readSeq, [d.side]: Math.max(state.readSeq[d.side], d.seq) } };
    }
    case 'ConversationRead':
      return { ...state, readSeq: { ...state.readSeq, [event.data.side]: Math.max(state.readSeq[event.data.side], event.data.upToSeq) } };
    case 'ConversationBlocked':
      return { ...state, blocked: { ...state.blocked, [event.data.side]: event.data.blocked } };
    case 'MessageReported':
    case 'ReportDecided':
      return state;
  }
}

export const conversationStreamId = (conversationId: string): string => `conversation-${conversationId}`;
export const partyKey = (p: Party): string => `${p.type}:${p.id.toLowerCase()}`;

/** The conversation of two parties: the same id whoever starts it (sorted keys, hashed into a UUID's shape). */
export function conversationIdOf(x: Party, y: Party): string {
  const [first, second] = [partyKey(x), partyKey(y)].sort();
  const h = createHash('sha256').update(`${first}|${second}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Which pairs may talk, and the order of their sides (a: the organisation / company side, b: the other). */
export function arrange(x: Party, y: Party): { kind: ConversationKind; a: Party; b: Party } | undefined {
  const pair = (t1: PartyType, t2: PartyType) => (x.type === t1 && y.type === t2 ? { a: x, b: y } : y.type === t1 && x.type === t2 ? { a: y, b: x } : undefined);
  const cs = pair('company', 'student');
  if (cs) return { kind: 'company_student', ...cs };
  const sm = pair('society', 'student');
  if (sm) return { kind: 'society_member', ...sm };
  const sc = pair('society', 'company');
  if (sc) return { kind: 'society_company', ...sc };
  return undefined;
}

export const sideOf = (state: { a: Party; b: Party }, party: Party): Side | undefined =>
  partyKey(state.a) === partyKey(party) ? 'a' : partyKey(state.b) === partyKey(party) ? 'b' : undefined;
export const otherSide = (side: Side): Side => (side === 'a' ? 'b' : 'a');
