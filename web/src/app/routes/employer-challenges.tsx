import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { EmployerChallengesPage } from '../../features/challenges/components/employer-challenges-page.tsx';
import { setAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

/** /dashboard/Challenges. Edit and Details name the challenge through client state (the paths name none). */
export default function EmployerChallengesRoute() {
  const navigate = useNavigate();
  return (
    <EmployerJobArea signInKey="challenges.builder.signIn">
      {(organisationId, nav) => (
        <EmployerChallengesPage
          organisationId={organisationId}
          nav={nav}
          createHref={paths.challenges.create.href()}
          onEdit={(id) => {
            setAppState({ editChallenge: id });
            void navigate(paths.challenges.edit.href());
          }}
          onDetails={(id) => {
            setAppState({ selectedChallenge: id });
            void navigate(paths.challenges.details.href());
          }}
        />
      )}
    </EmployerJobArea>
  );
}
