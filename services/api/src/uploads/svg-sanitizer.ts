import type { DOMPurify } from 'dompurify';
import { loadDomPurify } from '../http/lazy-dom.ts';
import { withoutProlog } from './sniff.ts';

/**
 * Uploaded SVG as we store it: DOMPurify's SVG profile (no script, no event handlers, no foreignObject, no
 * javascript: links) plus what matters for a file served from our origin: no external reference of any kind.
 * `<style>` elements go (they can @import and url() anything); a style attribute or presentation attribute may use
 * url() only for a fragment in the same file (`url(#gradient)`); href / xlink:href only a fragment or an embedded
 * PNG/JPEG/WebP data URL. The result is serialised as XML with the SVG namespace, and served with a sandbox CSP as
 * well (files.routes.ts), so a gap here still runs nothing.
 */
const svgNamespace = 'http://www.w3.org/2000/svg';
const localReference = /^#[\w.:-]*$/;
const embeddedRaster = /^data:image\/(?:png|jpeg|webp);base64,[a-z0-9+/=\s]*$/i;
// url( that is not url(#…), imports, old IE expressions, and CSS escapes (which could spell either).
const unsafeCss = /url\s*\(\s*(?!['"]?\s*#)|@import|expression\s*\(|\\/i;

let purifier: { purify: DOMPurify; serialize: (node: Node) => string } | undefined;

function instance(): { purify: DOMPurify; serialize: (node: Node) => string } {
  if (purifier) return purifier;
  // Loaded on the first SVG upload, not at start (see lazy-dom.ts).
  const { createDOMPurify, JSDOM } = loadDomPurify();
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name === 'href' || name === 'xlink:href') {
      if (!localReference.test(value) && !embeddedRaster.test(value)) data.keepAttr = false;
    } else if (unsafeCss.test(value)) {
      data.keepAttr = false;
    }
  });
  const serializer = new window.XMLSerializer();
  purifier = { purify, serialize: (node) => serializer.serializeToString(node) };
  return purifier;
}

/** The sanitised SVG document, or undefined when nothing of an <svg> root survives. */
export function sanitizeSvg(text: string): string | undefined {
  const { purify, serialize } = instance();
  // The XML declaration would be parsed as HTML's bogus comment and cost the root its place; it is written anew.
  const fragment = purify.sanitize(withoutProlog(text), {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is how exported logos repeat a shape; the href hook above keeps it to fragments of this file.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'animate', 'set', 'animateMotion', 'animateTransform'],
    NAMESPACE: svgNamespace,
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== svgNamespace || fragment.childElementCount !== 1) return undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
}
