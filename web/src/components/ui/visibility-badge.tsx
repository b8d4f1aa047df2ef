import { useTranslation } from 'react-i18next';
import './visibility-badge.css';

/**
 * Who a host's event or job reaches, as a badge in the host's own lists (issue 13): "Own students only" (a career
 * center's), "Members only" (a society's) or "Everyone".
 */
export function VisibilityBadge({ visibility }: { visibility: string | undefined }) {
  const { t } = useTranslation();
  const value = visibility === 'own-university-students' || visibility === 'members' ? visibility : 'everyone';
  return (
    <span className={`visibility-badge visibility-badge--${value}`} data-testid="visibility-badge" data-visibility={value}>
      {t(`hostDirectory.badge.${value}`)}
    </span>
  );
}
