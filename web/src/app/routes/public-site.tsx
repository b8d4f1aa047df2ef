import type { PublicPageId } from '@fast-track/shared/public-site';
import { PublicPage } from '../../features/public-site/components/public-page.tsx';

/**
 * The public site (issue 15): one lazy chunk for its pages, one page layout filled with each page's words (a chunk
 * per page and language) and its widgets (a chunk each). The two pages with live events are public-site-events.tsx,
 * so the others never load the events feature's list.
 */
export default function PublicSiteRoute({ id }: { id: PublicPageId }) {
  return <PublicPage id={id} />;
}
