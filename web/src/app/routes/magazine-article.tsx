import { MagazineArticle } from '../../features/public-site/components/magazine-article.tsx';

// A magazine article's page (issue 15), with its rich text; the list is magazine.tsx.
export const MagazineArticleRoute = () => <MagazineArticle />;
