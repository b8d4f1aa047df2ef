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
];
