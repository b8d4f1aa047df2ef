import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, linkHref } from './linkified-text.tsx';

describe('LinkifiedText', () => {
  it('makes http(s) links clickable and keeps everything else as text', () => {
    const html = renderToStaticMarkup(<LinkifiedText text={'See https://example.com/jobs?x=1, or www.firm.example. <b>bold</b>'} />);
    expect(html).toContain('<a href="https://example.com/jobs?x=1" target="_blank" rel="noopener noreferrer nofollow ugc">https://example.com/jobs?x=1</a>,');
    expect(html).toContain('href="https://www.firm.example/"');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('never links other schemes', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(renderToStaticMarkup(<LinkifiedText text="javascript:alert(1) data:text/html,x" />)).not.toContain('<a');
  });
});
