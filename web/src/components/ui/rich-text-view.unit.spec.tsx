// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richTextNodes } from './rich-text-view.tsx';

const show = (html: string): string => renderToStaticMarkup(<>{richTextNodes(html)}</>);

describe('richTextNodes', () => {
  it('keeps the editor\'s markup', () => {
    expect(show('<p>Hello <strong>you</strong></p><ul><li>one</li></ul><h3>Agenda</h3>')).toBe(
      '<p>Hello <strong>you</strong></p><ul><li>one</li></ul><h3>Agenda</h3>',
    );
  });

  it('drops every attribute but a checked link target, and opens links safely', () => {
    expect(show('<p class="x" onclick="alert(1)" style="color:red">Hi</p>')).toBe('<p>Hi</p>');
    expect(show('<a href="https://example.com" onmouseover="x()">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(show('<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad</a>')).toBe('badbad');
  });

  it('reduces tags outside the allowlist to their text and drops scripts with their content', () => {
    expect(show('<img src=x onerror="alert(1)"><p>a<script>alert(1)</script><style>*{}</style></p>')).toBe('<p>a</p>');
    expect(show('<table><tr><td>cell</td></tr></table><iframe src="https://evil"></iframe>')).toBe('cell');
    expect(show('<svg><script>alert(1)</script></svg>&lt;b&gt;')).toBe('&lt;b&gt;');
  });

  it('is null when there is no visible text', () => {
    expect(richTextNodes('')).toBeNull();
    expect(richTextNodes('<p> </p><br>')).toBeNull();
  });
});
