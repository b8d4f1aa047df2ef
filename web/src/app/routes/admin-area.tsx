import { AdminArea } from '../../features/admin/components/admin-area.tsx';

/** The admin area, loaded only once the API confirmed the hidden path (admin-entry.tsx). */
export default function AdminAreaRoute() {
  return <AdminArea />;
}
