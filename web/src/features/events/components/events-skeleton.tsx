import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function EventsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="events-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="event-card event-card--skeleton">
            <Skeleton className="skeleton--tile" />
            <div className="event-card__body">
              <Skeleton className="skeleton--line skeleton--short" />
              <Skeleton className="skeleton--line" />
              <Skeleton className="skeleton--line skeleton--medium" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
