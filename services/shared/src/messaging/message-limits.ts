// A chat message's limit, declared once: the API refuses longer text (services/api/src/messaging/messaging.routes.ts),
// the SPA's composer stops at it.
export const messageLimits = {
  textLength: 4000,
} as const;
