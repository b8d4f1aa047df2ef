import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pickLanguage, type Language } from '@fast-track/shared/languages';
import type { Request, Response } from 'express';
import { negotiateEncoding } from './content-encoding.ts';
import { headTags, siteDefaults, withHead, type PageMetaSource } from './page-meta.ts';

// The SPA's page, as sent for any route: index.html with its head naming what the first screen will fetch next —
// the shell language file of the visitor's language (the texts of the entry screens and the layout; other key groups
// load with the screens that use them, docs/translations.md) and, on an entry screen, a public page or an audience's
// first screen, that screen's scripts, styles and key groups (dist/entry-hints.json, written by web/build/entry-hints.ts). The browser then fetches them alongside the shell
// instead of one round trip after its script runs (issue 10: LCP on a slow phone). Each variant (screen × language)
// is built and compressed once.

interface Screen {
  matchers: RegExp[];
  scripts: string[];
  styles: string[];
  /** Key groups the screen fetches before its first render (/locales/<lng>/<group>.json). */
  texts: string[];
}

interface Variant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const LANGUAGE_COOKIE = 'i18next'; // web/src/lib/language-detector.ts

/** '/event/:link' → /^\/event\/[^/]+\/?$/i (React Router matches paths case-insensitively). */
export function patternMatcher(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`, 'i');
}

function readScreens(webDist: string): Screen[] {
  const file = path.join(webDist, 'entry-hints.json');
  if (!existsSync(file)) return [];
  const hints = JSON.parse(readFileSync(file, 'utf8')) as { screens?: { patterns: string[]; scripts: string[]; styles: string[]; texts?: string[] }[] };
  return (hints.screens ?? []).map((s) => ({ matchers: s.patterns.map(patternMatcher), scripts: s.scripts, styles: s.styles, texts: s.texts ?? [] }));
}

const attr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function cookieLanguage(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The language the SPA's detector will most likely choose: ?lng, then its cookie, then Accept-Language. */
export function likelyLanguage(req: Request): Language {
  const query = typeof req.query['lng'] === 'string' ? req.query['lng'] : undefined;
  const accept = req.headers['accept-language'];
  return pickLanguage(query ?? cookieLanguage(req.headers.cookie), typeof accept === 'string' ? accept : undefined);
}

/** Data a screen would fetch first, carried in its page: `key` names what it is (the SPA checks it), `json` the answer. */
export interface PageData {
  key: string;
  json: string;
  /** The screen's largest image (its LCP element), fetched with the page instead of after the first render. */
  image?: string;
}

/** The page data for a path, or undefined (most paths, and whenever it cannot be had: the SPA then fetches). */
export type PageDataSource = (urlPath: string) => Promise<PageData | undefined>;

/** JSON text made safe inside <script>: nothing in it can close the element or open a comment. */
export const scriptSafeJson = (json: string): string =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Link-preview tags (page-meta.ts): the public base of absolute URLs, and what the slices know of their pages. */
export interface PageHead {
  publicUrl: string;
  meta?: PageMetaSource;
}

export function indexPage(webDist: string, pageData?: PageDataSource, head?: PageHead): (req: Request, res: Response) => Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const defaults = siteDefaults(html);
  const lastModified = statSync(indexFile).mtime.toUTCString();
  const screens = readScreens(webDist);
  const variants = new Map<string, Variant>();

  const build = (screen: Screen | undefined, lng: Language): Variant => {
    const links = [
      ...['shell', ...(screen?.texts ?? [])].map((group) => `<link rel="preload" href="/locales/${lng}/${attr(group)}.json" as="fetch" crossorigin>`),
      // crossorigin: the SPA's loader asks for a screen's styles in CORS mode, and a preload in another mode goes unused.
      ...(screen?.styles ?? []).map((href) => `<link rel="preload" href="${attr(href)}" as="style" crossorigin>`),
      ...(screen?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
    ];
    const page = html.replace(/<html lang="[^"]*"/, `<html lang="${lng}"`).replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    const identity = Buffer.from(page);
    return {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
  };

  /** The page of one request: its data and its link-preview head on top of a cached variant. */
  const perRequest = (base: Variant, data: PageData | undefined, headHtml: ((page: string) => string) | undefined): Variant => {
    let page = base.identity.toString('utf8');
    if (headHtml) page = headHtml(page);
    if (data) {
      // A non-executable script element: CSP's script-src does not apply, and the SPA reads it with JSON.parse.
      const element = `<script type="application/json" id="page-data" data-key="${attr(data.key)}">${scriptSafeJson(data.json)}</script>`;
      const hint = data.image ? `  <link rel="preload" as="image" href="${attr(data.image)}" fetchpriority="high">\n  ` : '';
      page = page.replace('</head>', () => `${hint}</head>`).replace('</body>', () => `  ${element}\n  </body>`);
    }
    const identity = Buffer.from(page);
    return {
      identity,
      // Built per request: fast settings (the page is a few KB), unlike the cached variants.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity, { level: 6 }),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
  };

  const metaFor = async (urlPath: string) => {
    if (!head?.meta) return undefined;
    try {
      return await head.meta(urlPath);
    } catch {
      return undefined; // the site's defaults
    }
  };

  const dataFor = async (urlPath: string): Promise<PageData | undefined> => {
    if (!pageData) return undefined;
    try {
      return await pageData(urlPath);
    } catch {
      return undefined; // the page goes out without it; the SPA fetches as usual and reports a failure itself
    }
  };

  return async (req, res) => {
    const lng = likelyLanguage(req);
    const index = screens.findIndex((s) => s.matchers.some((m) => m.test(req.path)));
    const key = `${index}:${lng}`;
    let variant = variants.get(key);
    if (!variant) {
      variant = build(screens[index], lng);
      variants.set(key, variant);
    }
    const [data, meta] = await Promise.all([dataFor(req.path), metaFor(req.path)]);
    const headHtml = head
      ? (page: string) =>
          withHead(page, meta ?? defaults, headTags(meta ?? defaults, { publicUrl: head.publicUrl, urlPath: req.path, lng, explicitLanguage: typeof req.query['lng'] === 'string' }))
      : undefined;
    if (data || headHtml) variant = perRequest(variant, data, headHtml);
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', variant.etag);
    // A page that carries data changes with it: only its ETag may say it is unchanged.
    if (!data && !meta) res.setHeader('Last-Modified', lastModified);
    res.type('html');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    // A revalidation of an unchanged page (If-None-Match / If-Modified-Since) is answered 304 by send.
    res.send(variant[coding]);
  };
}
