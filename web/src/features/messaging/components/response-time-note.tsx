import { useTranslation } from 'react-i18next';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { responseTime } from '../api/messaging.ts';

/**
 * "Usually replies to students within …": the company's median first-response time to students (response-rate
 * transparency), in a student's thread and on the company's page. `hideUnknown`: say nothing until there is a median.
 */
export function ResponseTimeNote({ companyId, hideUnknown = false, className = 'chat-response-time' }: { companyId: string; hideUnknown?: boolean; className?: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(companyId, () => responseTime(companyId));
  if (loaded.status !== 'ready') return null;
  const minutes = loaded.value.medianMinutes;
  if (minutes === null) {
    return hideUnknown ? null : (
      <p className={className} data-testid="chat-response-time">
        {t('messaging.responseTime.unknown')}
      </p>
    );
  }
  const text =
    minutes < 60
      ? t('messaging.responseTime.minutes', { count: minutes })
      : minutes < 48 * 60
        ? t('messaging.responseTime.hours', { count: Math.round(minutes / 60) })
        : t('messaging.responseTime.days', { count: Math.round(minutes / 1440) });
  return (
    <p className={className} data-testid="chat-response-time">
      {text}
    </p>
  );
}
