import { MyApplicationsPage } from '../../features/jobs/components/my-applications-page.tsx';

export default function StudentApplicationsRoute() {
  return <MyApplicationsPage />;
}
