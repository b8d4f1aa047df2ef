import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { HostAreaKind } from './host-area-kind.ts';
import './host-areas.css';

/**
 * The navigation of a career center's (/cc/…) or a student organisation's (/so/…) area: the same screens under each
 * prefix, so one list, parameterised by kind.
 */
export function HostAreaNav({ kind }: { kind: HostAreaKind }) {
  const { t } = useTranslation();
  const area = kind === 'career_center' ? paths.careerCenterArea : paths.studentOrgArea;
  const links = [
    { to: area.dashboard.href(), label: t('hostAreas.nav.overview'), end: true, id: 'overview' },
    { to: area.events.href(), label: t('hostedEvents.list.title'), end: false, id: 'events' },
    { to: area.jobPosts.href(), label: t('jobs.posts.title'), end: false, id: 'jobs' },
    { to: area.documents.href(), label: t('documents.title'), end: false, id: 'documents' },
    { to: area.companySearch.href(), label: t('hostDirectory.nav.companies'), end: false, id: 'companies' },
    ...(kind === 'student_organisation'
      ? [
          { to: area.otherOrganizations.href(), label: t('hostDirectory.nav.societies'), end: false, id: 'societies' },
          { to: paths.studentOrgArea.team.href(), label: t('hostAreas.nav.team'), end: false, id: 'team' },
        ]
      : []),
  ];
  return (
    <nav className="host-area-nav" aria-label={t(kind === 'career_center' ? 'hostAreas.nav.careerCenter' : 'hostAreas.nav.studentOrg')}>
      {links.map((link) => (
        <NavLink key={link.id} end={link.end} to={link.to} className="host-area-nav__link" data-testid={`host-nav-${link.id}`}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
