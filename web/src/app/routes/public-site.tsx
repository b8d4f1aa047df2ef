import type { PublicPageId } from '@fast-track/shared/public-site';
import { UpcomingEventsTeaser } from '../../features/events/components/upcoming-events-teaser.tsx';
import { PublicPage } from '../../features/public-site/components/public-page.tsx';
import { pageSetups } from '../../features/public-site/pages.ts';

/**
 * The public site (issue 15): one lazy chunk for its pages, one page layout filled with each page's words (each
 * language a chunk of its own). The app composes the events feature's live list into the pages that show events.
 */
export default function PublicSiteRoute({ id }: { id: PublicPageId }) {
  const withEvents = pageSetups[id].widgets?.includes('events') ?? false;
  return <PublicPage id={id} events={withEvents ? <UpcomingEventsTeaser count={6} /> : undefined} />;
}
