import { employerPaths } from './paths/employer.ts';
import { invitationPaths } from './paths/invitation.ts';
import { careerCenterPaths } from './paths/career-center.ts';
import { challengePaths } from './paths/challenges.ts';
import { studentOrgPaths } from './paths/student-organisations.ts';
import { magazinePaths, publicSitePaths } from './paths/public-site.ts';

/** Every route pattern the SPA knows, with href builders. Only these are links; nothing else builds paths by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  studentHome: { path: '/home', href: () => '/home' },
  events: { path: '/events', href: () => '/events' },
  event: { path: '/event/:link', href: (link: string) => `/event/${encodeURIComponent(link)}` },
  login: { path: '/login', href: () => '/login' },
  studentOrgLogin: { path: '/student-organization/login', href: () => '/student-organization/login' },
  register: {
    path: '/register',
    /** `track`: the home page's track chips start registration with that track chosen (issue 10). */
    href: (query: { other?: boolean; invite?: string; track?: string } = {}) =>
      withQuery('/register', { other: query.other ? 'true' : undefined, invite: query.invite, track: query.track }),
  },
  studentRegister: { path: '/student/register', href: () => '/student/register' },
  registerLinkedin: { path: '/register/linkedin', href: () => '/register/linkedin' },
  registerGoogle: { path: '/register/google', href: () => '/register/google' },
  forgotPassword: { path: '/forgot/password', href: () => '/forgot/password' },
  recover: { path: '/student/recover/:uniqueId', href: (uniqueId: string) => `/student/recover/${encodeURIComponent(uniqueId)}` },
  /** The mailed link that lifts the login limit of a locked address, for every audience (docs/accounts.md). */
  unlock: { path: '/unlock/:uniqueId', href: (uniqueId: string) => `/unlock/${encodeURIComponent(uniqueId)}` },
  /** The link at the end of a career center's announcement mail: asks, then unsubscribes (docs/career-centers.md). */
  announcementUnsubscribe: { path: '/announcements/unsubscribe/:token', href: (token: string) => `/announcements/unsubscribe/${encodeURIComponent(token)}` },
  /** The link in a code mail: this browser may enter the code past the address's guess budget (docs/accounts.md). */
  codeLink: { path: '/verify/:link', href: (link: string) => `/verify/${encodeURIComponent(link)}` },
  student: { path: '/student', href: () => '/student' },
  /** The feed on /student with its filters in the query (docs/feed.md), scrolled to. */
  studentFeed: { href: (query: Record<string, string | undefined> = {}) => `${withQuery('/student', query)}#feed` },
  studentSettings: { path: '/student/settings', href: () => '/student/settings' },
  /** Names, year of study and tracks, right after registration and from the dashboard's prompt until done. */
  studentOnboarding: { path: '/student/onboarding', href: () => '/student/onboarding' },
  studentEvent: { path: '/student/event/:link', href: (link: string) => `/student/event/${encodeURIComponent(link)}` },
  /** An attending student's ticket for an event (issue 26): the short code the host checks in at the door. */
  studentTicket: { path: '/student/ticket/:eventId', href: (eventId: string) => `/student/ticket/${encodeURIComponent(eventId)}` },
  /** A job's page (issue 11): public like event pages; the spec's /student/job/{uniqueId} still redirects to /student. */
  job: { path: '/jobs/:uniqueId', href: (uniqueId: string) => `/jobs/${encodeURIComponent(uniqueId)}` },
  /** An approved company's public page (issue 11): {link} is a readable slug ending in the id's first 12 hex digits. */
  company: { path: '/company/:link', href: (link: string) => `/company/${encodeURIComponent(link)}` },
  studentApplications: { path: '/student/applications', href: () => '/student/applications' },
  /** The student's inbox (issue 14; the spec's /student/chat still redirects to /student: docs/messaging.md). */
  studentMessages: { path: '/student/messages', href: () => '/student/messages' },
  devMailbox: { path: '/dev/mailbox', href: () => '/dev/mailbox' },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  cookie: { path: '/cookie', href: () => '/cookie' },
  guidelines: { path: '/guidelines', href: () => '/guidelines' },
  accessibility: { path: '/accessibility', href: () => '/accessibility' },
  support: { path: '/support', href: () => '/support' },
  // Linked from the header and footer; their pages are the public site's (paths.publicSite, issue 15).
  employer: { path: '/employer', href: () => '/employer' },
  careerCenters: { path: '/career-centers', href: () => '/career-centers' },
  studentOrganisations: { path: '/student-organisations', href: () => '/student-organisations' },
  // Groups (config/paths/): paths.employerArea.dashboard.href() …
  employerArea: employerPaths,
  invitation: invitationPaths,
  // Career centers and student organisations (config/paths/career-center.ts, student-organisations.ts)
  careerCenterArea: careerCenterPaths,
  studentOrgArea: studentOrgPaths,
  // Ranked challenges (issue 12; config/paths/challenges.ts)
  challenges: challengePaths,
  // The public site and the magazine (issue 15; config/paths/public-site.ts)
  publicSite: publicSitePaths,
  magazine: magazinePaths,
} as const;

