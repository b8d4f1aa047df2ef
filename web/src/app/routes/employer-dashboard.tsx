import { EmployerDashboard } from '../../features/employer/components/employer-dashboard.tsx';

export default function EmployerDashboardRoute() {
  return <EmployerDashboard />;
}
