import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { DEFAULT_EVENT_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { useAppState } from '../../../lib/app-state.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useSession } from '../../../lib/session.ts';
import type { EventDto } from '../api/event-schema.ts';
import { isOnline } from '../utils/event-kind.ts';
import { useAttendance } from '../hooks/use-attendance.ts';
import { useStickyBelowHeader } from '../hooks/use-header-height.ts';
import { useInView } from '../hooks/use-in-view.ts';
import { useJoinLink } from '../hooks/use-join-link.ts';
import { useLiveEvent } from '../hooks/use-live-event.ts';
import { useQuestions } from '../hooks/use-questions.ts';
import { useReadableEvent } from '../hooks/use-readable-event.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { parseCompany, parseLocation } from '../utils/event-location.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { TicketLink } from './ticket-link.tsx';
import { AttendBar } from './attend-bar.tsx';
import { CompanyChip } from './company-chip.tsx';
import { EventFacts } from './event-facts.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';
import { CancelledNotice } from './host-notice.tsx';
import { JoinLinkBox } from './join-link-box.tsx';
import { RegistrationBox } from './registration-box.tsx';

// The page below its first screen (event-detail-more.tsx): one chunk, loaded once the first screen is painted.
const loadMore = () => import('./event-detail-more.tsx');
const pendingMain = <div className="event-layout__main event-layout__main--pending" />;
const EventMainSections = lazy(() => loadMore().then((m) => ({ default: m.EventMainSections })));
const SimilarEvents = lazy(() => loadMore().then((m) => ({ default: m.SimilarEvents })));

/** The bottom bar's height plus a margin: the card's button counts as "on screen" only above the bar. */
const BAR_CLEARANCE = '0px 0px -96px 0px';

/**
 * One column on phones in reading order — what, when and where; Attend; about; requirements; Q&A; place and host;
 * similar events — with the date and Attend kept in a bottom bar. From 1024px the registration card sits beside
 * the content and sticks below the header.
 */
export function EventDetail({
  event: sourceEvent,
  similar,
  onHostChange,
  onJoined,
}: {
  event: EventDto;
  similar: EventDto[];
  /** The host changed or cancelled the event, answered a question, or decided this student's request. */
  onHostChange?: (change: 'updated' | 'cancelled' | 'answered' | 'approved' | 'declined') => void;
  /** The event's room was joined again after the connection dropped: changes broadcast meanwhile were missed. */
  onJoined?: () => void;
}) {
  const { t } = useTranslation();
  // Title and description in the reader's language when the host wrote it (docs/events.md § Languages).
  const event = useReadableEvent(sourceEvent);
  const company = parseCompany(event.company);
  const location = parseLocation(event.physicalLocation);
  const online = isOnline(event);

  // Attending, asking and voting are a student's (spec §6); anyone else is treated like a visitor here.
  const signedIn = useSession()?.kind === 'student';
  const userId = useAppState().user?._id ?? null;
  const attendance = useAttendance(event, signedIn, signedIn ? userId : null);
  const questions = useQuestions(event, signedIn, signedIn ? userId : null);
  const attending = attendance.status === 'attending';
  // A catch-up on a rejoin while this student's own Attend call is on its way would start the page's parts again from
  // an answer that may not hold that call yet: it waits until the call has answered.
  const attendanceBusy = attendance.loading;
  const catchUpDue = useRef(false);
  useEffect(() => {
    if (!attendanceBusy && catchUpDue.current) {
      catchUpDue.current = false;
      onJoined?.();
    }
  }, [attendanceBusy, onJoined]);
  const joinLink = useJoinLink(event, attending);
  const cardButton = useInView<HTMLDivElement>(BAR_CLEARANCE);
  const contentEnd = useScrolledPast<HTMLDivElement>();
  const aside = useStickyBelowHeader<HTMLElement>();
  // The first render holds the first screen (cover, title, facts, registration, the phone's bar); the sections
  // below it follow once that is painted (lib/use-after-first-paint.ts).
  const restShown = useAfterFirstPaint();
  const live = useLiveEvent(event.uniqueId, {
    onJoined: () => {
      if (attendanceBusy) catchUpDue.current = true;
      else onJoined?.();
    },
    onQuestion: (m) => questions.receiveQuestion(m.question),
    onUpvotes: (m) => questions.receiveVote(m.questionId, m.userId, m.upvoted),
    onParticipants: (m) => {
      if (Array.isArray(m.participants)) attendance.receiveParticipants(m.participants.filter((id) => typeof id === 'string'));
    },
    onChanged: (m) => {
      if (m.change === 'updated' || m.change === 'cancelled') onHostChange?.(m.change);
    },
    onAnswered: () => onHostChange?.('answered'),
    onAttendance: (m) => {
      if (m.attendance === 'attending' || m.attendance === 'declined') onHostChange?.(m.attendance === 'attending' ? 'approved' : 'declined');
    },
  });
  const cancelled = event.status === 'cancelled';

  return (
    <article className="event-detail" data-testid="event-detail" data-live={live}>
      <header className="event-hero">
        <ImageWithFallback
          className="event-hero__cover"
          src={event.img}
          fallback={DEFAULT_EVENT_IMAGE}
          alt=""
          width={1200}
          height={420}
        />
        <div className="event-hero__content">
          <EventTypeBadge type={event.type} />
          <h1 className="event-hero__title" lang={event.lang}>
            {event.title}
          </h1>
          <WrittenInNote language={event.writtenIn} className="event-hero__written-in" />
          <CompanyChip company={company} size={36} />
        </div>
      </header>

      <EventFacts event={event} online={online} location={location} />

      <div className="event-layout">
        <aside className="event-layout__aside" aria-label={t('event.registration')} ref={aside}>
          {cancelled ? (
            <CancelledNotice />
          ) : (
            <RegistrationBox approval={event.approval} attendance={attendance} buttonRef={cardButton.ref}>
              <JoinLinkBox view={joinLink} timeZone={event.timezone} />
              {attending && <AddToCalendar event={event} />}
              {attending && <TicketLink eventId={event.uniqueId} />}
            </RegistrationBox>
          )}
        </aside>
        {/* Until the rest is in, the column holds a screen's height, so the end-of-content mark stays below it. */}
        {restShown ? (
          <Suspense fallback={pendingMain}>
            <EventMainSections event={event} questions={questions} online={online} location={location} company={company} />
          </Suspense>
        ) : (
          pendingMain
        )}
      </div>

      {restShown && (
        <Suspense fallback={null}>
          <SimilarEvents events={similar} />
        </Suspense>
      )}
      {/* The bar steps aside while the card's own button is on screen, and at the footer, which it would cover. */}
      <div ref={contentEnd.ref} aria-hidden="true" />
      {!cancelled && <AttendBar event={event} attendance={attendance} hidden={cardButton.inView || contentEnd.past} />}
    </article>
  );
}
