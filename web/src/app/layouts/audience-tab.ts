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
