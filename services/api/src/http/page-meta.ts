import { supportedLanguages as languages, type Language } from '@fast-track/shared/languages';

// What a link preview shows (issue 27): the Open Graph and Twitter tags, the canonical link and the hreflang
// alternates of the six languages, written into the SPA's page by the server. LinkedIn's, WhatsApp's and Slack's
// crawlers run no JavaScript, so tags the SPA sets at run time never reach them. A page a slice knows (an event, an
// article) gets its own title, description and cover; every other path gets the site's defaults from index.html.

export interface PageMeta {
  title: string;
  description: string;
  /** A site path (/uploads/…) or an absolute https URL; made absolute against PUBLIC_URL. */
  image?: string;
  type?: 'website' | 'article';
}

/** The meta of a path a slice knows, or undefined (the defaults). Errors count as undefined. */
export type PageMetaSource = (urlPath: string) => Promise<PageMeta | undefined>;

/** Everything written into an HTML attribute or element text: &, <, >, " and ' never survive as markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ogLocale: Record<Language, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', pl: 'pl_PL', es: 'es_ES', it: 'it_IT' };

/** Plain text of rich text, on one line, at most `max` characters (a preview shows two or three lines). */
export function plainText(value: string, max = 200): string {
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|#x27);/g, (_m, name: string) => ({ nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? ' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The site's own title and description: those of the built index.html. */
export function siteDefaults(html: string): PageMeta {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'Fast-Track'),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    image: '/images/logo.svg',
    type: 'website',
  };
}

/** A site path or https URL made absolute against the public base; anything else (javascript:, //host) is dropped. */
function absolute(url: string | undefined, publicUrl: string): string | undefined {
  if (!url) return undefined;
  if (/^\/(?!\/)/.test(url)) return new URL(url, publicUrl).toString();
  return /^https:\/\/[^\s"'<>]+$/.test(url) ? url : undefined;
}

/**
 * The head of a page at `urlPath` in `lng`: title, description, og:* and twitter:* tags, canonical and hreflang
 * alternates (`?lng=xx`, the SPA's language detector reads it; x-default is the bare path). `explicitLanguage`: the
 * request named its language in ?lng, so that URL is the canonical one of this language's page.
 */
export function headTags(meta: PageMeta, o: { publicUrl: string; urlPath: string; lng: Language; explicitLanguage: boolean }): string {
  const bare = new URL(o.urlPath, o.publicUrl);
  const inLanguage = (l: Language) => {
    const u = new URL(bare);
    u.searchParams.set('lng', l);
    return u.toString();
  };
  const url = o.explicitLanguage ? inLanguage(o.lng) : bare.toString();
  const image = absolute(meta.image, o.publicUrl);
  const m = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const n = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(inLanguage(l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(bare.toString())}">`,
    m('og:site_name', 'Fast-Track'),
    m('og:type', meta.type ?? 'website'),
    m('og:title', meta.title),
    m('og:description', meta.description),
    m('og:url', url),
    m('og:locale', ogLocale[o.lng]),
    ...languages.filter((l) => l !== o.lng).map((l) => m('og:locale:alternate', ogLocale[l])),
    ...(image ? [m('og:image', image)] : []),
    n('twitter:card', image && !image.endsWith('.svg') ? 'summary_large_image' : 'summary'),
    n('twitter:title', meta.title),
    n('twitter:description', meta.description),
    ...(image ? [n('twitter:image', image)] : []),
  ].join('\n    ');
}

/** The page's own title and description in place of the shell's, and its tags before </head>. */
export function withHead(html: string, meta: PageMeta, tags: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/** The first source that knows the path; a failing one counts as not knowing it (the page keeps the defaults). */
export function firstMeta(sources: readonly PageMetaSource[]): PageMetaSource {
  return async (urlPath) => {
    for (const source of sources) {
      const meta = await source(urlPath).catch(() => undefined);
      if (meta) return meta;
    }
    return undefined;
  };
}
