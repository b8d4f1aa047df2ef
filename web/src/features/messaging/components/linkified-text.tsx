import { Fragment } from 'react';

// http(s) links and www. addresses; anything else stays text. Nothing is ever rendered as HTML: the parts are React
// text nodes and anchors whose href is a parsed http(s) URL.
const linkPattern = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
const trailing = /[.,;:!?)\]]+$/;

export function linkHref(raw: string): string | null {
  try {
    const url = new URL(raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A message's plain text with its links clickable (they open in a new tab, without the opener or a referrer). */
export function LinkifiedText({ text }: { text: string }) {
  const parts: { text: string; href: string | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    let found = match[0];
    const cut = trailing.exec(found)?.[0] ?? '';
    found = found.slice(0, found.length - cut.length);
    if (start > last) parts.push({ text: text.slice(last, start), href: null });
    parts.push({ text: found, href: linkHref(found) });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), href: null });
  return (
    <>
      {parts.map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
