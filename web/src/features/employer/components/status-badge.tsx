import { useTranslation } from 'react-i18next';
import type { OrganisationStatus } from '../api/organisation-schema.ts';

export function StatusBadge({ status }: { status: OrganisationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status}`} data-testid="company-status" data-status={status}>
      {t(`employer.status.${status}`)}
    </span>
  );
}
