import { PageHeading } from '../../../components/page-heading';

/** /admin/documentos: documents. */
export default function DocumentosPage() {
  return <PageHeading title="Documentos" />;
}
