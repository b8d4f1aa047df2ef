import { useParams } from 'react-router-dom';
import { CodeLink } from '../../features/auth/components/code-link.tsx';

export default function CodeLinkRoute() {
  const { link = '' } = useParams();
  return <CodeLink key={link} link={link} />;
}
