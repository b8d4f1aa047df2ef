import type { PublicPageId } from '@fast-track/shared/public-site';
import { publicSitePaths } from '../../config/paths/public-site.ts';

// The paths through the app's path table (already in the first screen's code), not the shared list itself.
const publicPagePaths = Object.fromEntries(Object.entries(publicSitePaths).map(([id, p]) => [id, p.path])) as Record<PublicPageId, string>;
import type { TextGroup } from '../../lib/text-groups.ts';
import type { PageGroup } from './content/types.ts';

/**
 * What a page shows beside its text: a form, the pricing table, the toolkit's files, the FAQ, live events, the Hub's
 * screens, or (track pages) the open challenges and events of the page's tracks.
 */
export type PageWidget = 'tourForm' | 'careerCenterForm' | 'supportForm' | 'pricing' | 'toolkit' | 'faq' | 'events' | 'hubScreens' | 'trackLive';

export interface PageSetup {
  /** The key group of the page's own words (hero, cards, title, description): one per page, loaded with it. */
  texts: TextGroup;
  group: PageGroup;
  /** Where the main action goes. */
  cta: string;
  /** A second action beside it: the employer pages whose main action is elsewhere still lead to sign-up (issue 25). */
  signUp?: string;
  widgets?: readonly PageWidget[];
  /** Anchors of the first cards (the same in every language): /student-organisations#CRM, #Events. */
  anchors?: readonly string[];
}

const tour = publicPagePaths.employerTour;
const employerRegister = '/employer/register';

/** The pages of spec §2 Public that issue 15 builds, grouped by audience; their words are the key groups named here
 * (web/public/locales/<lng>/sitePage<Id>.json). */
export const pageSetups: Record<PublicPageId, PageSetup> = {
  employer: { texts: 'sitePageEmployer', group: 'employer', cta: tour, signUp: employerRegister, widgets: ['hubScreens'] },
  employerPricing: { texts: 'sitePageEmployerPricing', group: 'employer', cta: tour, signUp: employerRegister, widgets: ['pricing'] },
  employerDei: { texts: 'sitePageEmployerDei', group: 'employer', cta: employerRegister },
  employerChallenges: { texts: 'sitePageEmployerChallenges', group: 'employer', cta: employerRegister },
  employerEvents: { texts: 'sitePageEmployerEvents', group: 'employer', cta: employerRegister, widgets: ['events'] },
  employerAnalytics: { texts: 'sitePageEmployerAnalytics', group: 'employer', cta: employerRegister },
  employerMessenger: { texts: 'sitePageEmployerMessenger', group: 'employer', cta: employerRegister },
  employerJobPosts: { texts: 'sitePageEmployerJobPosts', group: 'employer', cta: employerRegister },
  employerSupport: { texts: 'sitePageEmployerSupport', group: 'employer', cta: '/employer/login', signUp: employerRegister, widgets: ['supportForm'] },
  employerTour: { texts: 'sitePageEmployerTour', group: 'employer', cta: publicPagePaths.employerPricing, signUp: employerRegister, widgets: ['tourForm'] },
  careerCenters: { texts: 'sitePageCareerCenters', group: 'careerCenters', cta: '/career-center/register' },
  careerCentersToolkit: { texts: 'sitePageCareerCentersToolkit', group: 'careerCenters', cta: publicPagePaths.careerCenterContact, widgets: ['toolkit'] },
  careerCentersWebinars: { texts: 'sitePageCareerCentersWebinars', group: 'careerCenters', cta: publicPagePaths.careerCenterContact, widgets: ['events'] },
  careerCenterContact: { texts: 'sitePageCareerCenterContact', group: 'careerCenters', cta: publicPagePaths.careerCentersToolkit, widgets: ['careerCenterForm'] },
  studentOrganisations: { texts: 'sitePageStudentOrganisations', group: 'studentOrganisations', cta: '/student-organization/register', anchors: ['CRM', 'Events'] },
  corporateTrack: { texts: 'sitePageCorporateTrack', group: 'students', cta: '/register?track=Finance', widgets: ['trackLive'] },
  innovationTrack: { texts: 'sitePageInnovationTrack', group: 'students', cta: '/register?track=Start-Up', widgets: ['trackLive'] },
  foundersHub: { texts: 'sitePageFoundersHub', group: 'students', cta: '/register?track=Start-Up', widgets: ['trackLive'] },
  contact: { texts: 'sitePageContact', group: 'students', cta: publicPagePaths.support, widgets: ['supportForm'] },
  support: { texts: 'sitePageSupport', group: 'students', cta: publicPagePaths.contact, widgets: ['faq', 'supportForm'] },
};

/** The pages of one audience, in the order above: the "more" navigation under each page. */
export function pagesOfGroup(group: PageGroup): PublicPageId[] {
  return (Object.keys(pageSetups) as PublicPageId[]).filter((id) => pageSetups[id].group === group);
}
