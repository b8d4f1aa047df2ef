/** Every route pattern the SPA knows, with href builders. Only these are links; nothing else builds paths by hand. */
export const paths = {
  home: { path: '/', href: () => '/' },
  studentHome: { path: '/home', href: () => '/home' },
  events: { path: '/events', href: () => '/events' },
  event: { path: '/event/:link', href: (link: string) => `/event/${encodeURIComponent(link)}` },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  // Linked from the header and footer; their screens come with later issues (unknown paths redirect to / until then).
  employer: { path: '/employer', href: () => '/employer' },
  careerCenters: { path: '/career-centers', href: () => '/career-centers' },
  studentOrganisations: { path: '/student-organisations', href: () => '/student-organisations' },
} as const;

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
