import type { DOMPurify } from 'dompurify';
import { loadDomPurify } from './lazy-dom.ts';

/**
 * Rich text written by hosts (job and event descriptions) as the server stores it: a small allowlist of formatting
 * tags, links only to http(s) and mailto, opened in a new tab without an opener. The SPA sanitises again with the
 * same rules before showing it, so neither side trusts the other.
 */
export const richTextTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'] as const;
const allowedUri = /^(?:https?:|mailto:)/i;

let purifier: DOMPurify | undefined;

/**
 * One jsdom window per process, made on the first rich text: making one costs tens of milliseconds, sanitising with
 * it well under one, and loading jsdom at all costs seconds and ~90 MB, which a process that never sees rich text
 * (most replicas between deployments of job descriptions) does not pay.
 */
function instance(): DOMPurify {
  if (purifier) return purifier;
  const { createDOMPurify, JSDOM } = loadDomPurify();
  const made = createDOMPurify(new JSDOM('').window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = made;
  return made;
}

export function sanitizeRichText(html: string): string {
  return instance()
    .sanitize(html, {
      ALLOWED_TAGS: [...richTextTags],
      ALLOWED_ATTR: ['href', 'target', 'rel'],
      ALLOWED_URI_REGEXP: allowedUri,
      KEEP_CONTENT: true,
    })
    .trim();
}

/** The visible text of sanitised rich text, for "is it empty" checks. */
export function richTextIsBlank(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length === 0;
}
