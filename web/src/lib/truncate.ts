/** Cuts text to at most `max` characters, ending with an ellipsis when cut. Counts code points, not UTF-16 units. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 1) return '…'.slice(0, max);
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** Plain text from HTML for previews (no DOM needed, so it also runs in tests and workers). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
