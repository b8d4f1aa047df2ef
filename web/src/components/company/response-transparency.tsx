import { useTranslation } from 'react-i18next';
import { hoursText } from '../../lib/duration-text.ts';
import { numberFormat } from '../../lib/number-format.ts';
import { useOutcome } from '../../lib/use-outcome.ts';
import { getResponsiveness, type Responsiveness } from './responsiveness-api.ts';

/**
 * How a company answers students (issue 25, response transparency): the share of applications and messages it
 * answered and its median time to a first answer, one figure for its page and its job pages. Says nothing while
 * loading, on a failure, or before the company has five answers: a missing figure is not news worth a placeholder.
 */
export function ResponseTransparency({ companyId, className = 'response-transparency' }: { companyId: string; className?: string }) {
  const loaded = useOutcome(companyId, () => getResponsiveness(companyId));
  if (loaded.status !== 'ready') return null;
  return <ResponsivenessFigure responsiveness={loaded.value} className={className} />;
}

/**
 * The figure itself, for a page that already has it (My applications: each application carries its company's, from
 * the same server function). Nothing for null (under five answers). Needs the `company` text group.
 */
export function ResponsivenessFigure({ responsiveness, className = 'response-transparency' }: { responsiveness: Responsiveness; className?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  if (responsiveness === null) return null;
  const { answeredPercent, medianHours, answered } = responsiveness;
  return (
    <p className={className} data-testid="response-transparency">
      <span>
        {t('company.responsiveness.summary', {
          percent: numberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }).format(answeredPercent / 100),
          duration: hoursText(medianHours, lng),
        })}
      </span>{' '}
      <span className="response-transparency__basis">{t('company.responsiveness.basis', { count: answered })}</span>
    </p>
  );
}
