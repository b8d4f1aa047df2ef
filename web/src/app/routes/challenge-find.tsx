import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FindPage } from '../../features/challenges/components/find-page.tsx';

/** /Find/{uniqueId} (anyone) and /career-center/find/{uniqueId}: check a certificate or result by its id. */
function Find({ hrefFor }: { hrefFor: (id: string) => string }) {
  const { uniqueId = '' } = useParams();
  const navigate = useNavigate();
  return <FindPage key={uniqueId} id={uniqueId} hrefFor={hrefFor} onLookup={(href) => void navigate(href)} />;
}

export function FindRoute() {
  return <Find hrefFor={paths.challenges.find.href} />;
}

export function CareerCenterFindRoute() {
  return <Find hrefFor={paths.challenges.careerCenterFind.href} />;
}
