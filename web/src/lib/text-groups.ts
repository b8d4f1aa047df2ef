import i18n from 'i18next';
import { FALLBACK_LANGUAGE, toLanguage } from './languages.ts';
import { LocaleFetchError, fetchTexts, requestGroups } from './locale-backend.ts';

/** The key groups outside the shell, one file each under /locales/<lng>/ (text-groups.unit.spec.ts holds them equal). */
export const TEXT_GROUPS = [
  'admin', 'analytics', 'careerCenter', 'ccComms', 'challengeLearning', 'challenges', 'company', 'contentLanguages', 'dashboard',
  'documents', 'employer', 'feed', 'hostAreas', 'hostDirectory', 'hostedEvents', 'interviews', 'invitation', 'jobs',
  'legal', 'mailbox', 'messaging', 'onboarding', 'otpInput', 'pipeline', 'rank', 'reminderSettings', 'richText',
  'schoolGate', 'settings', 'sponsors', 'student', 'studentOrg', 'talentPool', 'timeZonePicker', 'visibility', 'webinarTeams',
  // The legal pages, one group per page (components/legal/legal-document.ts).
  'legalAccessibility', 'legalCookie', 'legalGuidelines', 'legalPrivacy', 'legalTerms',
  // The public site (features/public-site): its shared words, one group per widget, one per page (pages.ts).
  'site', 'siteFaq', 'siteForm', 'siteMagazine', 'sitePricing', 'siteScreens', 'siteToolkit', 'siteTrackLive',
  'sitePageCareerCenterContact', 'sitePageCareerCenters', 'sitePageCareerCentersToolkit', 'sitePageCareerCentersWebinars',
  'sitePageContact', 'sitePageCorporateTrack', 'sitePageEmployer', 'sitePageEmployerAnalytics', 'sitePageEmployerChallenges',
  'sitePageEmployerDei', 'sitePageEmployerEvents', 'sitePageEmployerJobPosts', 'sitePageEmployerMessenger',
  'sitePageEmployerPricing', 'sitePageEmployerSupport', 'sitePageEmployerTour', 'sitePageFoundersHub',
  'sitePageInnovationTrack', 'sitePageStudentOrganisations', 'sitePageSupport',
] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

const NAMESPACE = 'translation';
const inFlight = new Map<string, Promise<void>>();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One group of one language into the default namespace; a network failure or a 5xx is tried again (3 times). */
async function loadGroup(lng: string, group: TextGroup): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const texts = await fetchTexts(lng, group);
      i18n.addResourceBundle(lng, NAMESPACE, texts, true, false); // deep merge, keep what is there
      return;
    } catch (error) {
      if (attempt >= 2 || !(error instanceof LocaleFetchError) || !error.retry) throw error;
      await wait(350 * 2 ** attempt);
    }
  }
}

/**
 * The languages to load a group in: the current one, its fallback, one being switched to, and every language loaded
 * before (i18next switches back to a loaded language without asking the backend, so it must already hold the group;
 * a language not loaded yet gets every requested group with its shell from locale-backend.ts).
 */
function liveLanguages(): string[] {
  const changing = (i18n as { isLanguageChangingTo?: string | false }).isLanguageChangingTo;
  const loaded = Object.keys(i18n.store?.data ?? {});
  const all = [...(changing ? [changing] : []), ...(i18n.languages ?? []), FALLBACK_LANGUAGE, ...loaded];
  return [...new Set(all.filter((lng) => lng !== 'cimode').map((lng) => toLanguage(lng)))];
}

/**
 * Fetches key groups (in every language shown or loaded) and merges them into the default namespace, so
 * `t('<group>.<key>')` reads them like the shell's keys. A route awaits its groups before it renders (withTexts), so no raw key shows. Groups
 * already in the store are not fetched again (component tests hold every group already).
 * `only`: in that one language, for long texts every language has in full (a legal page, a public page's words): a
 * German reader does not also download the English page. The caller must load the group again when the language
 * changes (i18next switches to a language it holds, such as the fallback, without asking the backend).
 */
export async function loadTextGroups(groups: readonly TextGroup[], options: { only?: string } = {}): Promise<void> {
  requestGroups(groups);
  const languages = options.only ? [toLanguage(options.only)] : liveLanguages();
  const loads: Promise<void>[] = [];
  for (const lng of languages) {
    for (const group of groups) {
      if (i18n.getResource(lng, NAMESPACE, group) !== undefined) continue;
      const key = `${lng}/${group}`;
      let load = inFlight.get(key);
      if (!load) {
        load = loadGroup(lng, group).finally(() => inFlight.delete(key));
        inFlight.set(key, load);
      }
      loads.push(load);
    }
  }
  await Promise.all(loads);
}

/** A lazy route's import that resolves once its key groups are in too (both fetched at once). */
export function withTexts<T>(groups: readonly TextGroup[], importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadTextGroups(groups)]).then(([module]) => module);
}
