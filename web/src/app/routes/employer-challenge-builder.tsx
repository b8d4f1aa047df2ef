import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { BuilderPage } from '../../features/challenges/components/builder-page.tsx';
import { setAppState, useAppState } from '../../lib/app-state.ts';
import { EmployerJobArea } from './employer-job-area.tsx';

/**
 * The challenge builder: /new/challenge and /create/challenge start a new one (the first autosave creates it, then
 * /edit/challenge carries on with it); /edit/challenge edits client state editChallenge. /new/challenge has no
 * guard in the browser (spec §6): visitors are asked to sign in, and the server decides who may save.
 */
function Builder({ edit }: { edit: boolean }) {
  const navigate = useNavigate();
  const { editChallenge } = useAppState();
  return (
    <EmployerJobArea signInKey="challenges.builder.signIn">
      {(organisationId, nav) => (
        <BuilderPage
          key={edit ? (editChallenge ?? 'none') : 'new'}
          organisationId={organisationId}
          challengeId={edit ? editChallenge : null}
          nav={nav}
          listHref={paths.challenges.list.href()}
          onCreated={(challenge, step) => {
            setAppState({ editChallenge: challenge.uniqueId, selectedChallenge: challenge.uniqueId });
            void navigate(paths.challenges.edit.href(), { replace: true, state: { step } });
          }}
          previewHref={paths.challenges.preview.href}
          publicHref={paths.challenges.page.href}
        />
      )}
    </EmployerJobArea>
  );
}

export function NewChallengeRoute() {
  return <Builder edit={false} />;
}

export function EditChallengeRoute() {
  return <Builder edit />;
}
