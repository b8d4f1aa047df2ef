import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function EventDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="event-detail event-detail--loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('event.loading')}
      </span>
      <Skeleton className="skeleton--hero" />
      <Skeleton className="skeleton--line skeleton--medium" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--line skeleton--short" />
    </div>
  );
}
