import { useTranslation } from 'react-i18next';
import './taken-down-badge.css';

/**
 * "Taken down by Fast-Track": an event, job or challenge an admin took down (docs/admin.md § Takedowns), as a badge
 * in its owner's own lists. Students no longer see it; the owner was mailed the reason. Nothing when not taken down.
 */
export function TakenDownBadge({ takenDown }: { takenDown: boolean | undefined }) {
  const { t } = useTranslation();
  if (!takenDown) return null;
  return (
    <span className="taken-down-badge" data-testid="taken-down-badge" title={t('employer.takenDown.hint')}>
      {t('employer.takenDown.badge')}
    </span>
  );
}
