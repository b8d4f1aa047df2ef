import { useTranslation } from 'react-i18next';
import { MyChallenges, StartNowLink } from '../../features/challenges/components/my-challenges.tsx';
import { Dashboard } from '../../features/dashboard/components/dashboard.tsx';
import { Feed } from '../../features/feed/components/feed.tsx';
import { StudentHome } from '../../features/student/components/student-home.tsx';

// The dashboard is part of this lazily loaded route chunk, so the first screen of the site does not carry it.
// The student guard is the layout route around it (app/guards/require-kind.tsx, router.tsx).
// Features do not import each other: the route puts the challenges feature's Start Now and list into the dashboard.
export default function StudentRoute() {
  const { t } = useTranslation();
  return (
    <StudentHome
      dashboard={(user) => (
        <Dashboard
          studentId={user._id}
          selectedItem={user.selectedItem}
          onboarded={user.onboarded ?? false}
          startNow={() => <StartNowLink label={t('dashboard.startNow')} />}
          challenges={<MyChallenges />}
          feed={(track) => <Feed selectedTrack={track} />}
        />
      )}
    />
  );
}
