import { useTranslation } from 'react-i18next';
import { eventType, type EventType } from '../utils/event-kind.ts';

const variants: Record<EventType, { className: string; labelKey: string }> = {
  'Live Stream': { className: 'type-badge--live', labelKey: 'events.type.liveStream' },
  'Physical Event': { className: 'type-badge--physical', labelKey: 'events.type.physical' },
  'Job Closings': { className: 'type-badge--closing', labelKey: 'events.type.jobClosings' },
};

export function EventTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  const known = eventType(type);
  if (!known) return null;
  const variant = variants[known];
  return (
    <span className={`type-badge ${variant.className}`} data-type={known}>
      <span className="type-badge__dot" aria-hidden="true" />
      {t(variant.labelKey)}
    </span>
  );
}
