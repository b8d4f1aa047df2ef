import { useTranslation } from 'react-i18next';
import type { EventDto } from '../api/event-schema.ts';
import type { QuestionsView } from '../hooks/use-questions.ts';
import type { EventCompany, EventLocation } from '../utils/event-location.ts';
import { AboutSection } from './about-section.tsx';
import { CompanyChip } from './company-chip.tsx';
import { MapPreview } from './map-preview.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { RequirementsSection } from './requirements-section.tsx';
import { SimilarEvents } from './similar-events.tsx';

// The event page below its first screen, a chunk of its own that loads once the first screen is painted
// (event-detail.tsx): its code (rich text, the map, similar events) is not among what the first paint waits for.

/** About, requirements, Q&A, place and host: the main column, in reading order. */
export function EventMainSections({
  event,
  questions,
  online,
  location,
  company,
}: {
  event: EventDto;
  questions: QuestionsView;
  online: boolean;
  location: EventLocation;
  company: EventCompany;
}) {
  const { t } = useTranslation();
  return (
    <div className="event-layout__main">
      <AboutSection html={event.description} lang={event.lang} />
      <RequirementsSection event={event} />
      <QuestionsSection view={questions} />
      {/* An online event has no place: no map box at all (its join link is in the registration card). */}
      {!online && (
        <section className="detail-section" aria-labelledby="location-title" data-testid="location-section">
          <h2 id="location-title" className="detail-section__title">
            {t('event.location')}
          </h2>
          <MapPreview location={location} />
        </section>
      )}
      <section className="detail-section" aria-labelledby="host-title">
        <h2 id="host-title" className="detail-section__title">
          {t('event.hostedBy')}
        </h2>
        <div className="host-card">
          <CompanyChip company={company} size={56} />
        </div>
      </section>
    </div>
  );
}

export { SimilarEvents };
