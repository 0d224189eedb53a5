import { PageHeading } from '../../../components/page-heading';

/** /admin/recursos: learning resources. */
export default function RecursosPage() {
  return <PageHeading title="Recursos" />;
}
