import { TeamPage } from '../../features/employer/components/team-page.tsx';

export default function EmployerTeamRoute() {
  return <TeamPage />;
}
