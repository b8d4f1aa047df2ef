import { paths } from '../../config/paths.ts';

export type Audience = 'students' | 'employer' | 'careerCenters' | 'studentOrganisations';

/**
 * The header tab for a path, exactly as the spec says: only the exact path / is Students; the others match on a
 * substring anywhere in the path. /home is not /, so it highlights nothing.
 */
export function audienceFromPath(pathname: string): Audience | null {
  if (pathname === '/') return 'students';
  if (pathname.includes('/employer')) return 'employer';
  if (pathname.includes('/career-center')) return 'careerCenters';
  if (pathname.includes('/student-organisations')) return 'studentOrganisations';
  return null;
}

/** The audience tabs, in the header's order (the tab bar at 1024px and wider, the menu button below). */
export const audienceTabs: readonly { id: Audience; href: string; labelKey: string }[] = [
  { id: 'students', href: paths.home.href(), labelKey: 'header.tabs.students' },
  { id: 'employer', href: paths.employer.href(), labelKey: 'header.tabs.employer' },
  { id: 'careerCenters', href: paths.careerCenters.href(), labelKey: 'header.tabs.careerCenters' },
  { id: 'studentOrganisations', href: paths.studentOrganisations.href(), labelKey: 'header.tabs.studentOrganisations' },
];
