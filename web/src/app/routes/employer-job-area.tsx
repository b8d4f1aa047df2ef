import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EmployerNav } from '../../features/employer/components/employer-nav.tsx';
import { useSession } from '../../lib/session.ts';
import { CurrentCompanyGate } from './current-company-gate.tsx';

/**
 * The employer's job screens need the current company: they get its id and the employer navigation from here, so
 * the jobs feature stays free of employer code (the same screens serve other organisations later). /edit/job is not
 * guarded in the browser (spec §6): someone who is not a signed-in employer is told to sign in, and the server
 * refuses any save that is not a member's.
 */
export function EmployerJobArea({
  children,
  signInKey = 'jobs.editor.signIn',
}: {
  children: (organisationId: string, nav: ReactNode) => ReactNode;
  /** What a visitor is told to sign in for (the challenge builder and preview reuse this area). */
  signInKey?: string;
}) {
  const { t } = useTranslation();
  const session = useSession();

  if (session?.kind !== 'employer') {
    return (
      <div className="container page">
        <p className="alert alert--info" data-testid="employer-sign-in-needed">
          {t(signInKey)} <Link to={paths.employerArea.login.href()}>{t('jobs.editor.signInLink')}</Link>
        </p>
      </div>
    );
  }
  return <CurrentCompanyGate>{(company) => children(company.organisationId, <EmployerNav />)}</CurrentCompanyGate>;
}
