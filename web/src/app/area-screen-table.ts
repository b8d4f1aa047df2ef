import type { TextGroup } from '../lib/text-groups.ts';

/**
 * Screens behind the area routing table (router.tsx) that people open from outside — every public marketing page,
 * and each signed-in audience's first screen — with the key groups they fetch before their first render. The build
 * writes the files each one needs (web/build/entry-hints.ts: the routing table's chunk and the screen's, with their
 * static imports) and the server names them and the key groups in the head of the page it sends for such a path
 * (services/api/src/http/index-html.ts): what was four or five round trips one after another (entry → routing table →
 * screen → its words) becomes one (issue 28, LCP ≤ 2.0 s on a phone).
 *
 * A signed-in screen's page is hinted for everyone who opens its address: the session is in localStorage, which the
 * server does not see, and those addresses are opened by the people signed in (bookmarks, mails, a reload); a visitor
 * sent on to the sign-in pays those downloads once.
 *
 * Plain strings, like entry-screen-table.ts: the build's config loads this file and cannot load the app's modules
 * nor the shared package's sources; area-screen-table.unit.spec.ts holds them equal to config/paths.ts, the public
 * site's pages.ts and router.tsx.
 */
export interface AreaScreen {
  /** The route module under app/routes (its chunk). */
  module: string;
  patterns: readonly string[];
  /** Key groups the screen fetches before it renders, in the reader's language (lib/text-groups.ts). */
  texts: readonly TextGroup[];
  /**
   * A signed-in screen: the header's account control and the realtime keeper (lazy chunks the shell loads for a
   * session) are named too, so the account menu is in place before the screen's first paint instead of replacing
   * its placeholder afterwards.
   */
  signedIn?: true;
}

/**
 * The key groups each signed-in first screen's route awaits: the same lists as its withTexts in router.tsx
 * (area-screen-table.unit.spec.ts holds them equal; route-text-groups.unit.spec.ts reads router.tsx's literal lists).
 */
export const areaScreenTexts = {
  student: ['challenges', 'dashboard', 'feed', 'jobs', 'onboarding', 'rank', 'student'],
  ccDashboard: ['careerCenter', 'ccComms', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'rank', 'schoolGate', 'siteToolkit', 'talentPool', 'visibility', 'webinarTeams'],
  soDashboard: ['careerCenter', 'documents', 'employer', 'hostAreas', 'hostDirectory', 'hostedEvents', 'jobs', 'sponsors', 'studentOrg', 'visibility'],
  employerDashboard: ['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'settings', 'sponsors', 'talentPool'],
  employerTalentPool: ['analytics', 'challenges', 'company', 'employer', 'hostedEvents', 'jobs', 'messaging', 'rank', 'settings', 'talentPool'],
} as const satisfies Record<string, readonly TextGroup[]>;

/** The public site's shared words, which its routes await (router.tsx), and the magazine's. */
export const siteTexts = ['site'] as const satisfies readonly TextGroup[];
export const magazineTexts = ['site', 'siteMagazine'] as const satisfies readonly TextGroup[];

export const areaScreenTable: readonly AreaScreen[] = [
  // Each public page: the shared words and the page's own (features/public-site/pages.ts); widgets load after.
  { module: 'public-site', patterns: ['/employer'], texts: [...siteTexts, 'sitePageEmployer'] },
  { module: 'public-site', patterns: ['/employer/pricing'], texts: [...siteTexts, 'sitePageEmployerPricing'] },
  { module: 'public-site', patterns: ['/employer/dei-vision'], texts: [...siteTexts, 'sitePageEmployerDei'] },
  { module: 'public-site', patterns: ['/employer/solutions-challenges'], texts: [...siteTexts, 'sitePageEmployerChallenges'] },
  { module: 'public-site-events', patterns: ['/employer/events'], texts: [...siteTexts, 'sitePageEmployerEvents'] },
  { module: 'public-site', patterns: ['/employer/analytics'], texts: [...siteTexts, 'sitePageEmployerAnalytics'] },
  { module: 'public-site', patterns: ['/employer/messenger'], texts: [...siteTexts, 'sitePageEmployerMessenger'] },
  { module: 'public-site', patterns: ['/employer/job-posts'], texts: [...siteTexts, 'sitePageEmployerJobPosts'] },
  { module: 'public-site', patterns: ['/employer/support'], texts: [...siteTexts, 'sitePageEmployerSupport'] },
  { module: 'public-site', patterns: ['/employer/book-a-tour'], texts: [...siteTexts, 'sitePageEmployerTour'] },
  { module: 'public-site', patterns: ['/career-centers'], texts: [...siteTexts, 'sitePageCareerCenters'] },
  { module: 'public-site', patterns: ['/career-centers/marketing-toolkit/'], texts: [...siteTexts, 'sitePageCareerCentersToolkit'] },
  { module: 'public-site-events', patterns: ['/career-centers/webinars/'], texts: [...siteTexts, 'sitePageCareerCentersWebinars'] },
  { module: 'public-site', patterns: ['/career-center/contact'], texts: [...siteTexts, 'sitePageCareerCenterContact'] },
  { module: 'public-site', patterns: ['/student-organisations'], texts: [...siteTexts, 'sitePageStudentOrganisations'] },
  { module: 'public-site', patterns: ['/corporate-track'], texts: [...siteTexts, 'sitePageCorporateTrack'] },
  { module: 'public-site', patterns: ['/innovation-track'], texts: [...siteTexts, 'sitePageInnovationTrack'] },
  { module: 'public-site', patterns: ['/founders-hub'], texts: [...siteTexts, 'sitePageFoundersHub'] },
  { module: 'public-site', patterns: ['/contact'], texts: [...siteTexts, 'sitePageContact'] },
  { module: 'public-site', patterns: ['/support'], texts: [...siteTexts, 'sitePageSupport'] },
  { module: 'magazine', patterns: ['/magazine'], texts: magazineTexts },
  { module: 'student', patterns: ['/student'], texts: areaScreenTexts.student, signedIn: true },
  { module: 'employer-dashboard', patterns: ['/dashboard'], texts: areaScreenTexts.employerDashboard, signedIn: true },
  { module: 'employer-talent-pool', patterns: ['/dashboard/TalentPool'], texts: areaScreenTexts.employerTalentPool, signedIn: true },
  { module: 'cc-dashboard', patterns: ['/cc/dashboard'], texts: areaScreenTexts.ccDashboard, signedIn: true },
  { module: 'so-dashboard', patterns: ['/so/dashboard'], texts: areaScreenTexts.soDashboard, signedIn: true },
];
