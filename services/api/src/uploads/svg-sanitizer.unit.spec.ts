import { beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from './sniff.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';
import { loadDomPurify } from '../http/lazy-dom.ts';

// jsdom loads on the first sanitisation (http/lazy-dom.ts), seconds on a loaded machine: before the tests, so their
// timeouts measure the sanitiser and not the package load.
beforeAll(() => {
  loadDomPurify();
}, 60_000);

const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}</svg>`;

describe('SVG sanitiser', () => {
  it('keeps a plain logo whole: shapes, gradients referenced by fragment, text, viewBox', () => {
    const clean = sanitizeSvg(wrap('<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect width="10" height="10" fill="url(#g)"/><text x="1">A &amp; B</text>'));
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('A &amp; B');
    expect(clean?.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', /script|alert/],
    ['an event handler', '<rect onload="alert(1)" onclick="alert(2)"/>', /onload|onclick|alert/],
    ['a javascript: link', '<a href="javascript:alert(1)"><circle r="2"/></a>', /javascript/],
    ['an xlink javascript: link', '<a xlink:href="javascript:alert(1)"><circle r="2"/></a>', /javascript/],
    ['foreignObject with HTML', '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>', /foreignObject|iframe|evil/],
    ['a style element importing', '<style>@import url(https://evil.example/x.css)</style>', /style|evil/],
    ['an external image', '<image href="https://evil.example/track.png"/>', /evil/],
    ['an external use', '<use href="https://evil.example/s.svg#x"/>', /evil/],
    ['a fill with an external url()', '<rect fill="url(https://evil.example/p)"/>', /evil/],
    ['a style attribute with url()', '<rect style="fill:url(https://evil.example/p)"/>', /evil/],
    ['a CSS escape spelling url', '<rect style="background:\\75rl(https://evil.example)"/>', /evil/],
    ['an animation setting href', '<a><animate attributeName="href" to="javascript:alert(1)"/></a>', /javascript|animate/],
    ['a set element', '<set attributeName="onmouseover" to="alert(1)"/>', /alert|<set/],
    ['a data: URL of HTML', '<image href="data:text/html;base64,PHNjcmlwdD4="/>', /text\/html/],
  ])('removes %s', (_name, inner, forbidden) => {
    const clean = sanitizeSvg(wrap(inner));
    expect(clean).toBeDefined();
    expect(clean).not.toMatch(forbidden);
  });

  it('keeps an embedded PNG data URL and internal references (use, xlink:href)', () => {
    const clean = sanitizeSvg(wrap('<path id="g" d="M0 0h1"/><image href="data:image/png;base64,iVBORw0KGgo="/><use href="#g"/><use xlink:href="#g"/>'));
    expect(clean).toContain('data:image/png;base64,iVBORw0KGgo=');
    expect(clean).toContain('<use href="#g"/>');
    expect(clean).toContain('<use xlink:href="#g"/>');
  });

  it('refuses outright (rather than guess) an xlink:href whose prefix is never declared', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><circle r="2"/></a></svg>')).toBeUndefined();
  });

  it('accepts an XML declaration, comments and a BOM before the root, and adds the namespace when missing', () => {
    expect(sanitizeSvg('\uFEFF<?xml version="1.0"?>\n<!-- logo --><svg><path d="M0 0h1"/></svg>')).toContain('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
  });

  it('refuses what is not one svg root', () => {
    expect(sanitizeSvg('<div>hi</div>')).toBeUndefined();
    expect(sanitizeSvg('<svg></svg><svg></svg>')).toBeUndefined();
    expect(sanitizeSvg('')).toBeUndefined();
  });
});

describe('sniffing SVG', () => {
  it('needs <svg> as the first element and no document type', () => {
    expect(sniffImage(Buffer.from(wrap('')))).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('<?xml version="1.0"?><!-- x --><svg/>'))).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('<html><svg/></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg><!ENTITY lol "lol"></svg>'))).toBeUndefined();
    expect(sniffImage(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe]))).toBeUndefined();
  });
});
