import { useTranslation } from 'react-i18next';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { responseTime } from '../api/messaging.ts';

/** "Usually answers within …": the company's median first-response time to students (response-rate transparency). */
export function ResponseTimeNote({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(companyId, () => responseTime(companyId));
  if (loaded.status !== 'ready') return null;
  const minutes = loaded.value.medianMinutes;
  if (minutes === null) return <p className="chat-response-time" data-testid="chat-response-time">{t('messaging.responseTime.unknown')}</p>;
  const text =
    minutes < 60
      ? t('messaging.responseTime.minutes', { count: minutes })
      : minutes < 48 * 60
        ? t('messaging.responseTime.hours', { count: Math.round(minutes / 60) })
        : t('messaging.responseTime.days', { count: Math.round(minutes / 1440) });
  return (
    <p className="chat-response-time" data-testid="chat-response-time">
      {text}
    </p>
  );
}
