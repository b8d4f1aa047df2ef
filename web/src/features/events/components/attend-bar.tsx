import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import type { AttendanceView } from '../hooks/use-attendance.ts';
import { formatCardDate } from '../utils/event-time.ts';
import { AttendButton } from './attend-button.tsx';

interface Props {
  event: EventDto;
  attendance: AttendanceView;
  /** The registration card's own button is on screen: the bar steps aside instead of doubling it. */
  hidden: boolean;
}

/**
 * Phones and tablets (below 1024px, where the card is not beside the content): the date and the Attend button stay
 * at the bottom of the screen from the first paint on. Hidden from the page's reading order while the card's own
 * button is visible.
 */
export function AttendBar({ event, attendance, hidden }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      className="attend-bar"
      role="region"
      aria-label={t('event.bar.label')}
      data-testid="attend-bar"
      data-hidden={hidden || undefined}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <div className="attend-bar__inner">
        <p className="attend-bar__when">
          <span className="attend-bar__title">{event.title}</span>
          <time dateTime={event.datetime}>{formatCardDate(event.datetime, event.timezone, locale)}</time>
        </p>
        <AttendButton attendance={attendance} testId="attend-bar-button" className="attend-bar__button" />
      </div>
    </div>
  );
}
