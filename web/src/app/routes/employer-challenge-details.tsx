import { paths } from '../../config/paths.ts';
import { EmployerChallengeDetailsPage } from '../../features/challenges/components/employer-challenge-details-page.tsx';
import { PostingSchools } from '../../features/employer/components/posting-schools.tsx';
import { useAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

/** /dashboard/challenge/details: the challenge named by client state selectedChallenge. */
export default function EmployerChallengeDetailsRoute() {
  const { selectedChallenge } = useAppState();
  return (
    <EmployerJobArea signInKey="challenges.builder.signIn">
      {(organisationId, nav) => (
        <>
          <EmployerChallengeDetailsPage organisationId={organisationId} challengeId={selectedChallenge} nav={nav} listHref={paths.challenges.list.href()} />
          <PostingSchools organisationId={organisationId} kind="challenge" postingId={selectedChallenge ?? ''} />
        </>
      )}
    </EmployerJobArea>
  );
}
