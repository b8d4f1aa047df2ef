import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// An event's description is rich text written in the host's editor. The browser sanitises it when it shows it
// (about-section.tsx), and we sanitise it before it is stored: what the log keeps is already harmless, whatever
// client wrote it. The allowlist is what the editor can produce — paragraphs, headings, emphasis, lists, quotes and
// links — so a pasted page loses its scripts, styles, frames, forms, images and event handlers.

const allowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a'];
const allowedAttributes = ['href'];

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

// Links open outside the page and tell the target nothing about it.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!/^(https:\/\/|mailto:)/i.test(href)) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
});

/** The description as it may be stored and shown: allowed markup only, surrounding blank space trimmed. */
export function sanitizeDescription(html: string): string {
  const clean = purify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ADD_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
  return clean.trim();
}

/** True when the description says nothing (empty paragraphs and line breaks only). */
export function isBlankDescription(html: string): boolean {
  return html.replace(/<[^>]*>|&nbsp;|\s/g, '').length === 0;
}
