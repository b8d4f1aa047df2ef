import { useParams } from 'react-router-dom';
import { AnnouncementUnsubscribe } from '../../features/career-center/components/announcement-unsubscribe.tsx';

/** /announcements/unsubscribe/:token: no sign-in needed, the token is the student's (docs/career-centers.md). */
export default function AnnouncementUnsubscribeRoute() {
  const { token = '' } = useParams();
  return <AnnouncementUnsubscribe key={token} token={token} />;
}
