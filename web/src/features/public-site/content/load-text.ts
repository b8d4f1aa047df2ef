import { FALLBACK_LANGUAGE, toLanguage } from '../../../lib/languages.ts';
import type { PublicSiteText } from './types.ts';

// Each language is a chunk of its own: the pages' words stay out of translation.json (which every first paint
// loads) and a reader downloads only their language, once, for every public page.
const modules = import.meta.glob<{ default: PublicSiteText }>('./lang/*.ts');

/** The public site's words in the reader's language (English when that language has none). */
export async function loadPublicSiteText(lng: string): Promise<PublicSiteText> {
  const load = modules[`./lang/${toLanguage(lng)}.ts`] ?? modules[`./lang/${FALLBACK_LANGUAGE}.ts`];
  if (!load) throw new Error('no public site text');
  return (await load()).default;
}
