import { useTranslation } from 'react-i18next';
import { courseLabel, schoolYearLabel, targetGroupLabel } from '../../../lib/fixed-labels.ts';
import type { EventDto } from '../api/event-schema.ts';

export function RequirementsSection({ event }: { event: EventDto }) {
  const { t } = useTranslation();
  const rows = [
    // The product's own values in the reader's language; a host's own wording as written (lib/fixed-labels.ts).
    { key: 'schoolYear', label: t('event.schoolYear'), values: event.schoolYear, show: schoolYearLabel },
    { key: 'courses', label: t('event.courses'), values: event.relevantCourses, show: courseLabel },
    { key: 'targetGroups', label: t('event.targetGroups'), values: event.targetGroups, show: targetGroupLabel },
  ].filter((row) => row.values.length > 0);

  return (
    <section className="detail-section" aria-labelledby="requirements-title" data-testid="requirements">
      <h2 id="requirements-title" className="detail-section__title">
        {t('event.requirements')}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{t('event.noRequirements')}</p>
      ) : (
        <dl className="requirements">
          {rows.map((row) => (
            <div key={row.key} className="requirements__row">
              <dt>{row.label}</dt>
              <dd>
                <ul className="tag-list">
                  {row.values.map((value) => (
                    <li key={value} className="tag">
                      {row.show(t, value)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
