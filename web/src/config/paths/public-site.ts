import { publicPageIds, publicPagePaths, type PublicPageId } from '@fast-track/shared/public-site';

type PagePath = { path: string; href: () => string };

/** The public site's pages (issue 15; the list is shared with the API's sitemap): paths.publicSite.employerPricing … */
export const publicSitePaths = Object.fromEntries(
  publicPageIds.map((id) => [id, { path: publicPagePaths[id], href: () => publicPagePaths[id] }]),
) as Record<PublicPageId, PagePath>;

/** The magazine (issue 15): the list and an article's page. */
export const magazinePaths = {
  list: { path: '/magazine', href: (page = 1) => (page > 1 ? `/magazine?page=${page}` : '/magazine') },
  article: { path: '/magazine/:link', href: (link: string) => `/magazine/${encodeURIComponent(link)}` },
} as const;
