import { describe, expect, it } from 'vitest';
import { htmlToText, truncate } from './truncate.ts';

describe('truncate', () => {
  it('leaves short text alone and cuts long text with an ellipsis within the limit', () => {
    expect(truncate('Oxford', 35)).toBe('Oxford');
    const cut = truncate('Ludwig-Maximilians-Universität München', 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(30);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(truncate('😀😀😀', 3)).toBe('😀😀😀');
  });
});

describe('htmlToText', () => {
  it('strips tags, scripts and entities', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b> &amp; co</p><script>alert(1)</script>')).toBe('Hello world & co');
  });
});
