import DOMPurify from 'dompurify';

// The same allowlist the server applies (services/api/src/http/rich-text.ts): what the editor produces, and no more.
const config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'div'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** Rich text as stored or shown: a host's HTML, sanitised in the browser too. */
export function cleanRichText(html: string): string {
  return DOMPurify.sanitize(html, config);
}
