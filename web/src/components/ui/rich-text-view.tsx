import { createElement, useMemo, type ReactNode } from 'react';
import { RICH_TEXT_TAGS, RICH_TEXT_URL } from '../../lib/rich-text-allowlist.ts';

// Shows a host's rich text without ever handing an HTML string to the page: the text is parsed into an inert document
// (DOMParser runs no script and loads nothing) and rebuilt as React elements of the allowlist only, with no attribute
// but a checked link target; anything else is reduced to its text, which React escapes. The server already sanitised
// it on write; this keeps a stored or injected tag harmless here too, without DOMPurify's 11 KB gz on the first
// screen of every event and job page (issue 10). DOMPurify stays with the editor (lib/rich-text.ts).

const allowed = new Set<string>(RICH_TEXT_TAGS);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'form', 'select', 'textarea']);

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, rebuild);
  if (!allowed.has(tag)) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    // Links open in a new tab without handing over window.opener; a link to anything but http(s)/mailto is text.
    return RICH_TEXT_URL.test(href) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      children
    );
  }
  return createElement(tag, { key }, ...children);
}

/** The React elements for `html`, or null when it holds no visible text. */
export function richTextNodes(html: string): ReactNode[] | null {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  if (!body.textContent?.trim()) return null;
  return Array.from(body.childNodes, rebuild);
}

interface Props {
  html: string;
  /** Shown when the text is empty or has no visible text. */
  empty: ReactNode;
  testId?: string;
  className?: string;
}

export function RichTextView({ html, empty, testId, className = 'rich-text' }: Props) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  return nodes ? (
    <div className={className} data-testid={testId}>
      {nodes}
    </div>
  ) : (
    <>{empty}</>
  );
}
