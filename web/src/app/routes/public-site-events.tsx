import type { PublicPageId } from '@fast-track/shared/public-site';
import { UpcomingEventsTeaser } from '../../features/events/components/upcoming-events-teaser.tsx';
import { PublicPage } from '../../features/public-site/components/public-page.tsx';

/** The public pages with the `events` widget (/employer/events, /career-centers/webinars/): the app composes the events feature's live list into them. */
export default function PublicSiteEventsRoute({ id }: { id: PublicPageId }) {
  return <PublicPage id={id} events={<UpcomingEventsTeaser count={6} />} />;
}
