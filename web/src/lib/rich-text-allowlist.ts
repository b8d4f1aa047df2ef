// The one allowlist for a host's rich text, in the browser: the same the server applies on every write
// (services/api/src/http/rich-text.ts) — what the editor produces, and no more.
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'div'] as const;
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel'] as const;
export const RICH_TEXT_URL = /^(?:https?:|mailto:)/i;
