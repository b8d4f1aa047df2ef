import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL } from './rich-text-allowlist.ts';

// The editor's side (it works on HTML strings). Showing rich text is components/ui/rich-text-view.tsx.
const config = { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES], ALLOWED_URI_REGEXP: RICH_TEXT_URL };

/** Rich text as stored or shown: a host's HTML, sanitised in the browser too. */
export function cleanRichText(html: string): string {
  return DOMPurify.sanitize(html, config);
}
