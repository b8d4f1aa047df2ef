import type { PublicPageId } from '@fast-track/shared/public-site';
import { FALLBACK_LANGUAGE, toLanguage } from '../../../lib/languages.ts';
import type { PageText, PublicSiteText } from './types.ts';

// Each language is a chunk of its own: the shared words stay out of the locale files (shell.json: every first paint
// loads) and a reader downloads only their language, once, for every public page. Each page's own words (hero,
// cards, title, description) are a chunk per page and language (≈0.5 KB gz instead of all twenty pages' 5 KB).
const modules = import.meta.glob<{ default: PublicSiteText }>('./lang/*.ts');
const pageModules = import.meta.glob<{ default: PageText }>('./pages/*/*.ts');

/** The public site's shared words in the reader's language (English when that language has none). */
export async function loadPublicSiteText(lng: string): Promise<PublicSiteText> {
  const load = modules[`./lang/${toLanguage(lng)}.ts`] ?? modules[`./lang/${FALLBACK_LANGUAGE}.ts`];
  if (!load) throw new Error('no public site text');
  return (await load()).default;
}

/** One page's words in the reader's language (English when that language has none). */
export async function loadPageText(lng: string, id: PublicPageId): Promise<PageText> {
  const load = pageModules[`./pages/${toLanguage(lng)}/${id}.ts`] ?? pageModules[`./pages/${FALLBACK_LANGUAGE}/${id}.ts`];
  if (!load) throw new Error(`no text for page ${id}`);
  return (await load()).default;
}
