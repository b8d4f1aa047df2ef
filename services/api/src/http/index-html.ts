import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pickLanguage, type Language } from '@fast-track/shared/languages';
import type { Request, Response } from 'express';
import { negotiateEncoding } from './content-encoding.ts';

// The SPA's page, as sent for any route: index.html with its head naming what the first screen will fetch next —
// the language file of the visitor's language and, on an entry screen, that screen's scripts and styles
// (dist/entry-hints.json, written by web/build/entry-hints.ts). The browser then fetches them alongside the shell
// instead of one round trip after its script runs (issue 10: LCP on a slow phone). Each variant (screen × language)
// is built and compressed once.

interface Screen {
  matchers: RegExp[];
  scripts: string[];
  styles: string[];
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
  const hints = JSON.parse(readFileSync(file, 'utf8')) as { screens?: { patterns: string[]; scripts: string[]; styles: string[] }[] };
  return (hints.screens ?? []).map((s) => ({ matchers: s.patterns.map(patternMatcher), scripts: s.scripts, styles: s.styles }));
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

export function indexPage(webDist: string): (req: Request, res: Response) => void {
  const indexFile = path.join(webDist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const lastModified = statSync(indexFile).mtime.toUTCString();
  const screens = readScreens(webDist);
  const variants = new Map<string, Variant>();

  const build = (screen: Screen | undefined, lng: Language): Variant => {
    const links = [
      `<link rel="preload" href="/locales/${lng}/translation.json" as="fetch" crossorigin>`,
      ...(screen?.styles ?? []).map((href) => `<link rel="preload" href="${attr(href)}" as="style">`),
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

  return (req, res) => {
    const lng = likelyLanguage(req);
    const index = screens.findIndex((s) => s.matchers.some((m) => m.test(req.path)));
    const key = `${index}:${lng}`;
    let variant = variants.get(key);
    if (!variant) {
      variant = build(screens[index], lng);
      variants.set(key, variant);
    }
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', variant.etag);
    res.setHeader('Last-Modified', lastModified);
    res.type('html');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    // A revalidation of an unchanged page (If-None-Match / If-Modified-Since) is answered 304 by send.
    res.send(variant[coding]);
  };
}
