import { MagazineList } from '../../features/public-site/components/magazine-list.tsx';

// The magazine's list (issue 15). An article's page is a chunk of its own (magazine-article.tsx): its rich text
// brings the HTML sanitiser, which the list, a public page with a 70 KB gz first screen (issue 28), does not need.
export const MagazineListRoute = () => <MagazineList />;
