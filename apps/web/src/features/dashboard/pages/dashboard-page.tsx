import { PageHeading } from '../../../components/page-heading';

/** /admin/dashboard (spec §2): filled in by the dashboard issue. */
export default function DashboardPage() {
  return <PageHeading title="Dashboard" />;
}
