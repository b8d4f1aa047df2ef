// The messaging slice (issue 14, docs/messaging.md): conversations between students, companies and societies.
export { createMessagingModule, type MessagingModuleDeps } from './messaging.module.ts';
export { messagingRoutes, maxMessageLength } from './messaging.routes.ts';
export { conversationsProjection } from './read-models/conversations.projection.ts';
export { messagingErasure, type MessagingDeps } from './messaging.service.ts';
export { silentMessagingNotifier, type MessagingNotifier } from './messaging-notifier.ts';
export { attachMessagingSockets, socketMessagingNotifier } from './messaging-sockets.ts';
export { sendMessageDigests, startDigestSweeper } from './message-digest.ts';
export { conversationDecider, type ConversationCommand } from './conversation.decider.ts';
export { conversationIdOf, conversationStreamId, type ConversationEvent } from './conversation.ts';
export { conversationState, conversationPartnersAmong } from './read-models/conversation-queries.ts';
export { messagingSettingsDecider, messagingSettingsStreamId, whoMayStartOptions } from './messaging-settings.ts';
