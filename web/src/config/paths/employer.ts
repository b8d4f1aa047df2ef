/** The employer's routes (spec §2 Auth and registration, Employer area). Grouped here to keep paths.ts small. */
const enc = encodeURIComponent;

export const employerPaths = {
  login: { path: '/employer/login', href: () => '/employer/login' },
  register: { path: '/employer/register', href: () => '/employer/register' },
  verify: { path: '/employer/register/verify', href: () => '/employer/register/verify' },
  forgotPassword: { path: '/employer/forgot/password', href: () => '/employer/forgot/password' },
  recover: { path: '/employer/recover/:uniqueId', href: (uniqueId: string) => `/employer/recover/${enc(uniqueId)}` },
  success: { path: '/employer/success', href: () => '/employer/success' },
  createCompany: { path: '/create/company', href: () => '/create/company' },
  chooseRole: { path: '/create/company/role', href: () => '/create/company/role' },
  confirmRole: { path: '/create/company/role/:role', href: (role: string) => `/create/company/role/${enc(role)}` },
  editCompany: { path: '/company/edit/:uniqueId', href: (uniqueId: string) => `/company/edit/${enc(uniqueId)}` },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  // The company page for its members (issue 11); {uniqueId} is the organisation's id.
  companyPage: { path: '/dashboard/company/:uniqueId', href: (uniqueId: string) => `/dashboard/company/${enc(uniqueId)}` },
  progress: { path: '/dashboard/progress', href: () => '/dashboard/progress' },
  team: { path: '/dashboard/Team', href: () => '/dashboard/Team' },
  settings: { path: '/dashboard/settings', href: () => '/dashboard/settings' },
  // Jobs (issue 11). /edit/job names no job: the editor reads client state editJob.
  createJob: { path: '/create/job', href: () => '/create/job' },
  editJob: { path: '/edit/job', href: () => '/edit/job' },
  jobPosts: { path: '/dashboard/Jobposts', href: () => '/dashboard/Jobposts' },
  jobDetails: { path: '/dashboard/job/details/:uniqueId', href: (uniqueId: string) => `/dashboard/job/details/${enc(uniqueId)}` },
  // Events (issue 11). /edit/event and /dashboard/events/details name no event: they read client state selectedEvent.
  createEvent: { path: '/create/event', href: () => '/create/event' },
  editEvent: { path: '/edit/event', href: () => '/edit/event' },
  events: { path: '/dashboard/events', href: () => '/dashboard/events' },
  eventDetails: { path: '/dashboard/events/details', href: () => '/dashboard/events/details' },
  // Analytics and DE&I (issue 14); {kind} is event, job or challenge.
  analytics: { path: '/dashboard/analytics', href: () => '/dashboard/analytics' },
  analyticsDiversity: { path: '/dashboard/analytics/dei', href: () => '/dashboard/analytics/dei' },
  analyticsItem: { path: '/dashboard/analytics/:kind/:itemId', href: (kind: string, itemId: string) => `/dashboard/analytics/${enc(kind)}/${enc(itemId)}` },
  /** Messaging (issue 14): `to` (a student's uniqueId) opens, or starts, the conversation with that student. */
  /** `draft`: a message the composer starts with (the employer still sends it). */
  chat: { path: '/dashboard/chat', href: (to?: string, draft?: string) => (to ? `/dashboard/chat?to=${enc(to)}${draft ? `&draft=${enc(draft)}` : ''}` : '/dashboard/chat') },
  // The talent pool (issue 14): search, short-lists, target schools, and a student's profile by id or short link.
  talentPool: { path: '/dashboard/TalentPool', href: () => '/dashboard/TalentPool' },
  shortList: { path: '/dashboard/TalentPool/Short-list', href: () => '/dashboard/TalentPool/Short-list' },
  targetSchool: { path: '/dashboard/TalentPool/TargetSchool', href: () => '/dashboard/TalentPool/TargetSchool' },
  talentUser: { path: '/dashboard/user/:uniqueId', href: (uniqueId: string) => `/dashboard/user/${enc(uniqueId)}` },
  talentLink: { path: '/dashboard/u/:url', href: (url: string) => `/dashboard/u/${enc(url)}` },
} as const;
