import type { TrackId } from './tracks.ts';

/**
 * The public site's pages (spec §2 Public, issue 15): the SPA routes them, the footer and the audience pages link
 * them, and the API's /sitemap.xml lists them. One list, so a page cannot be in one place and missing in another.
 */
export const publicPageIds = [
  'employer',
  'employerPricing',
  'employerDei',
  'employerChallenges',
  'employerEvents',
  'employerAnalytics',
  'employerMessenger',
  'employerJobPosts',
  'employerSupport',
  'employerTour',
  'careerCenters',
  'careerCentersToolkit',
  'careerCentersWebinars',
  'careerCenterContact',
  'studentOrganisations',
  'corporateTrack',
  'innovationTrack',
  'foundersHub',
  'contact',
  'support',
] as const;
export type PublicPageId = (typeof publicPageIds)[number];

/** Each page's path, exactly as the spec writes it (trailing slashes included). */
export const publicPagePaths: Readonly<Record<PublicPageId, string>> = {
  employer: '/employer',
  employerPricing: '/employer/pricing',
  employerDei: '/employer/dei-vision',
  employerChallenges: '/employer/solutions-challenges',
  employerEvents: '/employer/events',
  employerAnalytics: '/employer/analytics',
  employerMessenger: '/employer/messenger',
  employerJobPosts: '/employer/job-posts',
  employerSupport: '/employer/support',
  employerTour: '/employer/book-a-tour',
  careerCenters: '/career-centers',
  careerCentersToolkit: '/career-centers/marketing-toolkit/',
  careerCentersWebinars: '/career-centers/webinars/',
  careerCenterContact: '/career-center/contact',
  studentOrganisations: '/student-organisations',
  corporateTrack: '/corporate-track',
  innovationTrack: '/innovation-track',
  foundersHub: '/founders-hub',
  contact: '/contact',
  support: '/support',
};

/** Every public URL without parameters, for the sitemap: home, the lists, the legal pages and the pages above. */
export const publicSitePaths: readonly string[] = [
  '/',
  '/events',
  '/magazine',
  ...publicPageIds.map((id) => publicPagePaths[id]),
  '/terms',
  '/privacy',
  '/cookie',
  '/guidelines',
  '/accessibility',
];

/**
 * The students' track pages and the career tracks whose live challenges and events they show (issue 15): the
 * Corporate Track is banking, consulting and law; the Innovation Track start-ups and the MBA track's product and
 * strategy work; the Founders Hub start-ups. Keyed by the page's path without its slash (`GET /api/public/tracks/:page`).
 */
export const trackPages = {
  'corporate-track': ['Finance', 'Consulting', 'Corporate Law'],
  'innovation-track': ['Start-Up', 'MBA Track'],
  'founders-hub': ['Start-Up'],
} as const satisfies Record<string, readonly TrackId[]>;
export type TrackPage = keyof typeof trackPages;
export const isTrackPage = (value: string): value is TrackPage => Object.hasOwn(trackPages, value);
