import { PageHeading } from '../../../components/page-heading';

/** /admin/centros (spec §2): centres with their courses and users. */
export default function CentresPage() {
  return <PageHeading title="BBDD Centros" />;
}
