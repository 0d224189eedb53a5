import { PageHeading } from '../../../components/page-heading';

/** /admin/periodos: evaluation periods. */
export default function PeriodsPage() {
  return <PageHeading title="Periodos" />;
}
