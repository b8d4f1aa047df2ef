import { messageLimits } from '@fast-track/shared/messaging/message-limits';
import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// Messaging (docs/messaging.md): the same calls for a student's own inbox and an organisation's.

/** Whose inbox a screen shows: the signed-in student's, or an organisation's (company or society) they belong to. */
export type Inbox = { kind: 'student' } | { kind: 'organisation'; organisationId: string };

export const MAX_MESSAGE_LENGTH = messageLimits.textLength;
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const partySchema = z.object({ type: z.enum(['student', 'company', 'society']), id: z.string(), name: z.string(), logo: z.nullable(z.string()) });
export const conversationSchema = z.object({
  conversationId: z.string(),
  kind: z.string(),
  other: partySchema,
  lastSeq: z.number(),
  lastMessageAt: z.nullable(z.string()),
  lastMessage: z.nullable(z.object({ text: z.string(), mine: z.boolean(), removed: z.boolean() })),
  unread: z.number(),
  otherReadSeq: z.number(),
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  messageId: z.string(),
  clientMessageId: z.string(),
  seq: z.number(),
  side: z.enum(['a', 'b']),
  text: z.string(),
  removed: z.boolean(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof messageSchema> & { mine: boolean };
const ownMessageSchema = z.extend(messageSchema, { mine: z.boolean() });

const base = (inbox: Inbox) =>
  inbox.kind === 'student' ? 'api/messages/conversations' : `api/organisations/${encodeURIComponent(inbox.organisationId)}/messages/conversations`;
const one = (inbox: Inbox, conversationId: string) => `${base(inbox)}/${encodeURIComponent(conversationId)}`;
const conversationAnswer = (b: unknown) => z.object({ conversation: conversationSchema }).parse(b).conversation;

export const listConversations = (inbox: Inbox): Promise<Outcome<Conversation[]>> =>
  outcomeRequest('get', base(inbox), (b) => z.object({ conversations: z.array(conversationSchema) }).parse(b).conversations);
export const openConversation = (inbox: Inbox, to: { type: 'student' | 'company' | 'society'; id: string }) =>
  outcomeRequest('post', base(inbox), conversationAnswer, { json: { to } });
export const getConversation = (inbox: Inbox, conversationId: string) => outcomeRequest('get', one(inbox, conversationId), conversationAnswer);
export const listMessages = (inbox: Inbox, conversationId: string, before?: number) =>
  outcomeRequest('get', `${one(inbox, conversationId)}/messages?limit=30${before ? `&before=${before}` : ''}`, (b) =>
    z.object({ messages: z.array(ownMessageSchema), nextBefore: z.nullable(z.number()) }).parse(b),
  );
export const sendMessage = (inbox: Inbox, conversationId: string, clientMessageId: string, text: string) =>
  outcomeRequest('post', `${one(inbox, conversationId)}/messages`, (b) => z.object({ message: ownMessageSchema }).parse(b).message, { json: { clientMessageId, text } });
export const markRead = (inbox: Inbox, conversationId: string, upToSeq: number) =>
  outcomeRequest('post', `${one(inbox, conversationId)}/read`, () => null, { json: { upToSeq } });
export const setBlocked = (inbox: Inbox, conversationId: string, blocked: boolean) =>
  outcomeRequest('post', `${one(inbox, conversationId)}/block`, conversationAnswer, { json: { blocked } });
export const reportMessage = (inbox: Inbox, conversationId: string, messageId: string, reason: ReportReason) =>
  outcomeRequest('post', `${one(inbox, conversationId)}/messages/${encodeURIComponent(messageId)}/report`, () => null, { json: { reason } });

/** A company's median first-response time to students (null until it answered three). */
export const responseTime = (companyId: string) =>
  outcomeRequest('get', `api/companies/${encodeURIComponent(companyId)}/response-time`, (b) =>
    z.object({ medianMinutes: z.nullable(z.number()), answered: z.number() }).parse(b),
  );

export const WHO_MAY_START = ['challenge_employers', 'approved_employers', 'nobody'] as const;
export type WhoMayStart = (typeof WHO_MAY_START)[number];
const settingAnswer = (b: unknown) => z.object({ whoMayStart: z.enum(WHO_MAY_START) }).parse(b).whoMayStart;
export const getMessagingSetting = () => outcomeRequest('get', 'api/student/messaging-settings', settingAnswer);
export const saveMessagingSetting = (whoMayStart: WhoMayStart) => outcomeRequest('post', 'api/student/messaging-settings', settingAnswer, { json: { whoMayStart } });

/** The live message payload, checked like an answer. */
export const liveMessageSchema = z.object({ conversationId: z.string(), message: messageSchema });
export const liveReadSchema = z.object({ conversationId: z.string(), side: z.enum(['a', 'b']), upToSeq: z.number() });
export const liveTypingSchema = z.object({ conversationId: z.string(), side: z.enum(['a', 'b']) });
export const liveChangedSchema = z.object({ conversationId: z.string() });
