import { MagazineArticle } from '../../features/public-site/components/magazine-article.tsx';
import { MagazineList } from '../../features/public-site/components/magazine-list.tsx';

// The magazine (issue 15): the list and the article page share one small chunk.
export const MagazineListRoute = () => <MagazineList />;
export const MagazineArticleRoute = () => <MagazineArticle />;
