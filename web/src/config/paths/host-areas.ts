/**
 * The screens career centers (/cc/…) and student organisations (/so/…) share (spec §2 Career center area, Student
 * organisation area): the same names under each prefix, because the same screens serve both (parameterised by host
 * kind, as the employer's event and job screens are).
 */
const enc = encodeURIComponent;

export function hostAreaPaths(prefix: 'cc' | 'so') {
  return {
    events: { path: `/${prefix}/dashboard/events`, href: () => `/${prefix}/dashboard/events` },
    /** Shows client state selectedEvent (chosen in the events list), as the employer's does. */
    eventDetails: { path: `/${prefix}/dashboard/events/details`, href: () => `/${prefix}/dashboard/events/details` },
    createEvent: { path: `/${prefix}/create/event`, href: () => `/${prefix}/create/event` },
    editEvent: { path: `/${prefix}/edit/event`, href: () => `/${prefix}/edit/event` },
    jobPosts: { path: `/${prefix}/dashboard/jobposts`, href: () => `/${prefix}/dashboard/jobposts` },
    jobDetails: { path: `/${prefix}/dashboard/job/details/:uniqueId`, href: (uniqueId: string) => `/${prefix}/dashboard/job/details/${enc(uniqueId)}` },
    createJob: { path: `/${prefix}/create/job`, href: () => `/${prefix}/create/job` },
    /** Edits client state editJob. */
    editJob: { path: `/${prefix}/edit/job`, href: () => `/${prefix}/edit/job` },
    documents: { path: `/${prefix}/dashboard/documents`, href: () => `/${prefix}/dashboard/documents` },
    /** Employers on the platform with their activity at the host's university (both areas, one screen). */
    companySearch: { path: `/${prefix}/dashboard/company/search`, href: () => `/${prefix}/dashboard/company/search` },
    company: { path: `/${prefix}/dashboard/company/:link`, href: (link: string) => `/${prefix}/dashboard/company/${enc(link)}` },
    /** Student organisations only (spec §2): the other societies, and one society's page. */
    otherOrganizations: { path: `/${prefix}/dashboard/other/organizations`, href: () => `/${prefix}/dashboard/other/organizations` },
    organization: { path: `/${prefix}/dashboard/organization/:link`, href: (link: string) => `/${prefix}/dashboard/organization/${enc(link)}` },
  } as const;
}
