import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../lib/account.ts';

/** Chooses which of the student's organisations the dashboard shows. */
export function OrganisationSwitcher({ memberships, currentId, onChoose }: { memberships: readonly Membership[]; currentId: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="so-switcher">
      <label htmlFor={id}>{t('studentOrg.dashboard.switch')}</label>
      <select id={id} className="input" value={currentId} data-testid="so-switcher" onChange={(e) => onChoose(e.currentTarget.value)}>
        {memberships.map((m) => (
          <option key={m.organisationId} value={m.organisationId}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}