/** Spec §2 Student area: these /student/* paths all redirect to /student until their screens exist. */
export const studentRedirectPaths = [
  '/student/feed',
  '/student/chat',
  '/student/post/:id',
  '/student/user/:link',
  '/student/groups',
  '/student/group/:link',
  '/student/challenges',
  '/student/jobs',
  '/student/events',
  '/student/job/:uniqueId',
] as const;

/** Where a spec path of the student area lands: the feed with that kind (or that job) chosen, else /student. */
export function studentRedirectTarget(path: (typeof studentRedirectPaths)[number], params: { uniqueId?: string | undefined }): string {
  if (path === '/student/jobs') return paths.studentFeed.href({ kind: 'job' });
  if (path === '/student/events') return paths.studentFeed.href({ kind: 'event' });
  if (path === '/student/challenges') return paths.studentFeed.href({ kind: 'challenge' });
  if (path === '/student/job/:uniqueId') return paths.studentFeed.href({ kind: 'job', job: params.uniqueId });
  if (path === '/student/feed') return paths.studentFeed.href();
  return paths.student.href();
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Absolute URL of an event page, for sharing. */
export function absoluteEventUrl(link: string, origin: string = window.location.origin): string {
  return new URL(paths.event.href(link), origin).toString();
}

export interface FooterLink {
  labelKey: string;
  href: string;
}

export interface FooterColumn {
  titleKey: string;
  links: FooterLink[];
}

/** The footer's four columns (spec §2 Header and footer) with the spec's public paths. */
export const footerColumns: FooterColumn[] = [
  {
    titleKey: 'footer.platform.title',
    links: [
      { labelKey: 'footer.platform.events', href: '/events' },
      { labelKey: 'footer.platform.magazine', href: '/magazine' },
      { labelKey: 'footer.platform.contact', href: '/contact' },
      { labelKey: 'footer.platform.support', href: '/support' },
      { labelKey: 'footer.platform.guidelines', href: '/guidelines' },
      { labelKey: 'footer.platform.terms', href: '/terms' },
      { labelKey: 'footer.platform.privacy', href: '/privacy' },
      { labelKey: 'footer.platform.cookies', href: '/cookie' },
      { labelKey: 'footer.platform.accessibility', href: '/accessibility' },
    ],
  },
  {
    titleKey: 'footer.employer.title',
    links: [
      { labelKey: 'footer.employer.overview', href: '/employer' },
      { labelKey: 'footer.employer.pricing', href: '/employer/pricing' },
      { labelKey: 'footer.employer.dei', href: '/employer/dei-vision' },
      { labelKey: 'footer.employer.challenges', href: '/employer/solutions-challenges' },
      { labelKey: 'footer.employer.events', href: '/employer/events' },
      { labelKey: 'footer.employer.tour', href: '/employer/book-a-tour' },
      { labelKey: 'footer.employer.support', href: '/employer/support' },
    ],
  },
  {
    titleKey: 'footer.careerCenters.title',
    links: [
      { labelKey: 'footer.careerCenters.overview', href: '/career-centers' },
      { labelKey: 'footer.careerCenters.toolkit', href: '/career-centers/marketing-toolkit/' },
      { labelKey: 'footer.careerCenters.webinars', href: '/career-centers/webinars/' },
      { labelKey: 'footer.careerCenters.contact', href: '/career-center/contact' },
    ],
  },
  {
    titleKey: 'footer.studentOrgs.title',
    links: [
      { labelKey: 'footer.studentOrgs.overview', href: '/student-organisations' },
      { labelKey: 'footer.studentOrgs.crm', href: '/student-organisations#CRM' },
      { labelKey: 'footer.studentOrgs.events', href: '/student-organisations#Events' },
    ],
  },
];
